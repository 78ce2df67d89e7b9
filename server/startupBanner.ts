// What `npm start` prints once the server listens: where the portal is and how to sign in to it; in demo mode,
// that it is a demo, and when the demo can be reached from other machines, a warning on stderr before it starts.
import { demoAccounts, demoActivationCodes } from './accounts/demo';
import type { InstitutionRange } from './config';
import type { DemoMode } from './demoMode';
import { institutionMatcher } from './subscriptions/institutions';

/**
 * The lines printed at start: the portal's URL (or the API's alone), and in a demo the accounts and codes and
 * whether this machine counts as a subscribed institution under `institutions` (INSTITUTION_RANGES).
 */
export function startupBanner(origin: string, servesFrontEnd: boolean, demo: DemoMode, institutions: readonly InstitutionRange[]): string {
  const lines = servesFrontEnd
    ? [`The portal is running at ${origin}/`, `  Try a gene page:  ${origin}/locus?name=AT1G01010`, `  API:              ${origin}/api/`]
    : [`API server: ${origin}/api/ (e.g. ${origin}/api/detail/locus/name?name=AT1G01010)`];
  if (!demo.enabled) {
    lines.push('', 'Not a demo: no ORCID simulator, no demo accounts (DEMO_MODE, README "Demo mode").');
    return lines.join('\n');
  }
  lines.push('', 'This is a DEMO: ORCID sign-in is simulated (anyone may approve as any iD) and the demo accounts below are public.');
  lines.push('Demo accounts (user / password):');
  const width = Math.max(...demoAccounts.map((account) => `${account.username} / ${account.password}`.length));
  for (const account of demoAccounts) {
    lines.push(`  ${`${account.username} / ${account.password}`.padEnd(width)}  ${account.name}: ${account.shows}`);
  }
  lines.push(`Activation codes (each usable once): ${demoActivationCodes.map((entry) => `${entry.code} (${entry.units} units)`).join(', ')}`);
  lines.push(loopbackSubscription(institutions));
  return lines.join('\n');
}

/** What INSTITUTION_RANGES makes of this machine's own addresses, 127.0.0.1 and ::1, as they are. */
function loopbackSubscription(institutions: readonly InstitutionRange[]): string {
  const institutionOf = institutionMatcher(institutions);
  const [ipv4, ipv6] = ['127.0.0.1', '::1'].map((address) => institutionOf(address).name);
  if (ipv4 && ipv4 === ipv6) return `This machine (loopback) counts as the subscribed "${ipv4}" (INSTITUTION_RANGES to change).`;
  if (!ipv4 && !ipv6) {
    return 'This machine (loopback) is in no subscribed institution (INSTITUTION_RANGES): detail pages need a login with a linked ORCID iD, or usage units.';
  }
  const part = (address: string, name: string | null | undefined) => `${address} ${name ? `counts as the subscribed "${name}"` : 'is not subscribed'}`;
  return `On this machine, ${part('127.0.0.1', ipv4)} and ${part('::1', ipv6)} (INSTITUTION_RANGES).`;
}

/**
 * Printed on stderr at start when demo mode was asked for (DEMO_MODE=on) on a server others can reach, or null.
 * Such a server lets anyone log in as any member with a linked ORCID iD, and as the demo accounts.
 */
export function demoModeWarning(demo: DemoMode): string | null {
  if (!demo.enabled || demo.local) return null;
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! WARNING: DEMO_MODE=on on a server that other machines can reach (HOST or PUBLIC_ORIGIN not loopback).',
    '!! The ORCID simulator lets ANYONE log in as ANY member with a linked ORCID iD, and the demo accounts and',
    '!! activation codes, whose passwords and codes are public, work here. Never use it for real accounts:',
    '!! unset DEMO_MODE (or set DEMO_MODE=off) for a real deployment.',
    rule,
  ].join('\n');
}

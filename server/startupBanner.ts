// What `npm start` prints once the server listens: where the portal is and how to sign in to it.
import { demoAccounts, demoActivationCodes } from './accounts/demo';

/** The lines printed at start: the portal's URL (or the API's alone), the demo accounts and activation codes. */
export function startupBanner(origin: string, servesFrontEnd: boolean): string {
  const lines = servesFrontEnd
    ? [`The portal is running at ${origin}/`, `  Try a gene page:  ${origin}/locus?name=AT1G01010`, `  API:              ${origin}/api/`]
    : [`API server: ${origin}/api/ (e.g. ${origin}/api/detail/locus/name?name=AT1G01010)`];
  lines.push('', 'Demo accounts (user / password):');
  const width = Math.max(...demoAccounts.map((account) => `${account.username} / ${account.password}`.length));
  for (const account of demoAccounts) {
    lines.push(`  ${`${account.username} / ${account.password}`.padEnd(width)}  ${account.name}: ${account.shows}`);
  }
  lines.push(`Activation codes (each usable once): ${demoActivationCodes.map((entry) => `${entry.code} (${entry.units} units)`).join(', ')}`);
  lines.push('This machine (loopback) counts as the subscribed "Local Demo Institution" (INSTITUTION_RANGES to change).');
  return lines.join('\n');
}

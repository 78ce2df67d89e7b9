// Demo mode (README, "Demo mode"). A demo has the offline ORCID simulator, where anyone may approve as any iD,
// and the demo accounts and activation codes, whose passwords and codes are printed at start. Both are safe only
// on a machine nobody else can reach, so a server is a demo automatically only when it is local: it listens on a
// loopback address and its public origin, if any, is a loopback origin too. DEMO_MODE=on asks for a demo anywhere
// (with a warning at start); DEMO_MODE=off never.
import net from 'node:net';

export interface DemoMode {
  /** The simulator runs and the demo accounts and activation codes are seeded. */
  enabled: boolean;
  /** Listens on loopback only, and PUBLIC_ORIGIN is unset or a loopback origin: nobody else can reach it. */
  local: boolean;
}

export type DemoModeSetting = 'on' | 'off' | null;

/** localhost, 127.0.0.0/8 and ::1 (with or without brackets); a wildcard (0.0.0.0, ::) or any other address is not. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  return net.isIPv4(name) && name.startsWith('127.');
}

export function isLoopbackOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

/** The mode of a server listening on `host` for the front end at `publicOrigin` (null: not configured). */
export function demoModeFor(host: string, publicOrigin: string | null, setting: DemoModeSetting): DemoMode {
  const local = isLoopbackHost(host) && (publicOrigin === null || isLoopbackOrigin(publicOrigin));
  return { enabled: setting === null ? local : setting === 'on', local };
}

// Configuration of the reference API server's accounts, ORCID and subscription services. The environment is read
// here and nowhere else, once per server (buildServer); every setting has a safe default for a local start.
//
//   HOST                 the address the server listens on (default 127.0.0.1); it decides demo mode with:
//   DEMO_MODE            on | off; unset: a demo exactly when the server is local (demoMode.ts): HOST is a loopback
//                        address and PUBLIC_ORIGIN is unset or a loopback origin. A demo runs the ORCID simulator
//                        and has the demo accounts and activation codes.
//   PUBLIC_ORIGIN        origin of the front end, e.g. https://www.arabidopsis.org. Used for the login page a 401
//                        points at ({origin}/login), the default ORCID redirect URI ({origin}/linktoorcid) and feed
//                        links. Required unless the server is a local demo: those addresses are never built from
//                        the request's Host header, which any client can forge. A local demo uses the loopback
//                        address the browser came to, or else the one the server listens on (accounts/portalOrigin.ts).
//   COOKIE_DOMAIN        when set, the credential cookies are shared site-wide with that parent domain (000 §9);
//                        default: host-only cookies.
//   LOGIN_RATE_LIMIT     credential and ORCID login attempts allowed per client address per minute (default 10);
//                        the same number of credential changes (update-credentials checks the current password).
//   REGISTRATION_RATE_LIMIT  registrations allowed per client address per minute (default 5).
//   GENE_ACTION_RATE_LIMIT   gene action and sequence requests (POST search/gene/…, search/annotation,
//                        search/free/annotation, search/sequences) allowed per client address per minute, all of
//                        them together (default 30).
//   ORCID_CLIENT_ID      when set, sign-in goes to the real ORCID with these credentials:
//   ORCID_CLIENT_SECRET    required with ORCID_CLIENT_ID;
//   ORCID_BASE_URL         default https://orcid.org (https://sandbox.orcid.org for tests against ORCID's sandbox);
//   ORCID_REDIRECT_URI     where ORCID sends the browser back; default {PUBLIC_ORIGIN or a local demo's origin}/linktoorcid.
//                        Without ORCID_CLIENT_ID, a demo signs in through the offline ORCID simulator built into
//                        this server (/orcid-simulator/), so the whole flow works on a machine without internet
//                        access; any other server has no ORCID sign-in.
//   TRUST_PROXY          behind a load balancer or TLS-terminating proxy: 'true', or the proxies' addresses
//                        (e.g. 10.0.0.1,10.1.0.0/16), so the client address (institution ranges, rate limits) and
//                        the https scheme (Secure cookies) come from X-Forwarded-For / -Proto. Default: no proxy.
//   INSTITUTION_RANGES   subscribed institutions by client address: "Name=cidr,cidr;Other name=cidr". Default:
//                        "Local Demo Institution=127.0.0.0/8,::1/128", so detail pages are readable on this machine
//                        out of the box. Set it to an empty string to have no subscribed institution.
//   VITE_GENOME_BROWSER, VITE_EXPRESSION_SERVICE, VITE_API_BASE and the other VITE_… locations: the front end's
//                        build settings (npm start builds it from the same environment); the pages' security policy
//                        allows their origins (http/contentSecurityPolicy.ts), VITE_TOOLS_SERVICE_URL (where the BLAST
//                        and PatMatch forms post) included.
//   BLAST_BIN_DIR        the folder of BLAST+'s programs (blastn, makeblastdb …); default: found on PATH. Read by the
//                        BLAST tool itself (tools/blast/installation.ts), which says how to install BLAST+ when missing.
import net from 'node:net';
import { demoModeFor, type DemoMode, type DemoModeSetting } from './demoMode';
import { readPageSources, type PageSources } from './http/contentSecurityPolicy';

export interface InstitutionRange {
  name: string;
  /** CIDR blocks, e.g. 127.0.0.0/8 or ::1/128. */
  cidrs: string[];
}

export type OrcidConfig =
  | { mode: 'orcid'; clientId: string; clientSecret: string; baseUrl: string; redirectUri: string | null }
  | { mode: 'simulator'; redirectUri: string | null }
  /** Not a demo and no ORCID client: ORCID sign-in is not available. */
  | { mode: 'off'; redirectUri: string | null };

export interface ServerConfig {
  /** The address the server listens on (HOST). */
  host: string;
  demo: DemoMode;
  publicOrigin: string | null;
  cookieDomain: string | null;
  loginAttemptsPerMinute: number;
  registrationsPerMinute: number;
  geneActionsPerMinute: number;
  orcid: OrcidConfig;
  institutions: InstitutionRange[];
  /** Fastify's trustProxy: false, true, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: boolean | string;
  /** What the pages' Content-Security-Policy allows beyond this origin: the front end's VITE_… build settings. */
  pageSources: PageSources;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_INSTITUTION_RANGES = 'Local Demo Institution=127.0.0.0/8,::1/128';
export const DEFAULT_ORCID_BASE_URL = 'https://orcid.org';
export const DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE = 10;
export const DEFAULT_REGISTRATIONS_PER_MINUTE = 5;
/** One every two seconds on average: more than a researcher clicks, a fraction of what a loop sends. */
export const DEFAULT_GENE_ACTIONS_PER_MINUTE = 30;
export const DEFAULT_HOST = '127.0.0.1';

class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const setting = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value ? value : null;
};

/** An http(s) origin without a trailing slash, or an error naming the variable. */
function origin(name: string, value: string): string {
  const url = parseHttpUrl(name, value);
  if (url.pathname !== '/' || url.search || url.hash) throw new ConfigError(name, `must be an origin such as https://www.arabidopsis.org, not "${value}".`);
  return url.origin;
}

function parseHttpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, `must be an http(s) URL, not "${value}".`);
  return url;
}

/** Parses "Name=cidr,cidr;Other=cidr"; every block is checked now so a typo fails at start, not per request. */
export function parseInstitutionRanges(value: string): InstitutionRange[] {
  const institutions: InstitutionRange[] = [];
  for (const entry of value.split(';').map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.lastIndexOf('=');
    const name = entry.slice(0, separator).trim();
    const cidrs = entry.slice(separator + 1).split(',').map((cidr) => cidr.trim()).filter(Boolean);
    if (separator < 1 || !name || cidrs.length === 0) {
      throw new ConfigError('INSTITUTION_RANGES', `entries must read "Name=cidr,cidr", not "${entry}".`);
    }
    for (const cidr of cidrs) {
      const [address = '', prefix = ''] = cidr.split('/');
      const family = net.isIP(address);
      const bits = Number(prefix);
      if (!family || !/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
        throw new ConfigError('INSTITUTION_RANGES', `has an invalid address range "${cidr}" (expected e.g. 10.0.0.0/8).`);
      }
    }
    institutions.push({ name, cidrs });
  }
  return institutions;
}

function orcidConfig(env: Env, demo: DemoMode): OrcidConfig {
  const redirectSetting = setting(env, 'ORCID_REDIRECT_URI');
  const redirectUri = redirectSetting === null ? null : parseHttpUrl('ORCID_REDIRECT_URI', redirectSetting).href;
  const clientId = setting(env, 'ORCID_CLIENT_ID');
  if (clientId === null) return { mode: demo.enabled ? 'simulator' : 'off', redirectUri };
  const clientSecret = setting(env, 'ORCID_CLIENT_SECRET');
  if (clientSecret === null) throw new ConfigError('ORCID_CLIENT_SECRET', 'is required when ORCID_CLIENT_ID is set.');
  const baseUrl = parseHttpUrl('ORCID_BASE_URL', setting(env, 'ORCID_BASE_URL') ?? DEFAULT_ORCID_BASE_URL).href.replace(/\/+$/, '');
  return { mode: 'orcid', clientId, clientSecret, baseUrl, redirectUri };
}

/** TRUST_PROXY: unset, 'false' → trust no proxy; 'true' → any; else comma-separated proxy addresses or CIDR blocks. */
function trustProxySetting(value: string | null): boolean | string {
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    if (!net.isIP(address) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new ConfigError('TRUST_PROXY', `must be true, false or proxy addresses such as 10.0.0.1,10.1.0.0/16, not "${value}".`);
    }
  }
  return value;
}

function perMinute(env: Env, name: string, fallback: number, what: string): number {
  const value = setting(env, name);
  const count = value === null ? fallback : Number(value);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(name, `must be a whole number of ${what} per minute, not "${value}".`);
  return count;
}

function demoModeSetting(env: Env): DemoModeSetting {
  const value = setting(env, 'DEMO_MODE');
  if (value === null) return null;
  if (value === 'on' || value === 'off') return value;
  throw new ConfigError('DEMO_MODE', `must be on or off (unset: a demo only on loopback), not "${value}".`);
}

/** Reads the configuration from the environment; throws a message naming the variable when a value is invalid. */
export function readServerConfig(env: Env = process.env): ServerConfig {
  const publicOriginSetting = setting(env, 'PUBLIC_ORIGIN');
  const publicOrigin = publicOriginSetting === null ? null : origin('PUBLIC_ORIGIN', publicOriginSetting);
  const host = setting(env, 'HOST') ?? DEFAULT_HOST;
  const demo = demoModeFor(host, publicOrigin, demoModeSetting(env));
  // Login pages, ORCID's return address and feed links are absolute; only a local demo may do without
  // PUBLIC_ORIGIN (its addresses are loopback ones), since the Host header is never trusted.
  if (publicOrigin === null && !(demo.enabled && demo.local)) {
    throw new ConfigError(
      'PUBLIC_ORIGIN',
      `is required for a server that is not a local demo (${demo.local ? 'DEMO_MODE is off' : `HOST=${host} is beyond loopback`}): set it to the portal's address, e.g. https://www.arabidopsis.org.`,
    );
  }
  // An empty INSTITUTION_RANGES is meaningful (no institution), so only an unset variable takes the default.
  const ranges = env.INSTITUTION_RANGES;
  return {
    host,
    demo,
    publicOrigin,
    cookieDomain: setting(env, 'COOKIE_DOMAIN'),
    loginAttemptsPerMinute: perMinute(env, 'LOGIN_RATE_LIMIT', DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE, 'attempts'),
    registrationsPerMinute: perMinute(env, 'REGISTRATION_RATE_LIMIT', DEFAULT_REGISTRATIONS_PER_MINUTE, 'registrations'),
    geneActionsPerMinute: perMinute(env, 'GENE_ACTION_RATE_LIMIT', DEFAULT_GENE_ACTIONS_PER_MINUTE, 'requests'),
    orcid: orcidConfig(env, demo),
    institutions: parseInstitutionRanges(ranges === undefined ? DEFAULT_INSTITUTION_RANGES : ranges),
    trustProxy: trustProxySetting(setting(env, 'TRUST_PROXY')),
    pageSources: readPageSources(env),
  };
}

// Accounts, identity, ORCID and subscriptions (000 §3–§9) as one Fastify plugin: `app.register(accountsApi)`.
// It reads the configuration (config.ts) once, parses cookies, rate-limits the login calls, and registers the
// auth, user, organization and subscription calls, plus the offline ORCID simulator in demo mode when no ORCID
// client is configured. Outside demo mode it refuses to start over a database that holds demo logins.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { routeRateLimits } from '../http/sharedRateLimits';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readServerConfig, type ServerConfig } from '../config';
import { orcidClient, type OrcidClient } from '../orcid/client';
import { orcidAuthRoutes } from '../orcid/routes';
import { SIMULATOR_PATH, newSimulatorCredentials, orcidSimulatorRoutes, type SimulatorCredentials } from '../orcid/simulator';
import { authRoutes } from '../routes/auth';
import { organizationRoutes } from '../routes/organization';
import { subscriptionRoutes } from '../routes/subscription';
import { userRoutes } from '../routes/user';
import type { PortalStore } from '../store/stores';
import { refuseDemoLeftovers } from './demoLeftovers';
import type { AccountsContext } from './http';
import { listeningOrigin, portalOrigin } from './portalOrigin';

export interface AccountsApiOptions {
  /** Read from the environment when not given. */
  config?: ServerConfig;
  /** The stores the accounts, logins, community records and usage live in. */
  store: PortalStore;
  /** Where the limits are counted when not in this process (several processes over PostgreSQL: server/http/sharedRateLimits.ts). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

function orcidClientFor(app: FastifyInstance, config: ServerConfig): { client: OrcidClient | null; simulator: SimulatorCredentials | null } {
  const orcid = config.orcid;
  if (orcid.mode === 'off') return { client: null, simulator: null };
  if (orcid.mode === 'orcid') {
    const endpoint = { baseUrl: orcid.baseUrl, clientId: orcid.clientId, clientSecret: orcid.clientSecret };
    return { client: orcidClient(config, () => endpoint), simulator: null };
  }
  // The simulator is called over HTTP at the address this server listens on, as orcid.org would be; the browser
  // is sent to the same address, which is where this server can be reached from this machine.
  const credentials = newSimulatorCredentials();
  const simulatorBase = (request: FastifyRequest) =>
    `${listeningOrigin(app) ?? portalOrigin(request, config)}${SIMULATOR_PATH}`;
  return { client: orcidClient(config, (request) => ({ baseUrl: simulatorBase(request), ...credentials })), simulator: credentials };
}

export async function accountsApi(app: FastifyInstance, options: AccountsApiOptions): Promise<void> {
  const config = options.config ?? readServerConfig();
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(rateLimit, routeRateLimits(options.rateLimitStore));

  const { store } = options;
  if (!config.demo.enabled) await refuseDemoLeftovers(store.stores);
  const orcid = orcidClientFor(app, config);
  const { accounts, logins, community, usage } = store.stores;
  const context: AccountsContext = { store, config, accounts, logins, records: community, usage, orcid: orcid.client };

  await app.register(authRoutes, { context });
  await app.register(orcidAuthRoutes, { context });
  await app.register(userRoutes, { context });
  await app.register(organizationRoutes, { context });
  await app.register(subscriptionRoutes, { context });
  if (orcid.simulator) await app.register(orcidSimulatorRoutes, { config, credentials: orcid.simulator });
}

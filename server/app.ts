// The reference API server: a Fastify instance over its backend (the embedded SQLite file, or PostgreSQL:
// server/backend), answering the API under /api and, when given a build, serving the front end at / on the same port.
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AccessRow } from './access/contentAccess';
import { registerContentAccess } from './access/contentAccessHook';
import { accountsApi } from './accounts/api';
import { geneFamilyCatalog } from './browse/geneFamilies';
import { microarrayExperimentPages } from './browse/microarrayExperiments';
import { readServerConfig, type ServerConfig } from './config';
import type { PortalStore } from './store/stores';
import { isStoreUnavailable, RETRY_AFTER_SECONDS, STORE_UNAVAILABLE } from './store/unavailable';
import { detailAccess } from './detailAccess';
import { downloadsDirectory } from './downloads/config';
import { recordTypeConfigs } from '../data/recordTypes';
import { frontEndStaticOptions, isPageRequest, sendAppShell } from './frontEnd';
import { registerCompression } from './http/compression';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerOriginCheck } from './http/originCheck';
import { registerSecurityHeaders } from './http/securityHeaders';
import { detailRoutes } from './routes/detail';
import { downloadRoutes } from './routes/downloads';
import { expressionRoutes } from './routes/expression';
import { genomeRoutes } from './routes/genome';
import { newsRoutes } from './routes/news';
import { searchRoutes } from './routes/search';
import { searchActionRoutes } from './routes/searchActions';
import { sideDataRoutes } from './routes/sideData';
import { blastToolRoutes } from './routes/blastTool';
import { geneClassSymbolRoutes } from './routes/geneClassSymbol';
import { patmatchToolRoutes } from './routes/patmatchTool';
import { toolDatasetRoutes } from './routes/toolDatasets';
import { browseCollectionRoutes } from './routes/browseCollections';
import { savedQueryRoutes } from './routes/savedQueries';
import { savedQueryStore } from './savedQueries/store';
import { searchWorkerCount } from './search/pool/searchStores';
import type { PortalBackend } from './backend/backend';
import { sqliteBackend } from './backend/sqliteBackend';
import type { Db } from './db/database';
import { staticListsDirectory } from './sideData/config';

export interface BuildServerOptions {
  /** The SQLite database file; created, and migrated, when needed. Give this or `backend`. */
  databaseFile?: string;
  /** A backend opened before (PostgreSQL: server/backend/postgresBackend.ts); the server closes it with itself. */
  backend?: PortalBackend;
  /** Fastify's logger option; off by default (tests), main.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** The built front end to serve at / (npm start); without it the server answers the API only. */
  frontEndDir?: string;
  /** Accounts, ORCID and subscription settings; read from the environment when not given (config.ts). */
  config?: ServerConfig;
  /**
   * Search worker threads: SEARCH_WORKERS, 2 when unset; 0 runs each search in the request thread. The gene actions
   * get half as many of their own (rounded up), or none with none.
   */
  searchWorkers?: number;
  /**
   * Access rows for routes a test adds to the server it builds (the server's own routes have theirs in the access
   * table, access/contentAccess.ts): a route without a row is refused.
   */
  extraAccessRows?: readonly AccessRow[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The embedded database, for tests to arrange records (the routes get what they read as options, below). Only
     * on the SQLite backend: reading it on PostgreSQL throws.
     */
    db: Db;
    backend: PortalBackend;
    /** The same database through the stores the routes use (server/store), for seeding and tests. */
    store: PortalStore;
  }
}

export function buildServer({
  databaseFile,
  backend: givenBackend,
  logger = false,
  frontEndDir,
  config = readServerConfig(),
  searchWorkers = searchWorkerCount(process.env.SEARCH_WORKERS),
  extraAccessRows,
}: BuildServerOptions): FastifyInstance {
  if (!givenBackend && !databaseFile) throw new Error('buildServer needs a databaseFile or a backend.');
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: config.trustProxy });
  const backend = givenBackend ?? sqliteBackend({ databaseFile: databaseFile!, searchWorkers, log: (message) => app.log.info(message) });
  // JSON bodies nested too deep are refused before they are parsed; the rest as Fastify parses them.
  registerJsonBodyParser(app);
  app.decorate('backend', backend);
  app.decorate('db', {
    getter() {
      if (!backend.sqlite) throw new Error('This server runs on PostgreSQL: it has no SQLite database.');
      return backend.sqlite;
    },
  });
  const portal = backend.portal;
  app.decorate('store', portal);
  const { search, geneActions, patmatchPool } = backend;
  app.addHook('onClose', () => backend.close());
  app.register(cookie);
  // Before the routes: its hook then reaches every answer, the 404s and the errors.
  registerSecurityHeaders(app, { sources: config.pageSources });
  // Before the routes: a state-changing request from another page than the portal's is refused before it is read.
  registerOriginCheck(app, config);
  // Before the routes: it attaches to each route as it is added.
  registerCompression(app);
  backend.register?.(app);

  // Reads of records that may come from a replica (the primary for a client whose last write it has not applied).
  const recordReader = portal.replica.records;
  const downloadsRoot = downloadsDirectory();
  // Before the routes, like the hooks above: every route is checked against the access table (access/contentAccess.ts).
  const access = detailAccess(portal.stores, config);
  const geneFamilies = geneFamilyCatalog(staticListsDirectory(), recordReader);
  const { readerOf, answerCharges } = registerContentAccess(app, {
    access,
    sources: { records: recordReader, geneFamilies, downloadsRoot },
    extraRows: extraAccessRows,
  });
  const readerLogin = async (request: FastifyRequest) => {
    const reader = readerOf(request);
    return reader ? access.loginOf(request, reader) : null;
  };
  app.register(detailRoutes, { records: recordReader, readerLogin });
  app.register(expressionRoutes, { records: recordReader });
  app.register(newsRoutes, { config, news: portal.stores.news });
  app.register(downloadRoutes, { root: downloadsRoot });
  app.register(sideDataRoutes);
  app.register(searchRoutes, { store: search });
  app.register(savedQueryRoutes, { store: savedQueryStore(portal.stores.savedQueries), rateLimitStore: backend.rateLimitStore });
  app.register(searchActionRoutes, { runner: geneActions, perMinute: config.geneActionsPerMinute, answerCharges, rateLimitStore: backend.rateLimitStore });
  app.register(accountsApi, { config, store: portal, rateLimitStore: backend.rateLimitStore });
  app.register(geneClassSymbolRoutes, { config, portal, search });
  // The BLAST and PatMatch searches are kept as jobs in the database, with their answers, for 7 days.
  const jobStore = portal.stores.toolJobs;
  app.register(blastToolRoutes, {
    store: backend.geneActionStore,
    jobStore,
    records: portal.stores.records,
    dataDir: backend.dataDir,
    reportPages: backend.blastReportPages,
  });
  app.register(patmatchToolRoutes, { pool: patmatchPool, jobStore });
  app.register(toolDatasetRoutes, { store: backend.geneActionStore });
  app.register(genomeRoutes, { genome: backend.genome });
  app.register(browseCollectionRoutes, { geneFamilies, experiments: microarrayExperimentPages(recordReader, portal.stores.elementsNaming) });

  if (frontEndDir) app.register(fastifyStatic, frontEndStaticOptions(frontEndDir));

  app.setNotFoundHandler((request, reply) => {
    if (frontEndDir && isPageRequest(request)) return sendAppShell(request, reply, frontEndDir, recordTypeConfigs);
    return reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
  // Never leak a stack trace or internal message: client errors keep Fastify's message, the rest are generic.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    if (isStoreUnavailable(error)) {
      request.log.warn(error);
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ error: STORE_UNAVAILABLE });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    reply.code(status).send({ error: status === 500 ? 'Internal server error.' : (error.message ?? 'Bad request.') });
  });
  return app;
}

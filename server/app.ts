// The reference API server: a Fastify instance over the embedded SQLite database, answering the API under /api
// and, when given a build, serving the front end at / on the same port.
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AccessRow } from './access/contentAccess';
import { registerContentAccess } from './access/contentAccessHook';
import { accountsApi } from './accounts/api';
import { geneFamilyCatalog } from './browse/geneFamilies';
import { microarrayExperimentPages } from './browse/microarrayExperiments';
import { readServerConfig, type ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { sqlitePortalStore } from './store/sqlite';
import type { PortalStore } from './store/stores';
import { isStoreUnavailable, RETRY_AFTER_SECONDS, STORE_UNAVAILABLE } from './store/unavailable';
import { detailAccess } from './detailAccess';
import { downloadsDirectory } from './downloads/config';
import { frontEndStaticOptions, isPageRequest, sendAppShell } from './frontEnd';
import { registerCompression } from './http/compression';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerOriginCheck } from './http/originCheck';
import { registerSecurityHeaders } from './http/securityHeaders';
import { detailRoutes } from './routes/detail';
import { downloadRoutes } from './routes/downloads';
import { expressionRoutes } from './routes/expression';
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
import { sqliteGeneActionStore } from './search/actions/sqliteStore';
import { ensureSearchIndex } from './search/buildIndex';
import { geneActionWorkerCount, serverGeneActionRunner } from './search/pool/geneActionRunners';
import { searchWorkerCount, serverSearchStore } from './search/pool/searchStores';
import { staticListsDirectory } from './sideData/config';
import { datasetVersion } from './tools/blast/datasetVersion';
import { reportPageWorker } from './tools/blast/reportPages';
import { PatmatchPool } from './tools/patmatch/pool';

export interface BuildServerOptions {
  /** The SQLite database file; created, and migrated, when needed. */
  databaseFile: string;
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
    /** For main.ts to seed, and tests to arrange records: the routes get what they read as options, below. */
    db: Db;
    /** The same database through the stores the routes use (server/store), for seeding and tests. */
    store: PortalStore;
  }
}

export function buildServer({
  databaseFile,
  logger = false,
  frontEndDir,
  config = readServerConfig(),
  searchWorkers = searchWorkerCount(process.env.SEARCH_WORKERS),
  extraAccessRows,
}: BuildServerOptions): FastifyInstance {
  const db = openDatabase(databaseFile);
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: config.trustProxy });
  // JSON bodies nested too deep are refused before they are parsed; the rest as Fastify parses them.
  registerJsonBodyParser(app);
  app.decorate('db', db);
  const portal = sqlitePortalStore(db);
  app.decorate('store', portal);
  // A database whose records predate the search index, or whose index an older version built, gets it now.
  ensureSearchIndex(db, (message) => app.log.info(message));
  // Searches run in worker threads, each with a read-only connection of its own (search/pool/).
  const search = serverSearchStore(db, searchWorkers);
  const geneActions = serverGeneActionRunner(db, geneActionWorkerCount(searchWorkers));
  // The tools' worker threads open connections of their own, so they need the database in a file.
  const inFile = !db.memory && db.name !== '' && db.name !== ':memory:';
  const patmatchPool = inFile ? new PatmatchPool({ databaseFile: db.name }) : null;
  const blastReportPages = inFile ? reportPageWorker({ databaseFile: db.name }) : undefined;
  app.addHook('onClose', async () => {
    // The workers' connections first: the server's own, closed last, then checkpoints the WAL into the file.
    await Promise.all([search.close(), geneActions.close(), patmatchPool?.close(), blastReportPages?.close()]);
    db.close();
  });
  app.register(cookie);
  // Before the routes: its hook then reaches every answer, the 404s and the errors.
  registerSecurityHeaders(app, { sources: config.pageSources });
  // Before the routes: a state-changing request from another page than the portal's is refused before it is read.
  registerOriginCheck(app, config);
  // Before the routes: it attaches to each route as it is added.
  registerCompression(app);

  const recordReader = portal.stores.records;
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
  app.register(searchRoutes, { store: search.store });
  app.register(savedQueryRoutes, { store: savedQueryStore(portal.stores.savedQueries) });
  app.register(searchActionRoutes, { runner: geneActions, perMinute: config.geneActionsPerMinute, answerCharges });
  app.register(accountsApi, { config, store: portal });
  app.register(geneClassSymbolRoutes, { config, portal, search: search.store });
  // The BLAST and PatMatch searches are kept as jobs in the database, with their answers, for 7 days.
  const jobStore = portal.stores.toolJobs;
  app.register(blastToolRoutes, {
    store: sqliteGeneActionStore(db),
    jobStore,
    recordsVersion: () => datasetVersion(portal.stores.records),
    // The BLAST databases are built beside the database file.
    dataDir: inFile ? path.dirname(path.resolve(db.name)) : path.join(tmpdir(), 'portal-blast'),
    reportPages: blastReportPages,
  });
  app.register(patmatchToolRoutes, { pool: patmatchPool, jobStore });
  app.register(toolDatasetRoutes, { store: sqliteGeneActionStore(db) });
  app.register(browseCollectionRoutes, { geneFamilies, experiments: microarrayExperimentPages(recordReader, portal.stores.elementsNaming) });

  if (frontEndDir) app.register(fastifyStatic, frontEndStaticOptions(frontEndDir));

  app.setNotFoundHandler((request, reply) => {
    if (frontEndDir && isPageRequest(request)) return sendAppShell(reply, frontEndDir);
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

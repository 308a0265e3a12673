// Assembles the one server of Vor-Ort: the bundled OpenID provider (unless an external one is
// configured), the API under its base path with its database, files, queue and worker, and
// the built app with its runtime config.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Analysis } from './analysis/analysis.ts';
import { closeOcr } from './analysis/ocr/ocr-workers.ts';
import { createAnalysis } from './analysis/create-analysis.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openFileStore } from './files/open-file-store.ts';
import { clientError, frameworkErrors } from './http/client-errors.ts';
import { strictDateTime } from './http/date-time-format.ts';
import { bundledOidc } from './oidc/plugin.ts';
import { appShell } from './plugins/app-shell.ts';
import { compression } from './plugins/compression.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { authPlugin, localKeys, remoteKeys, type TokenVerification } from './plugins/auth.ts';
import { PHOTO_COLLECTION_JOB, photoCollectionHandler } from './processing/photo-collection.ts';
import { JobQueue } from './queue/job-queue.ts';
import { ServerInstance } from './queue/server-instance.ts';
import { scheduleTrashSweep, TRASH_SWEEP_JOB, trashSweepHandler } from './trash/trash-sweep.ts';
import { Worker } from './queue/worker.ts';
import { ImageEmbeddingRepository } from './repositories/image-embeddings.ts';
import { TaughtValueRepository } from './repositories/taught-values.ts';
import { apiRoutes } from './routes/api.ts';
import { DEMO_COMPANY_NAME, seedDemoData } from './seed/demo-data.ts';
import { pgliteDir, setUpNewDataFolder } from './seed/first-start.ts';
import type { Services } from './services.ts';
import { sortingExamples } from './uploads/sorting-examples.ts';
import { UploadSlots } from './uploads/upload-slots.ts';

export interface AppOptions {
  logger?: boolean;
  /** Worker settings for tests (short polls and leases). */
  worker?: { pollMs?: number; leaseMs?: number; shutdownGraceMs?: number };
  /** The analysis provider; by default chosen from the environment (ANALYSIS_PROVIDER, OPENAI_*). */
  analysis?: Analysis;
  /** How often to look for servers on the same database that died (tests look more often). */
  peerWatchMs?: number;
}

/** A crashed peer's photo collection waits this long at most before this server takes it on. */
const PEER_WATCH_MS = 5_000;

export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? true,
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // A number sent where text belongs is a client bug to report, not to paper over.
    ajv: { customOptions: { coerceTypes: false }, onCreate: strictDateTime },
    frameworkErrors,
    clientErrorHandler: clientError,
    // Without these a client that never finishes its headers or body holds a connection for ever.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node looks for overdue requests this often; its 30 s default would let them linger.
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs / 2),
    },
  });

  await app.register(securityHeaders, { config });
  await compression(app);

  let verification: TokenVerification;
  if (config.oidc.bundled) {
    const { provider, jwks } = await bundledOidc(app, config);
    verification = { issuer: provider.issuer, audience: config.oidc.audience, keys: localKeys(jwks) };
  } else {
    verification = { issuer: config.oidc.authority, audience: config.oidc.audience, keys: remoteKeys(config.oidc.authority) };
  }

  if (await setUpNewDataFolder(config)) app.log.info({ dataDir: config.dataDir, company: DEMO_COMPANY_NAME }, 'new data folder: database made, demo data created');
  const db = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config) });
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'database migrated');
  const instance = await ServerInstance.register(db);
  const released = await instance.releaseDead();
  if (released.instances) app.log.info(released, 'released what stopped servers held');
  const queue = new JobQueue(db, options.worker?.leaseMs);
  let worker: Worker | null = null;
  const files = openFileStore(config);
  const analysis = options.analysis ?? createAnalysis(process.env, app.log, { examples: new ImageEmbeddingRepository(db), taught: new TaughtValueRepository(db) });
  const services: Services = {
    config,
    db,
    files,
    queue,
    analysis,
    examples: sortingExamples(analysis, files, app.log),
    uploadSlots: new UploadSlots(config.uploads.maxConcurrentPerUser),
    instanceId: instance.id,
    wakeWorker: () => worker?.wake(),
  };
  app.decorate('services', services);
  if (await seedDemoData(services)) app.log.info({ company: DEMO_COMPANY_NAME }, 'demo data created');

  if (config.processing.worker) {
    const handlers = { [PHOTO_COLLECTION_JOB]: photoCollectionHandler(services), [TRASH_SWEEP_JOB]: trashSweepHandler(services, app.log) };
    await scheduleTrashSweep(db, queue);
    worker = new Worker(queue, handlers, app.log, { ...options.worker, workerId: instance.id });
    worker.start();
  }
  instance.watchPeers(
    options.peerWatchMs ?? PEER_WATCH_MS,
    (freed) => {
      app.log.warn(freed, 'released what a stopped server held');
      worker?.wake();
    },
    (error) => app.log.error({ err: error }, 'looking for stopped servers failed'),
  );
  app.addHook('onClose', closeOcr);
  app.addHook('onClose', async () => {
    await worker?.stop();
    await instance.close();
    await db.close();
  });

  await app.register(
    async (api) => {
      await api.register(authPlugin, verification);
      await api.register(apiRoutes, { services });
    },
    { prefix: config.apiBasePath },
  );
  await appShell(app, config);
  return app;
}

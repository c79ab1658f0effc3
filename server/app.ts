import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthRoutes, registerCaptchaRoutes, registerSessionHook, scryptLog2N } from './auth';
import { oidcConfigFrom, registerSignInRoutes, type OidcConfig } from './signin';
import { createDataAccess, createStageWriter, type StageWriter } from './data';
import { createReadPool, migrateDatabase, type OpenedDatabase, type SqliteReadPool } from './db';
import { errors } from './errors';
import {
  registerErrorHandling, registerJsonParser, registerNotFound, registerOpenApi, registerOpenApiRoute, registerSecurityHeaders,
  trustProxyFrom, withRedaction, type TrustProxy,
} from './http';
import { registerMenuRoutes } from './menus';
import { registerPackRoutes } from './packs';
import { registerRecordRoutes } from './records';
import { registerDashboardRoutes } from './dashboards';
import { seedDemoData, seedDemoRecords } from './seed';
import { registerSocket } from './socket';
import { registerUserRoutes, registerRoleRoutes } from './users';
import { registerWebApp } from './web';
import { registerMessageRoutes } from './messages';
import { registerErrorLoggerRoutes, registerVersionRoute } from './shell';
import { registerWorkflowRoutes } from './workflow';
import { registerClock } from './serials';
import { registerLookupRoutes } from './lookups';
import { registerFileRoutes, uploadQuotaFrom, type UploadQuota } from './files';
import { registerExcelRoutes } from './excel';
import { registerDesignRoutes } from './design';
import { registerSimulationRoutes } from './simulation';
import { registerScopeRoutes } from './users';
import { registerSettingsRoutes } from './admin';
import { registerMobileLoginRoutes, registerRegistrationRoutes } from './register';
import { createOutboxSmsProvider, type SmsProvider } from './sms';
import { registerAgentRoutes } from './agent';
import { openClusterBus, relayInvalidations } from './cluster';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SQLite read pool of heavy reads (server/db/read-pool.ts); undefined on PostgreSQL and in-memory SQLite. */
    readPool: SqliteReadPool | undefined;
    /** The SQLite import staging thread (server/data/stage-writer.ts); undefined on PostgreSQL and in-memory SQLite. */
    stageWriter: (StageWriter & { written: number; prepared: number; published: number }) | undefined;
  }
}

/** Ordinary requests are small; pack installs raise their own limit. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** An opened database (see `openDatabase`); the caller closes it. */
  db: OpenedDatabase;
  /** Where the server keeps its files (the SQLite file lives here by default). */
  dataDir: string;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; defaults to `<repo>/dist`. Served only when it holds index.html. */
  distDir?: string;
  /** Seed the demo data into an empty database (default true). */
  seed?: boolean;
  /** With the seed, also make the packs' demo records (`schemas/<pack>/demo.json`; default false, `npm start` turns it on). */
  demoRecords?: boolean;
  /** Where SMS codes go; defaults to the server log and `<dataDir>/sms-outbox.jsonl`. */
  sms?: SmsProvider;
  /** The date source (epoch ms) for serial numbers and record times; tests inject one. */
  clock?: () => number;
  /** Upload quotas in bytes (defaults: 500 MiB per user and company, 5 GiB per company; env `UPLOAD_USER_QUOTA_MB`, `UPLOAD_TENANT_QUOTA_MB`). */
  uploadQuota?: Partial<UploadQuota>;
  /** Single sign-on provider; defaults to the `OIDC_*` environment (server/signin/oidc/config.ts); `null` turns it off. */
  oidc?: OidcConfig | null;
  /** Which reverse proxies' `X-Forwarded-For` names the client; defaults to env `TRUST_PROXY` (docs/deploy.md). */
  trustProxy?: TrustProxy;
}

/**
 * Builds the server: migrates the database, seeds the demo data when it is
 * empty, registers every /api route and the web app. Does not listen.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, dialect } = options.db;
  // A bad PASSWORD_SCRYPT_LOG2N stops the start, before the seed hashes a password with it.
  scryptLog2N();
  await migrateDatabase(db, dialect);
  // Heavy reads on SQLite run in worker threads (server/db/read-pool.ts); closed with the app.
  const readPool = createReadPool(options.db, errors.serverBusy);
  // Import staging on SQLite runs in a thread of its own (server/data/stage-writer.ts); closed with the app.
  const stager = createStageWriter(options.db);
  const data = createDataAccess(db, dialect, undefined, options.db.reads, readPool, stager);
  const demoProblems: string[] = [];
  if (options.seed !== false) {
    const seeded = await data.exclusive((locked) => seedDemoData(locked));
    const problems = seeded && options.demoRecords ? await seedDemoRecords(data) : [];
    demoProblems.push(...problems);
  }

  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, allowUnionTypes: true } },
  });
  // Several processes on one PostgreSQL: sign-outs, role and definition changes and letters reach the others.
  const bus = await openClusterBus(options.db, app.log);
  const unrelay = relayInvalidations(bus);
  app.decorate('readPool', readPool);
  app.decorate('stageWriter', stager);
  app.addHook('onClose', async () => {
    unrelay();
    await bus.close();
    await readPool?.close();
    await stager?.close();
  });
  registerSecurityHeaders(app);
  registerClock(app, options.clock);
  registerErrorHandling(app);
  registerJsonParser(app);
  registerSessionHook(app, data);
  // a callback hook: no promise and microtask per request
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    done();
  });
  await registerOpenApi(app);

  registerAuthRoutes(app, data);
  registerUserRoutes(app, data);
  registerMenuRoutes(app);
  registerPackRoutes(app, data);
  registerRecordRoutes(app, data);
  registerDashboardRoutes(app);
  registerWorkflowRoutes(app, data);
  registerMessageRoutes(app);
  registerLookupRoutes(app);
  await registerFileRoutes(app, data, options.dataDir, uploadQuotaFrom(process.env, options.uploadQuota));
  registerExcelRoutes(app, data, options.dataDir);
  registerDesignRoutes(app, data);
  registerSimulationRoutes(app);
  registerRoleRoutes(app);
  registerScopeRoutes(app, data);
  registerSettingsRoutes(app, data);
  registerAgentRoutes(app, data);
  const sms = options.sms ?? createOutboxSmsProvider(options.dataDir, (text) => app.log.info(text));
  registerRegistrationRoutes(app, data, sms);
  registerMobileLoginRoutes(app, data, sms);
  registerCaptchaRoutes(app, data);
  registerSignInRoutes(app, data, sms, options.oidc === undefined ? oidcConfigFrom(process.env) : options.oidc ?? undefined);
  registerErrorLoggerRoutes(app);
  await registerSocket(app, data, { bus });
  const distDir = options.distDir ?? fileURLToPath(new URL('../dist', import.meta.url));
  registerVersionRoute(app, distDir);
  registerOpenApiRoute(app);

  const spa = await registerWebApp(app, distDir);
  registerNotFound(app, spa);
  for (const p of demoProblems) app.log.warn(`demo records not made: ${p}`);
  return app;
}

import { join, resolve } from 'node:path';
import { buildApp, openDatabase } from './index';
import { asyncLogStream } from './http/index';

/**
 * Starts the server: PORT (8080), DATA_DIR (./data); PostgreSQL when
 * DATABASE_URL is set, else SQLite `${DATA_DIR}/app.sqlite` (WAL).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const db = openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { file: join(dataDir, 'app.sqlite') });
  // DEMO_RECORDS=0 starts a fresh database with the demo people but without the packs' demo records.
  const app = await buildApp({ db, dataDir, logger: { level: process.env.LOG_LEVEL ?? 'info', stream: asyncLogStream() }, demoRecords: process.env.DEMO_RECORDS !== '0' });
  app.addHook('onClose', async () => db.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  app.log.info(`database: ${db.dialect}${db.dialect === 'sqlite' ? ` (${join(dataDir, 'app.sqlite')})` : ''}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import { join } from 'node:path';
import { buildApp, createScratchDatabase, type ScratchDatabase } from '@server';
import { buildServer } from '../../../scripts/build/server';

/** The environment variables naming the seeded template of each database kind. */
export const TEMPLATE_VARIABLES = { sqlite: 'SERVER_TEST_SQLITE_TEMPLATE', postgres: 'SERVER_TEST_POSTGRES_TEMPLATE' } as const;

/** Migrates and seeds a scratch database once (demo tenants, users, every bundled pack), then closes it. */
async function seeded(url?: string): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase({ prefix: url ? 'server_test_template' : 'server-test-template', url });
  const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir: join(scratch.dataDir, 'no-dist') });
  await app.close();
  await scratch.db.close();
  return scratch;
}

/**
 * Seeding is most of what a server test file's set-up costs: it is done once per
 * run and per database kind, and each harness starts from a copy
 * (tests/server/support/databases.ts). The templates go when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Every sign-in of the suites hashes at 2^12 instead of 2^17 (about 1 ms against 300 ms of a core):
  // the forks inherit it, and the template's demo people are hashed at it.
  process.env.PASSWORD_SCRYPT_LOG2N ??= '12';
  // The suites that start the product as its own process (scale-out) run the bundle `npm start` runs, built from the sources as they are now.
  await buildServer();
  const templates: ScratchDatabase[] = [];
  const sqlite = await seeded();
  templates.push(sqlite);
  process.env[TEMPLATE_VARIABLES.sqlite] = join(sqlite.dataDir, 'app.sqlite');
  if (process.env.DATABASE_URL) {
    const postgres = await seeded(process.env.DATABASE_URL);
    templates.push(postgres);
    process.env[TEMPLATE_VARIABLES.postgres] = new URL(postgres.url!).pathname.slice(1);
  }
  return async () => {
    // drop() closes the (already closed) pool again: tolerate that, the point is removing the copies.
    for (const t of templates) await t.drop().catch(() => undefined);
  };
}

import { createScratchDatabase, type OpenedDatabase } from '@server';
import { TEMPLATE_VARIABLES } from './global-setup';

type Created = { db: OpenedDatabase; dataDir: string; drop(): Promise<void> };

/** A database for one test file, and how to throw it away. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Empty: not migrated, not seeded. */
  create(): Promise<Created>;
  /** Migrated and seeded with the demo data, copied from the run's template (seeded here when there is none). */
  createSeeded(): Promise<Created>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  create: () => createScratchDatabase({ prefix: 'server-test' }),
  createSeeded: () => createScratchDatabase({ prefix: 'server-test', template: process.env[TEMPLATE_VARIABLES.sqlite] }),
};

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    create: () => createScratchDatabase({ prefix: 'server_test', url }),
    createSeeded: () => createScratchDatabase({ prefix: 'server_test', url, template: process.env[TEMPLATE_VARIABLES.postgres] }),
  };
}

/** SQLite always; PostgreSQL too when DATABASE_URL is set. Use with `describe.each(databases())`. */
export function databases(): TestDatabase[] {
  const url = process.env.DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}

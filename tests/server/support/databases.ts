import { createScratchDatabase, type OpenedDatabase } from '@server';

/** A fresh, empty database for one test file, and how to throw it away. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  create(): Promise<{ db: OpenedDatabase; dataDir: string; drop(): Promise<void> }>;
}

const sqlite: TestDatabase = { name: 'sqlite', create: () => createScratchDatabase({ prefix: 'server-test' }) };

function postgres(url: string): TestDatabase {
  return { name: 'postgres', create: () => createScratchDatabase({ prefix: 'server_test', url }) };
}

/** SQLite always; PostgreSQL too when DATABASE_URL is set. Use with `describe.each(databases())`. */
export function databases(): TestDatabase[] {
  const url = process.env.DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../../server/index';

/** A fresh, empty database for one test file, and how to throw it away. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  create(): Promise<{ db: OpenedDatabase; dataDir: string; drop(): Promise<void> }>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-test-'));
    const db = openDatabase({ file: join(dataDir, 'app.sqlite') });
    return {
      db, dataDir,
      async drop() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const name = `server_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      const db = openDatabase({ url: target.toString() });
      const dataDir = mkdtempSync(join(tmpdir(), 'server-test-'));
      return {
        db, dataDir,
        async drop() {
          await db.close();
          // pg's Pool.end() resolves before its clients' sockets have closed; a FORCE drop that
          // terminates a closing connection makes pg raise an unhandled 57P01. Let them close first.
          await new Promise((resolve) => setTimeout(resolve, 150));
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await c.end();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when DATABASE_URL is set. Use with `describe.each(databases())`. */
export function databases(): TestDatabase[] {
  const url = process.env.DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}

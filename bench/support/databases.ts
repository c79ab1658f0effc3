import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/index';

/** A fresh, empty database opened with the server's own `openDatabase`, and how to throw it away. */
export interface BenchDatabase {
  opened: OpenedDatabase;
  dataDir: string;
  /** Where it lives, for the report (a file or a database name). */
  where: string;
  drop(): Promise<void>;
}

/** A SQLite file (WAL) in a new temp directory. */
export function freshSqlite(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const file = join(dataDir, 'app.sqlite');
  const opened = openDatabase({ file });
  return {
    opened, dataDir, where: file,
    async drop() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the PostgreSQL server of `url`, dropped afterwards. */
export async function freshPostgres(url: string): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = openDatabase({ url: target.toString() });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  return {
    opened, dataDir, where: `${target.host}/${name}`,
    async drop() {
      await opened.close();
      // let the pool's sockets close before a FORCE drop (see tests/server/support/databases.ts)
      await new Promise((resolve) => setTimeout(resolve, 150));
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

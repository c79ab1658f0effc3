import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from './open';

/** A fresh, empty database (not migrated) and how to throw it away. */
export interface ScratchDatabase {
  db: OpenedDatabase;
  dataDir: string;
  /** Where it lives, for reports: the SQLite file or `host/database`. */
  where: string;
  /** The PostgreSQL URL of the scratch database, for a second process; undefined for SQLite (`${dataDir}/app.sqlite`). */
  url?: string;
  drop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/**
 * For tests and benchmarks: a SQLite file in a new temp directory, or, with
 * `url`, a new uniquely named database on that PostgreSQL server, dropped by `drop()`.
 * With `template` it starts as a copy of that database (a SQLite file, or a
 * PostgreSQL database nobody is connected to) instead of empty.
 */
export async function createScratchDatabase(options: { prefix: string; url?: string; template?: string }): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `${options.prefix}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!options.url) {
    const file = join(dataDir, 'app.sqlite');
    if (options.template) copyFileSync(options.template, file);
    const db = openDatabase({ file });
    return { db, dataDir, where: file, drop: async () => { await db.close(); removeDir(); } };
  }
  const url = options.url;
  const name = `${options.prefix.replace(/\W/g, '_')}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(url, options.template ? `CREATE DATABASE "${name}" TEMPLATE "${options.template.replace(/"/g, '')}"` : `CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openDatabase({ url: target.toString() });
  return {
    db, dataDir, where: `${target.host}/${name}`, url: target.toString(),
    async drop() {
      await db.close();
      // pg's Pool.end() resolves before its clients' sockets have closed; a FORCE drop that
      // terminates a closing connection makes pg raise an unhandled 57P01. Let them close first.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      removeDir();
    },
  };
}

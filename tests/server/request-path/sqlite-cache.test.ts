import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import { migrateDatabase, SqliteReadPool } from '../../../server/db/index';
import { DEFAULT_SQLITE_CACHE_MB, sqliteCacheMiB } from '../../../server/db/sqlite-cache';

/** Issue 20 (soak): SQLite's page cache per connection, 64 MiB unless SQLITE_CACHE_MB says otherwise (SQLite's own is 2 MiB). */
describe('SQLITE_CACHE_MB', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-cache-'));
  afterEach(() => { delete process.env.SQLITE_CACHE_MB; });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The main connection's and a read thread's `cache_size` (negative: KiB). */
  const cacheSizes = async (name: string) => {
    const opened = openDatabase({ file: join(dir, name, 'app.sqlite') });
    await migrateDatabase(opened.db, 'sqlite');
    const pool = new SqliteReadPool(opened.file!, 1, 4, () => new Error('busy'));
    try {
      const main = (await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(opened.db)).rows[0]?.cache_size;
      const [thread] = await pool.run(CompiledQuery.raw('PRAGMA cache_size') as CompiledQuery<{ cache_size: number }>);
      return [main, thread?.cache_size];
    } finally {
      await pool.close();
      await opened.close();
    }
  };

  it('gives the main connection and every read thread 64 MiB by default, or the MiB it names', async () => {
    expect(DEFAULT_SQLITE_CACHE_MB).toBe(64);
    expect(await cacheSizes('default')).toEqual([-64 * 1024, -64 * 1024]);
    process.env.SQLITE_CACHE_MB = ' 16 ';
    expect(await cacheSizes('sixteen')).toEqual([-16 * 1024, -16 * 1024]);
  });

  it('refuses anything but a whole number of MiB from 1 to 4096 before touching the disk', () => {
    for (const bad of ['0', '-5', '1.5', '64MB', '4097']) expect(() => sqliteCacheMiB(bad)).toThrow(`SQLITE_CACHE_MB must be a whole number of MiB from 1 to 4096, not "${bad}"`);
    expect(sqliteCacheMiB('')).toBe(DEFAULT_SQLITE_CACHE_MB);
    expect(sqliteCacheMiB('4096')).toBe(4096);
    process.env.SQLITE_CACHE_MB = 'lots';
    expect(() => openDatabase({ file: join(dir, 'bad', 'app.sqlite') })).toThrow('not "lots"');
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });
});

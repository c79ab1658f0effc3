import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '@server';
import { readCacheStamp } from '../../../server/data/cache-stamp';
import { sqliteReads } from '../../../server/db/sqlite-reads';
import { databases } from '../support/databases';

/**
 * The request path's reads made straight on the SQLite connection (server/db/sqlite-reads.ts):
 * the cache stamp and the data version the list page cache keys on. Neither may see a
 * transaction's uncommitted writes; the data version moves with any change from anywhere.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('SQLite reads outside Kysely', () => {
  const sqlite = databases()[0];
  let scratch: Awaited<ReturnType<typeof sqlite.createSeeded>>;

  beforeAll(async () => {
    scratch = await sqlite.createSeeded();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('reads the stamp the database holds', async () => {
    const reads = scratch.db.reads!;
    expect(reads.stamp()).toBe(await readCacheStamp(scratch.db.db));
    await scratch.db.db.updateTable('cache_stamp').set({ stamp: 4242 } as never).where('id', '=', 1).execute();
    expect(reads.stamp()).toBe(4242);
  });

  it('the data version moves with this connection\'s writes, another handle\'s commits and schema changes, and with nothing else', async () => {
    const reads = scratch.db.reads!;
    const v0 = reads.dataVersion();
    expect(v0).toBeDefined();
    await scratch.db.db.selectFrom('users').selectAll().execute();
    expect(reads.dataVersion()).toBe(v0);
    await scratch.db.db.updateTable('cache_stamp').set({ stamp: 1 } as never).where('id', '=', 1).execute();
    const v1 = reads.dataVersion();
    expect(v1).not.toBe(v0);
    // A plain connection, written synchronously: the commit lands inside this turn.
    const other = new Database(join(scratch.dataDir, 'app.sqlite'));
    try {
      other.prepare('UPDATE cache_stamp SET stamp = 2 WHERE id = 1').run();
      // Another connection's commit counts from the next turn of the event loop.
      expect(reads.dataVersion()).toBe(v1);
      await nextTurn();
      const v2 = reads.dataVersion();
      expect(v2).not.toBe(v1);
      other.exec('CREATE TABLE reads_probe (x INTEGER)');
      await nextTurn();
      expect(reads.dataVersion()).not.toBe(v2);
    } finally {
      other.close();
    }
  });

  it('reads the data version once per turn, and again at once after a write of this connection', async () => {
    const database = new Database(':memory:');
    database.exec('CREATE TABLE t (x)');
    // Counts the runs of the statement that reads the pragmas.
    let pragmaReads = 0;
    const prepare = database.prepare.bind(database);
    database.prepare = ((text: string) => {
      const statement = prepare(text);
      if (!text.includes('pragma_data_version')) return statement;
      const get = statement.get.bind(statement);
      statement.get = ((...args: unknown[]) => { pragmaReads += 1; return get(...args); }) as typeof statement.get;
      return statement;
    }) as typeof database.prepare;
    const reads = sqliteReads(database);
    try {
      const v0 = reads.dataVersion();
      expect([reads.dataVersion(), reads.dataVersion()]).toEqual([v0, v0]);
      expect(pragmaReads).toBe(1);
      database.prepare('INSERT INTO t VALUES (1)').run();
      const v1 = reads.dataVersion();
      expect(v1).not.toBe(v0);
      expect(reads.dataVersion()).toBe(v1);
      expect(pragmaReads).toBe(2);
      await nextTurn();
      expect(reads.dataVersion()).toBe(v1);
      expect(pragmaReads).toBe(3);
    } finally {
      database.close();
    }
  });

  it('answers nothing while a transaction is open, and the stamp then waits for its end', async () => {
    const data = createDataAccess(scratch.db.db, 'sqlite', undefined, scratch.db.reads);
    const before = await data.cacheStamp();
    let during: Promise<number> | undefined;
    await expect(data.transaction(async (tx) => {
      await tx.forTenant('acme').users.ensureRole('sr-rolled-back', 'sr-rolled-back');
      expect(scratch.db.reads!.dataVersion()).toBeUndefined();
      expect(scratch.db.reads!.stamp()).toBeUndefined();
      expect(await data.dataVersion()).toBeUndefined();
      expect(await tx.dataVersion()).toBeUndefined();
      // Read outside the transaction while it is open: never its uncommitted stamp.
      during = data.cacheStamp();
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await during).toBe(before);
    expect(await data.cacheStamp()).toBe(before);
  });
});

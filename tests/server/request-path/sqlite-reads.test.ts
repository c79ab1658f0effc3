import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, openDatabase } from '@server';
import { readCacheStamp } from '../../../server/data/cache-stamp';
import { databases } from '../support/databases';

/**
 * The request path's reads made straight on the SQLite connection (server/db/sqlite-reads.ts):
 * the cache stamp and the data version the list page cache keys on. Neither may see a
 * transaction's uncommitted writes; the data version moves with any change from anywhere.
 */
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
    const other = openDatabase({ file: join(scratch.dataDir, 'app.sqlite') });
    try {
      await other.db.updateTable('cache_stamp').set({ stamp: 2 } as never).where('id', '=', 1).execute();
      const v2 = reads.dataVersion();
      expect(v2).not.toBe(v1);
      await other.db.schema.createTable('reads_probe').addColumn('x', 'integer').execute();
      expect(reads.dataVersion()).not.toBe(v2);
    } finally {
      await other.close();
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
      expect(data.dataVersion()).toBeUndefined();
      // Read outside the transaction while it is open: never its uncommitted stamp.
      during = data.cacheStamp();
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await during).toBe(before);
    expect(await data.cacheStamp()).toBe(before);
  });
});

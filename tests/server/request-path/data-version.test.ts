import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, openDatabase, type DataAccess } from '@server';
import { writesAnything } from '../../../server/data/cache-stamp';
import { databases } from '../support/databases';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Issue 20 "list page API": the data version the page cache is keyed on, on either database.
 * It must move with every change committed anywhere (another process, a script) from the next
 * turn, and with this process's own writes at once; it never answers inside a transaction.
 */
describe.each(databases())('the data version ($name)', (target) => {
  let created: Awaited<ReturnType<typeof target.create>>;
  let data: DataAccess;

  beforeAll(async () => {
    created = await target.createSeeded();
    data = createDataAccess(created.db.db, target.name, undefined, created.db.reads);
  });
  afterAll(async () => {
    await created?.drop();
  });

  /** Two reads in separate turns with nothing written here; on PostgreSQL another test's database may move it, so up to ten tries. */
  async function steadyVersion(): Promise<string> {
    for (let i = 0; i < 10; i++) {
      const a = await data.dataVersion();
      await nextTurn();
      const b = await data.dataVersion();
      if (a !== undefined && a === b) return a;
    }
    throw new Error('the data version never stood still');
  }

  it('stands while nothing is written', async () => {
    expect(typeof await steadyVersion()).toBe('string');
  });

  it('moves at the next turn after another connection commits a change', async () => {
    const before = await steadyVersion();
    const other = openDatabase(target.name === 'sqlite' ? { file: created.db.file! } : { url: created.db.url });
    try {
      await other.db.updateTable('tenants').set({ corp_name: 'Acme (renamed elsewhere)' } as never).where('id', '=', 'acme').execute();
    } finally {
      await other.close();
    }
    await nextTurn();
    expect(await data.dataVersion()).not.toBe(before);
  });

  it('moves as soon as this process has written', async () => {
    const before = await steadyVersion();
    await data.forTenant('acme').users.ensureRole('dv-role', 'dv-role');
    expect(await data.dataVersion()).not.toBe(before);
  });

  it('answers nothing inside a transaction', async () => {
    await data.transaction(async (tx) => {
      await tx.forTenant('acme').users.ensureRole('dv-in-tx', 'dv-in-tx');
      expect(await tx.dataVersion()).toBeUndefined();
    });
  });

  if (target.name === 'postgres') {
    it('a write another session has not committed yet changes nothing visible; its commit moves the version', async () => {
      const other = openDatabase({ url: created.db.url! });
      try {
        let before: string | undefined;
        let duringWrite: string | undefined;
        await other.db.transaction().execute(async (trx) => {
          before = await steadyVersion();
          await trx.updateTable('tenants').set({ corp_name: 'Acme (uncommitted)' } as never).where('id', '=', 'acme').execute();
          await nextTurn();
          duringWrite = await data.dataVersion();
        });
        await nextTurn();
        const after = await data.dataVersion();
        expect(after).not.toBe(duringWrite);
        expect(after).not.toBe(before);
      } finally {
        await other.close();
      }
    });
  }
});

describe('which statements count as writes for the data version', () => {
  const db = openDatabase({ file: ':memory:' }).db;
  it('counts inserts, updates, deletes and raw SQL that writes; not plain reads', () => {
    const node = (q: { toOperationNode(): unknown }) => q.toOperationNode() as Parameters<typeof writesAnything>[0];
    expect(writesAnything(node(db.insertInto('tenants').values({ id: 'x' } as never)))).toBe(true);
    expect(writesAnything(node(db.updateTable('tenants').set({ corp_name: 'y' } as never)))).toBe(true);
    expect(writesAnything(node(db.deleteFrom('tenants')))).toBe(true);
    expect(writesAnything(node(sql`UPDATE fn_records SET updated_at = 1`))).toBe(true);
    expect(writesAnything(node(db.selectFrom('fn_records').select(['deleted_at', 'updated_at'])))).toBe(false);
    expect(writesAnything(node(sql`SELECT deleted_at, updated_at FROM fn_records`))).toBe(false);
  });
});

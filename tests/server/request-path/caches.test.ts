import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '../../../server/data/index';
import { lazyParts } from '../../../server/data/lazy-parts';
import { withStatementCache } from '../../../server/db/sqlite-statements';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

/** Issue 20 item 3: what the request path keeps between requests, and what it must not. */
describe('prepared statements (SQLite)', () => {
  it('reuses a statement by its SQL, keeps the most recently used, and keeps only the last few long texts apart', () => {
    const raw = new Database(':memory:');
    const db = withStatementCache(raw, 2);
    const a = db.prepare('SELECT 1 AS n');
    expect(db.prepare('SELECT 1 AS n')).toBe(a);
    const b = db.prepare('SELECT 2 AS n');
    db.prepare('SELECT 1 AS n');
    db.prepare('SELECT 3 AS n');
    expect(db.cached).toBe(2);
    expect(db.prepare('SELECT 1 AS n')).toBe(a);
    expect(db.prepare('SELECT 2 AS n')).not.toBe(b);
    const longText = (k: number) => `SELECT ${Array.from({ length: 900 }, (_, i) => `${i + k} AS c${i}`).join(', ')}`;
    const long = db.prepare(longText(0));
    // A long text (an import's batch insert) repeats: kept, without pushing the short ones out.
    expect(db.prepare(longText(0))).toBe(long);
    expect(db.cached).toBe(2);
    for (let k = 1; k <= 4; k++) db.prepare(longText(k));
    expect(db.prepare(longText(0)), 'only the last four long texts are kept').not.toBe(long);
    // A statement in the middle of a streamed read is not handed out again.
    const reading = db.prepare('SELECT value FROM json_each(\'[1,2,3]\')') as unknown as Database.Statement;
    const rows = reading.iterate([]);
    expect(rows.next().value).toEqual({ value: 1 });
    const again = db.prepare('SELECT value FROM json_each(\'[1,2,3]\')') as unknown as Database.Statement;
    expect(again).not.toBe(reading);
    expect(again.all([])).toHaveLength(3);
    rows.return?.();
    expect(db.prepare('SELECT value FROM json_each(\'[1,2,3]\')'), 'kept again once it finished').toBe(reading);
    expect(db.prepare('SELECT 1 AS n').all([])).toEqual([{ n: 1 }]);
    db.close();
    expect(raw.open).toBe(false);
  });
});

describe('lazy parts', () => {
  it('builds a part on first read only, once', () => {
    let built = 0;
    const o = lazyParts({ a: () => { built++; return { x: 1 }; }, b: () => 2 });
    expect(built).toBe(0);
    expect(o.a).toBe(o.a);
    expect(built).toBe(1);
    expect(Object.keys(o)).toEqual(['a', 'b']);
  });
});

describe.each(databases())('tenant views and parsed function versions ($name)', (target) => {
  let h: Harness;
  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('gives each request its own view over one set of queries', () => {
    const data = createDataAccess(h.db, h.dialect);
    const a = data.forTenant('acme');
    const b = data.forTenant('acme');
    expect(a).not.toBe(b);
    expect(a.records).toBe(b.records);
    expect(a.tenantId).toBe('acme');
    expect(data.forTenant('globex').records).not.toBe(a.records);
  });

  it('parses a version once and shares it frozen', async () => {
    const t = createDataAccess(h.db, h.dialect).forTenant('acme');
    const first = await t.packs.currentVersion('reimbursement');
    const again = await t.packs.currentVersion('reimbursement');
    expect(first?.definition).toBeTruthy();
    expect(again?.definition).toBe(first?.definition);
    expect(Object.isFrozen(first?.definition)).toBe(true);
    expect((await t.packs.functionVersion(first!.fnId, first!.version))?.definition).toBe(first?.definition);
    expect(await t.packs.functionVersion(first!.fnId, first!.version + 1)).toBeUndefined();
  });

  it('does not keep a version read inside a transaction that rolled back', async () => {
    const data = createDataAccess(h.db, h.dialect);
    const t = data.forTenant('acme');
    const current = (await t.packs.currentVersion('reimbursement'))!;
    const next = current.version + 1;
    const write = (tag: string) => (target: typeof t) => target.packs.addFunctionVersion({
      fnId: current.fnId, version: next, packId: current.packId, packVersion: tag,
      definition: { ...(current.definition as object), tag }, lookups: current.lookups, locales: current.locales, now: Date.now(),
    });
    await expect(data.transaction(async (tx) => {
      const inTx = tx.forTenant('acme');
      await write('rolled back')(inTx);
      expect((await inTx.packs.currentVersion('reimbursement'))?.packVersion).toBe('rolled back');
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect((await t.packs.currentVersion('reimbursement'))?.version).toBe(current.version);
    await write('kept')(t);
    const now = await t.packs.currentVersion('reimbursement');
    expect(now?.packVersion).toBe('kept');
    expect((now?.definition as { tag: string }).tag).toBe('kept');
  });
});

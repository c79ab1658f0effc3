import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialectOver, GroupCommitDriver, groupCommitDialect, MAX_GROUP } from '../../../server/db/group-commit';
import { openDatabase } from '../../../server/db/open';
import { WalSync } from '../../../server/db/wal-sync';

interface T { items: { id: number; name: string } }

/**
 * Issue 20 (approvals): SQLite transactions that end in the same turn of the event loop share
 * one COMMIT (one sync of the write-ahead log), each still isolated by its savepoint and
 * answered only once durable. A second connection on the file shows what is committed.
 */
describe('SQLite group commit', () => {
  let dir: string;
  let file: string;
  let raw: Database.Database;
  let db: Kysely<T>;
  let other: Database.Database;
  let commits: number;
  let failCommit: boolean;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    file = join(dir, 'db.sqlite');
    raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    commits = 0;
    failCommit = false;
    const counted = {
      get inTransaction() { return raw.inTransaction; },
      close: () => raw.close(),
      prepare: (text: string) => {
        if (text === 'commit') {
          commits++;
          if (failCommit) throw new Error('disk I/O error (test)');
        }
        return raw.prepare(text);
      },
    };
    db = new Kysely<T>({ dialect: groupCommitDialect(counted) });
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)`.execute(db);
    other = new Database(file, { readonly: true });
    commits = 0;
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const committed = () => (other.prepare('SELECT name FROM items ORDER BY id').all() as { name: string }[]).map((r) => r.name);
  /** One item inserted in a transaction of its own through `through` (the test's driver unless named). */
  const insert = (name: string, through: Kysely<T> = db) => through.transaction().execute(async (trx) => {
    await trx.insertInto('items').values({ name } as never).execute();
    return name;
  });

  it('commits the transactions of one turn together, and answers each only once it is on disk', async () => {
    const seen: string[][] = [];
    const all = ['a', 'b', 'c', 'd'].map((name) => insert(name).then((r) => {
      seen.push(committed());
      return r;
    }));
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(commits).toBe(1);
    // every answer came after the commit: another connection already saw all four
    for (const names of seen) expect(names).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rolls back only the transaction that failed, keeping the others of its group', async () => {
    await insert('taken');
    commits = 0;
    const results = await Promise.allSettled([insert('x'), insert('taken'), insert('y')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['taken', 'x', 'y']);
    expect(commits).toBe(1);
  });

  it('commits the open group before a query outside a transaction runs', async () => {
    const pending = insert('early');
    // a plain read queued behind the transaction: it must not run inside the uncommitted group
    const rows = await db.selectFrom('items').select('name').execute();
    expect(rows.map((r) => r.name)).toEqual(['early']);
    expect(committed()).toEqual(['early']);
    await pending;
    expect(commits).toBe(1);
  });

  it('tells every member of a group when its commit fails, and keeps none of their work', async () => {
    failCommit = true;
    const results = await Promise.allSettled([insert('p'), insert('q')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain('disk I/O error (test)');
    failCommit = false;
    expect(committed()).toEqual([]);
    expect(raw.inTransaction).toBe(false);
    await insert('r');
    expect(committed()).toEqual(['r']);
  });

  it('commits at most MAX_GROUP transactions together', async () => {
    const names = Array.from({ length: MAX_GROUP * 2 + 1 }, (_, i) => `n${i}`);
    await Promise.all(names.map((name) => insert(name)));
    expect(committed()).toHaveLength(names.length);
    expect(commits).toBe(3);
  });

  it('keeps Kysely savepoints inside a transaction working', async () => {
    const controlled = await db.startTransaction().execute();
    await controlled.insertInto('items').values({ name: 'controlled' } as never).execute();
    const sp = await controlled.savepoint('sp').execute();
    await sp.insertInto('items').values({ name: 'dropped' } as never).execute();
    await sp.rollbackToSavepoint('sp').execute();
    await controlled.commit().execute();
    expect(committed()).toEqual(['controlled']);
  });

  it('lets plain reads run while another connection writes aside, and holds its writes and transactions until that ends', async () => {
    const driver = new GroupCommitDriver({ get inTransaction() { return raw.inTransaction; }, close: () => undefined, prepare: (text: string) => raw.prepare(text) });
    const beside = new Kysely<T>({ dialect: dialectOver(driver) });
    await insert('before', beside);
    let release!: () => void;
    const writing = driver.aside(() => new Promise<void>((ok) => { release = ok; }));
    // What asks once the aside runs (a query asked with it, in the same turn, queues behind it).
    await new Promise((r) => setImmediate(r));
    const done = new Set<string>();
    const track = <V>(name: string, p: Promise<V>) => p.then((v) => { done.add(name); return v; });
    const read = track('read', beside.selectFrom('items').select('name').execute());
    const write = track('write', beside.insertInto('items').values({ name: 'plain write' } as never).execute());
    const inTransaction = track('transaction', insert('in a transaction', beside));
    const begin = track('begin', sql`BEGIN`.execute(beside).then(() => sql`COMMIT`.execute(beside)));
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    // The read answered from the last commit; the writes, the transaction and a raw BEGIN (no rows) wait for the aside.
    expect([...done]).toEqual(['read']);
    expect((await read).map((r) => r.name)).toEqual(['before']);
    release();
    await writing;
    await Promise.all([write, inTransaction, begin]);
    expect(committed()).toEqual(['before', 'plain write', 'in a transaction']);
    // After the aside a read takes the queue as before, and sees every commit.
    expect((await beside.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(['before', 'plain write', 'in a transaction']);
  });

  describe('with the log synced off the event loop', () => {
    let syncs: { done: () => void; fail: (e: Error) => void }[];
    let synced: Kysely<T>;
    const turns = async (n = 5) => { for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r)); };
    const settled = <V>(p: Promise<V>) => {
      const state = { done: false };
      void p.then(() => { state.done = true; }, () => { state.done = true; });
      return state;
    };
    const insertSynced = (name: string) => insert(name, synced);

    beforeEach(() => {
      syncs = [];
      const walSync = new WalSync(() => new Promise<void>((done, fail) => syncs.push({ done, fail })));
      synced = new Kysely<T>({ dialect: groupCommitDialect({ get inTransaction() { return raw.inTransaction; }, close: () => undefined, prepare: (text: string) => raw.prepare(text) }, undefined, walSync) });
    });

    it('answers a transaction only once its commit is synced, while the event loop runs on', async () => {
      const a = insertSynced('a');
      const state = settled(a);
      await turns();
      // committed (another connection sees it) but not answered before the sync
      expect(committed()).toEqual(['a']);
      expect(syncs).toHaveLength(1);
      expect(state.done).toBe(false);
      syncs[0].done();
      expect(await a).toBe('a');
    });

    it('lets the commits made while a sync runs share the next one', async () => {
      const a = insertSynced('a');
      await turns();
      const b = insertSynced('b');
      const c = insertSynced('c');
      await turns();
      expect(syncs).toHaveLength(1);
      const later = settled(Promise.all([b, c]));
      syncs[0].done();
      await a;
      await turns();
      // the first sync may have started before b and c wrote: they wait for a second one, together
      expect(syncs).toHaveLength(2);
      expect(later.done).toBe(false);
      syncs[1].done();
      expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    });

    it('commits a group only once the sync running ends, with every transaction that ended meanwhile', async () => {
      const a = insertSynced('a');
      await turns();
      expect(syncs).toHaveLength(1);
      const b = insertSynced('b');
      await turns();
      const c = insertSynced('c');
      await turns();
      // b and c wait in one open group: their commit could not be synced before the running sync ends
      expect(committed()).toEqual(['a']);
      syncs[0].done();
      await a;
      await turns();
      expect(committed()).toEqual(['a', 'b', 'c']);
      expect(syncs).toHaveLength(2);
      syncs[1].done();
      expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    });

    it('answers a write outside a transaction once synced, and reports a failed sync to those waiting', async () => {
      const write = synced.insertInto('items').values({ name: 'plain' } as never).execute();
      const state = settled(write);
      await turns();
      expect(committed()).toEqual(['plain']);
      expect(state.done).toBe(false);
      syncs[0].done();
      await write;
      const failing = insertSynced('lost');
      await turns();
      syncs[1].fail(new Error('fdatasync failed (test)'));
      await expect(failing).rejects.toThrow('fdatasync failed (test)');
    });

    it('closes only once the last commit is synced and answered', async () => {
      const last = insertSynced('last');
      await turns();
      let closed = false;
      const closing = synced.destroy().then(() => { closed = true; });
      await turns();
      expect(closed).toBe(false);
      syncs[0].done();
      await closing;
      expect(await last).toBe('last');
    });
  });

  it('opens a database file with SQLite syncing nothing on the event loop (the driver syncs) with SQLITE_COMMIT_SYNC=pool', async () => {
    process.env.SQLITE_COMMIT_SYNC = 'pool';
    const opened = openDatabase({ file: join(dir, 'opened.sqlite') });
    delete process.env.SQLITE_COMMIT_SYNC;
    const memory = openDatabase({ file: ':memory:' });
    try {
      expect((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(opened.db)).rows[0].synchronous).toBe(1);
      expect((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(memory.db)).rows[0].synchronous).toBe(2);
      await sql`CREATE TABLE t (x INTEGER)`.execute(opened.db);
      await opened.db.transaction().execute((trx) => sql`INSERT INTO t VALUES (1)`.execute(trx));
      expect((await sql<{ n: number }>`SELECT count(*) AS n FROM t`.execute(opened.db)).rows[0].n).toBe(1);
    } finally {
      await opened.close();
      await memory.close();
    }
  });
});

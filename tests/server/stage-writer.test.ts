import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStageWriter, StageWorkerStopped } from '../../server/data/index';
import { stagedBatch } from '../../server/data/staged-insert';
import { openDatabase } from '../../server/db/index';
import { databases } from './support/databases';

type Created = Awaited<ReturnType<ReturnType<typeof databases>[number]['createSeeded']>>;

describe('SQLite import staging in a thread of its own', () => {
  let scratch: Created;
  let fnId: number;
  let tenantId: string;
  let field: string;
  let table: string;
  const db = () => scratch.db.db;
  const rows = (n: number, text: string) => Array.from({ length: n }, (_, i) => ({ fnId, fnVersion: 1, data: { [field]: `${text} ${i}` }, userId: 1, now: 1_700_000_000_000 }));
  const jobRows = async (jobId: string) => (await sql<{ id: number; deleted_at: number | null }>`SELECT id, deleted_at FROM fn_records WHERE import_job = ${jobId}`.execute(db())).rows;

  beforeAll(async () => {
    scratch = await databases()[0].createSeeded();
    // A function with a trigram table ("contains" search) and the company it belongs to.
    const tables = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'fnt\\_%' ESCAPE '\\' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db())).rows;
    table = tables[0].name;
    const [, id, ...rest] = table.split('_');
    fnId = Number(id);
    field = rest.join('_');
    tenantId = (await sql<{ tenant_id: string }>`SELECT tenant_id FROM functions WHERE id = ${fnId}`.execute(db())).rows[0].tenant_id;
  });
  afterAll(async () => { await scratch?.drop(); });

  it('is there only for a SQLite file, unless SQLITE_STAGE_THREAD=0', () => {
    const sideWrites = { aside: <T>(write: () => Promise<T>) => write(), synchronous: 'FULL' as const };
    expect(createStageWriter({ dialect: 'postgres' })).toBeUndefined();
    expect(createStageWriter({ dialect: 'sqlite', file: ':memory:', sideWrites })).toBeUndefined();
    expect(createStageWriter({ dialect: 'sqlite', file: '/tmp/x.sqlite', sideWrites }, { SQLITE_STAGE_THREAD: '0' })).toBeUndefined();
    expect(createStageWriter({ dialect: 'sqlite', file: '/tmp/x.sqlite' })).toBeUndefined();
    expect(createStageWriter({ dialect: 'sqlite', file: '/tmp/x.sqlite', sideWrites })).toBeDefined();
    expect(openDatabase({ file: ':memory:' }).sideWrites).toBeUndefined();
  });

  it('writes a batch hidden, with its trigram rows, and the main connection reads it after', async () => {
    const writer = createStageWriter(scratch.db)!;
    try {
      const jobId = randomUUID();
      const written = writer.write(stagedBatch('sqlite', tenantId, jobId, rows(1500, 'thread staged')));
      // Asked while the thread writes: the main connection answers once the batch is in.
      const seen = jobRows(jobId);
      expect(await written).toContain(table);
      const stored = await seen;
      expect(stored).toHaveLength(1500);
      expect(stored.every((r) => r.deleted_at !== null)).toBe(true);
      const ids = stored.map((r) => r.id);
      const trigrams = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.raw(table)} WHERE rowid BETWEEN ${Math.min(...ids)} AND ${Math.max(...ids)}`.execute(db());
      expect(Number(trigrams.rows[0].n)).toBe(1500);
      expect(writer.written).toBe(1);
    } finally {
      await writer.close();
    }
  });

  it('prepares a batch\'s statements once: the next batch of the same size reuses them', async () => {
    const writer = createStageWriter(scratch.db)!;
    try {
      const jobId = randomUUID();
      await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(400, 'kept first')));
      const afterFirst = writer.prepared;
      expect(afterFirst).toBeGreaterThan(0);
      await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(400, 'kept second')));
      expect(writer.prepared).toBe(afterFirst);
      expect(await jobRows(jobId)).toHaveLength(800);
    } finally {
      await writer.close();
    }
  });

  it('runs the batch while the main connection runs nothing: its open group is committed first, its next statement waits', async () => {
    const writer = createStageWriter(scratch.db)!;
    const other = new Database(scratch.db.file!);
    try {
      // A transaction of the main connection whose group commit is still pending when the batch is handed on.
      const before = randomUUID();
      const mainTx = db().transaction().execute((trx) => sql`INSERT INTO import_jobs (id, tenant_id, user_id, fn_id, state, phase, total, done, cancel_requested, started_at, updated_at)
        VALUES (${before}, ${tenantId}, 1, ${fnId}, 'running', 'checking', 1, 0, 0, 1, 1)`.execute(trx));
      const jobId = randomUUID();
      const written = writer.write(stagedBatch('sqlite', tenantId, jobId, rows(10, 'aside')));
      await Promise.all([mainTx, written]);
      // Another connection reads both: the group was committed before the thread wrote.
      expect(other.prepare('SELECT COUNT(*) AS n FROM import_jobs WHERE id = ?').get(before)).toEqual({ n: 1 });
      expect(other.prepare('SELECT COUNT(*) AS n FROM fn_records WHERE import_job = ?').get(jobId)).toEqual({ n: 10 });
    } finally {
      other.close();
      await writer.close();
    }
  });

  it('fails a batch SQLite refuses with its error and keeps nothing of it; the thread writes the next', async () => {
    const writer = createStageWriter(scratch.db)!;
    try {
      const jobId = randomUUID();
      const bad = stagedBatch('sqlite', tenantId, jobId, rows(5, 'refused'));
      // The third row's tenant NULL: SQLite refuses the statement, which wrote two rows already.
      const parameters = [...bad.insert.parameters];
      parameters[18] = null;
      await expect(writer.write({ ...bad, insert: { sql: bad.insert.sql, parameters } })).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_NOTNULL' });
      expect(await jobRows(jobId)).toHaveLength(0);
      await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(5, 'accepted')));
      expect(await jobRows(jobId)).toHaveLength(5);
    } finally {
      await writer.close();
    }
  });

  it('fails what it held when the thread stops, and starts another for the next batch', async () => {
    const writer = createStageWriter(scratch.db)!;
    try {
      const jobId = randomUUID();
      const held = writer.write(stagedBatch('sqlite', tenantId, jobId, rows(2000, 'stopped'))).catch((e: unknown) => e);
      // Stopped while the batch is handed on (the main connection's queue is let go too).
      await new Promise((r) => setImmediate(r));
      await writer.close();
      expect(await held).toBeInstanceOf(StageWorkerStopped);
      const next = randomUUID();
      await writer.write(stagedBatch('sqlite', tenantId, next, rows(3, 'after')));
      expect(await jobRows(next)).toHaveLength(3);
      // The main connection was let go: it writes again.
      await sql`DELETE FROM fn_records WHERE import_job = ${next}`.execute(db());
      expect(await jobRows(next)).toHaveLength(0);
      // A batch handed on while the closed thread is still stopping goes to a new thread, which keeps it.
      const closing = writer.close();
      const meanwhile = randomUUID();
      const written = writer.write(stagedBatch('sqlite', tenantId, meanwhile, rows(3, 'meanwhile')));
      await closing;
      await written;
      expect(await jobRows(meanwhile)).toHaveLength(3);
    } finally {
      await writer.close();
    }
  });
});

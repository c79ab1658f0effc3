import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStageWriter, StageWorkerStopped } from '../../server/data/index';
import { stagedBatch } from '../../server/data/staged-insert';
import { uniqueIndexField } from '../../server/data/record-indexes';
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
  /** Runs `test` with a staging thread of its own, closed after. */
  const withWriter = async (test: (writer: NonNullable<ReturnType<typeof createStageWriter>>) => Promise<void>) => {
    const writer = createStageWriter(scratch.db)!;
    try {
      await test(writer);
    } finally {
      await writer.close();
    }
  };
  /** A running import job of user 1, in its writing phase. */
  const runningJob = async (tenant: string, fn: number, total: number, cancel = 0) => {
    const jobId = randomUUID();
    await sql`INSERT INTO import_jobs (id, tenant_id, user_id, fn_id, state, phase, total, done, cancel_requested, started_at, updated_at)
      VALUES (${jobId}, ${tenant}, 1, ${fn}, 'running', 'writing', ${total}, 0, ${cancel}, 1, 1)`.execute(db());
    return jobId;
  };

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
    await withWriter(async (writer) => {
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
    });
  });

  it('prepares a batch\'s statements once: the next batch of the same size reuses them', async () => {
    await withWriter(async (writer) => {
      const jobId = randomUUID();
      await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(400, 'kept first')));
      const afterFirst = writer.prepared;
      expect(afterFirst).toBeGreaterThan(0);
      await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(400, 'kept second')));
      expect(writer.prepared).toBe(afterFirst);
      expect(await jobRows(jobId)).toHaveLength(800);
    });
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
    await withWriter(async (writer) => {
      const jobId = randomUUID();
      const bad = stagedBatch('sqlite', tenantId, jobId, rows(5, 'refused'));
      // The third row's tenant NULL: SQLite refuses the statement, which wrote two rows already.
      const parameters = [...bad.insert.parameters];
      parameters[18] = null;
      await expect(writer.write({ ...bad, insert: { sql: bad.insert.sql, parameters } })).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_NOTNULL' });
      expect(await jobRows(jobId)).toHaveLength(0);
      await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(5, 'accepted')));
      expect(await jobRows(jobId)).toHaveLength(5);
    });
  });

  describe('the publish', () => {
    const now = 1_700_000_000_000;
    /** A running job of user 1 with `n` rows staged by the thread. */
    const stagedJob = async (writer: NonNullable<ReturnType<typeof createStageWriter>>, n: number, text: string, cancel = 0) => {
      const jobId = await runningJob(tenantId, fnId, n, cancel);
      const filled = await writer.write(stagedBatch('sqlite', tenantId, jobId, rows(n, text)));
      return { jobId, filled };
    };
    const job = async (jobId: string) => (await sql<{ state: string; phase: string; imported: number | null }>`SELECT state, phase, imported FROM import_jobs WHERE id = ${jobId}`.execute(db())).rows[0];
    const live = async (ids: number[]) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM fn_records
      WHERE id IN (${sql.join(ids)}) AND deleted_at IS NULL AND import_job IS NULL`.execute(db())).rows[0].n);
    const request = (jobId: string, staged: number, filled: string[], requestId?: string) => ({
      tenantId, jobId, fnId, staged, trigramsFilled: filled, userId: 1, now, requestId: requestId ? { id: requestId, since: now - 60_000 } : undefined,
    });

    it('makes every staged row live and the job succeed, in the thread, while the event loop runs on', async () => {
      await withWriter(async (writer) => {
        const { jobId, filled } = await stagedJob(writer, 1200, 'published');
        const ids = (await jobRows(jobId)).map((r) => r.id);
        let turned = false;
        setImmediate(() => { turned = true; });
        const outcome = writer.publish(request(jobId, 1200, filled, randomUUID()));
        expect(await outcome).toEqual({ published: 1200 });
        expect(turned).toBe(true);
        expect(writer.published).toBe(1);
        expect(await job(jobId)).toEqual({ state: 'succeeded', phase: 'done', imported: 1200 });
        expect(await live(ids)).toBe(1200);
        expect(await jobRows(jobId)).toHaveLength(0);
        // Found by a "contains" search: its trigram rows were there from the staging.
        const found = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.raw(table)} WHERE v LIKE '%published 1199%' AND rowid IN (${sql.join(ids)})`.execute(db());
        expect(Number(found.rows[0].n)).toBe(1);
      });
    });

    it('publishes nothing when a cancel came first, or the submission id was used: the job and its rows stay as they were', async () => {
      await withWriter(async (writer) => {
        const canceled = await stagedJob(writer, 20, 'canceled first', 1);
        expect(await writer.publish(request(canceled.jobId, 20, canceled.filled))).toEqual({ refused: 'canceled' });
        expect(await job(canceled.jobId)).toMatchObject({ state: 'running', phase: 'writing' });

        const used = randomUUID();
        await sql`INSERT INTO request_ids (tenant_id, user_id, request_id, created_at) VALUES (${tenantId}, 1, ${used}, ${now})`.execute(db());
        const twice = await stagedJob(writer, 20, 'id used');
        expect(await writer.publish(request(twice.jobId, 20, twice.filled, used))).toEqual({ refused: 'duplicate' });
        // beginPublish had moved it to publishing: rolled back with the rest.
        expect(await job(twice.jobId)).toMatchObject({ state: 'running', phase: 'writing' });
        for (const j of [canceled, twice]) expect((await jobRows(j.jobId)).every((r) => r.deleted_at !== null)).toBe(true);
        expect(writer.published).toBe(2);
      });
    });

    it('fails a publish a unique index refuses with SQLite\'s error naming the index (the import words it as the save does), and keeps the rows staged', async () => {
      await withWriter(async (writer) => {
        const asset = (await sql<{ id: number; tenant_id: string }>`SELECT f.id, f.tenant_id FROM functions f
          WHERE EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'fnu_' || f.id || '_assetCode') LIMIT 1`.execute(db())).rows[0];
        const jobId = await runningJob(asset.tenant_id, asset.id, 2);
        const twins = [1, 2].map(() => ({ fnId: asset.id, fnVersion: 1, data: { assetCode: `TWIN-${jobId}` }, userId: 1, now }));
        const filled = await writer.write(stagedBatch('sqlite', asset.tenant_id, jobId, twins));
        const refused = await writer.publish({ ...request(jobId, 2, filled), tenantId: asset.tenant_id, fnId: asset.id }).catch((e: unknown) => e);
        expect(refused).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: expect.stringContaining(`fnu_${asset.id}_assetCode`) });
        expect(uniqueIndexField(refused)).toBe('assetCode');
        expect(await job(jobId)).toMatchObject({ state: 'running', phase: 'writing' });
        expect(await jobRows(jobId)).toHaveLength(2);
      });
    });

    it('rolls back a publish that would make another number of rows live than were staged, with its error', async () => {
      await withWriter(async (writer) => {
        const { jobId, filled } = await stagedJob(writer, 30, 'miscounted');
        await expect(writer.publish(request(jobId, 31, filled))).rejects.toThrow(/30 of 31 staged rows published/);
        expect(await job(jobId)).toMatchObject({ state: 'running', phase: 'writing' });
        expect(await jobRows(jobId)).toHaveLength(30);
        expect((await jobRows(jobId)).every((r) => r.deleted_at !== null)).toBe(true);
      });
    });
  });

  it('fails what it held when the thread stops, and starts another for the next batch', async () => {
    await withWriter(async (writer) => {
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
    });
  });
});

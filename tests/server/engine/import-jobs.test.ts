import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, STALE_JOB_MS, sweepImportJobs } from '@server';
import { databases } from '../support/databases';
import { createEngineHarness, MARCH_1, type EngineHarness } from './support';

function workbook(main: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(main), 'Ticket');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const rowsOf = (n: number, prefix: string, bad?: number) => [
  ['Title', 'Amount', 'Kind'],
  ...Array.from({ length: n }, (_, i) => [i === bad ? '' : `${prefix} ${i}`, i === bad ? -5 : i + 1, 'Bug']),
];

describe.each(databases())('Excel import jobs: staged, published at once, cancellable ($name)', (target) => {
  let h: EngineHarness;
  let alice: string;
  let mallory: string;
  const count = async () => (await h.post('/api/fn/ticket/page', { current: 1, size: 10 }, { token: alice })).data.total as number;
  const importFile = (bytes: Buffer, headers?: Record<string, string>) => h.upload('/api/fn/ticket/import', alice, {}, { name: 'import.xlsx', bytes }, headers);
  const status = async (jobId: string) => (await h.post('/api/fn/ticket/importStatus', { jobId }, { token: alice })).data;
  /** Rows of fn_records, visible or staged (the API cannot see staged ones). */
  const storedRows = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM fn_records`.execute(h.db.db)).rows[0].n);
  const stagedRows = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM fn_records WHERE import_job IS NOT NULL`.execute(h.db.db)).rows[0].n);
  const settle = async (jobId: string) => {
    for (;;) {
      const s = await status(jobId);
      if (s.state !== 'running') return s;
      await new Promise((r) => setImmediate(r));
    }
  };

  beforeAll(async () => {
    h = await createEngineHarness(target);
    [alice, mallory] = await Promise.all([h.token('alice'), h.token('mallory')]);
  });
  afterAll(async () => { await h?.close(); });

  it('publishes a large import at once with serial numbers, progress up to the total', async () => {
    const before = await count();
    const res = await importFile(workbook(rowsOf(600, 'bulk')));
    expect(res).toMatchObject({ code: 0, data: { jobId: expect.any(String), total: 600 } });
    const end = await settle(res.data.jobId);
    expect(end).toMatchObject({ state: 'succeeded', phase: 'done', total: 600, done: 600, imported: 600 });
    expect(await count()).toBe(before + 600);
    expect(await stagedRows()).toBe(0);
    const page = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title: 'bulk 599' } }, { token: alice });
    expect(page.data.records[0].data.no).toMatch(/^T\d{12}$/);
  }, 120_000);

  it('numbers imported rows in row order, batch after batch, continuing from and followed by single saves', async () => {
    process.env.IMPORT_BATCH_ROWS = '3';
    try {
      const noOf = async (title: string) => {
        const page = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title } }, { token: alice });
        expect(page.data.total).toBe(1);
        return Number(String(page.data.records[0].data.no).slice(-4));
      };
      expect((await h.post('/api/fn/ticket/save', { data: { title: 'serial before' } }, { token: alice })).code).toBe(0);
      expect(await importFile(workbook(rowsOf(8, 'serial row')))).toMatchObject({ code: 0, data: { imported: 8 } });
      expect((await h.post('/api/fn/ticket/save', { data: { title: 'serial after' } }, { token: alice })).code).toBe(0);
      const first = await noOf('serial before');
      const numbers = [];
      for (let i = 0; i < 8; i++) numbers.push(await noOf(`serial row ${i}`));
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => first + 1 + i));
      expect(await noOf('serial after')).toBe(first + 9);
    } finally {
      delete process.env.IMPORT_BATCH_ROWS;
    }
  });

  it('writes nothing when a row in the middle is bad, and lists it in the error file', async () => {
    const before = await storedRows();
    const res = await importFile(workbook(rowsOf(600, 'middle', 300)));
    const end = await settle(res.data.jobId);
    expect(end).toMatchObject({ state: 'failed', code: 422, errorFileId: expect.any(String) });
    expect(await storedRows()).toBe(before);
    const file = await h.download(`/api/files/${end.errorFileId}`, alice);
    const sheet = XLSX.read(file.body, { type: 'buffer' });
    const lines = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1 });
    expect(lines.map((l) => l[0])).toEqual(['Row', 302]);
  }, 120_000);

  it('leaves nothing when canceled, and a canceled job cannot be canceled again', async () => {
    const before = await storedRows();
    const res = await importFile(workbook(rowsOf(3000, 'cancel')));
    const cancel = await h.post('/api/fn/ticket/importCancel', { jobId: res.data.jobId }, { token: alice });
    expect(cancel).toMatchObject({ code: 0, data: { canceled: true } });
    const end = await settle(res.data.jobId);
    expect(end).toMatchObject({ state: 'canceled', code: 409, msg: expect.stringMatching(/canceled/i) });
    expect(await storedRows()).toBe(before);
    expect((await h.post('/api/fn/ticket/importCancel', { jobId: res.data.jobId }, { token: alice })).data).toMatchObject({ canceled: false, state: 'canceled' });
    // Another user (another company) can neither follow nor cancel it.
    expect((await h.post('/api/fn/ticket/importCancel', { jobId: res.data.jobId }, { token: mallory })).code).toBe(404);
  }, 120_000);

  it('answers another company\'s requests between the batches of a running import', async () => {
    // The checks read cached definitions and members (no I/O to wait on): the job gives way after every batch.
    process.env.IMPORT_SLICE_MS = '0.001';
    const res = await importFile(workbook(rowsOf(1000, 'interleave'))).finally(() => { delete process.env.IMPORT_SLICE_MS; });
    const seen: string[] = [];
    for (;;) {
      // A request of another tenant that reads the database.
      const other = await h.post('/api/admin/user/getCurrentHrUserInfo', {}, { token: mallory });
      expect(other.code).toBe(0);
      const s = await status(res.data.jobId);
      seen.push(`${s.state}:${s.phase}`);
      if (s.state !== 'running') break;
    }
    // Answers came back while the job was still checking rows AND while it was writing them.
    expect(seen).toContain('running:checking');
    expect(seen).toContain('running:writing');
    expect(seen.at(-1)).toBe('succeeded:done');
  }, 180_000);

  it('a repeated x-request-id publishes nothing the second time', async () => {
    const before = await storedRows();
    const first = await importFile(workbook(rowsOf(250, 'twice')), { 'x-request-id': 'bulk-twice' });
    expect(await settle(first.data.jobId)).toMatchObject({ state: 'succeeded' });
    const again = await importFile(workbook(rowsOf(250, 'twice again')), { 'x-request-id': 'bulk-twice' });
    expect(await settle(again.data.jobId)).toMatchObject({ state: 'failed', code: 409 });
    expect(await storedRows()).toBe(before + 250);
  }, 120_000);

  it('the start-up sweep finishes a job whose process stopped and deletes what it staged', async () => {
    const data = createDataAccess(h.db.db, h.db.dialect);
    const t = data.forTenant('acme');
    const fn = await sql<{ id: number }>`SELECT id FROM functions WHERE code = 'ticket' AND tenant_id = 'acme'`.execute(h.db.db);
    const fnId = fn.rows[0].id;
    const user = await sql<{ id: number }>`SELECT id FROM users WHERE user_name = 'alice'`.execute(h.db.db);
    const before = await storedRows();
    const longAgo = MARCH_1 - STALE_JOB_MS - 1000;
    await t.importJobs.create({ id: 'stopped-job', userId: user.rows[0].id, fnId, total: 2, now: longAgo });
    await t.records.insertStaged('stopped-job', [1, 2].map((n) => ({ fnId, fnVersion: 1, data: { title: `orphan ${n}` }, userId: user.rows[0].id, now: longAgo })));
    // A job that is still making progress is left alone.
    await t.importJobs.create({ id: 'live-job', userId: user.rows[0].id, fnId, total: 1, now: MARCH_1 });
    expect(await storedRows()).toBe(before + 2);
    expect(await sweepImportJobs(data, MARCH_1, 'en-US')).toBe(1);
    expect(await storedRows()).toBe(before);
    expect(await t.importJobs.get('stopped-job')).toMatchObject({ state: 'failed', code: 500, msg: expect.stringMatching(/interrupted/) });
    expect(await t.importJobs.get('live-job')).toMatchObject({ state: 'running' });
  });
});

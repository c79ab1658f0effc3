import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, STALE_JOB_MS, sweepImportJobs } from '@server';
import { craftXlsx } from '../excel/xlsx-fixtures';
import { databases } from '../support/databases';
import { createEngineHarness, MARCH_1, type EngineHarness } from './support';

function workbook(main: unknown[][], name = 'Ticket'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(main), name);
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
  const importFile = (bytes: Buffer, headers?: Record<string, string>, fn = 'ticket') => h.upload(`/api/fn/${fn}/import`, alice, {}, { name: 'import.xlsx', bytes }, headers);
  const status = async (jobId: string, fn = 'ticket') => (await h.post(`/api/fn/${fn}/importStatus`, { jobId }, { token: alice })).data;
  /** Comments: a function without serial numbers. */
  const comments = (n: number, prefix: string, bad?: number) => [['body', 'ticketNo'], ...Array.from({ length: n }, (_, i) => [i === bad ? '' : `${prefix} ${i}`, `N-${i}`])];
  const withEnv = async <T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> => {
    Object.assign(process.env, env);
    try {
      return await run();
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
    }
  };
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

  /**
   * Imports a file of comments read in parts of 100 rows (staged 50 at a time), answered with
   * `answered` rows first counted, and waits for its job: `imported` rows stored, none left staged.
   */
  const importInParts = async (bytes: Buffer, answered: number, imported: number) => {
    const before = await storedRows();
    const res = await withEnv({ IMPORT_STREAM_ROWS: '100', IMPORT_BATCH_ROWS: '50' }, () => importFile(bytes, undefined, 'comment'));
    expect(res).toMatchObject({ code: 0, data: { total: answered } });
    let end;
    do end = await status(res.data.jobId, 'comment'); while (end.state === 'running');
    expect(end).toMatchObject({ state: 'succeeded', imported, total: imported });
    expect(await storedRows()).toBe(before + imported);
    expect(await stagedRows()).toBe(0);
  };

  beforeAll(async () => {
    h = await createEngineHarness(target);
    [alice, mallory] = await Promise.all([h.token('alice'), h.token('mallory')]);
  });
  afterAll(async () => { await h?.close(); });

  it('publishes a large import at once with serial numbers, progress up to the total', async () => {
    const before = await count();
    const batches = h.app.stageWriter?.written ?? 0;
    const publishes = h.app.stageWriter?.published ?? 0;
    const res = await importFile(workbook(rowsOf(600, 'bulk')));
    expect(res).toMatchObject({ code: 0, data: { jobId: expect.any(String), total: 600 } });
    const end = await settle(res.data.jobId);
    expect(end).toMatchObject({ state: 'succeeded', phase: 'done', total: 600, done: 600, imported: 600 });
    expect(await count()).toBe(before + 600);
    expect(await stagedRows()).toBe(0);
    const page = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title: 'bulk 599' } }, { token: alice });
    expect(page.data.records[0].data.no).toMatch(/^T\d{12}$/);
    // On SQLite the staging thread wrote the batches (server/data/stage-writer.ts); PostgreSQL has none.
    // ...and the publish, off the event loop.
    if (target.name === 'sqlite') {
      expect(h.app.stageWriter!.written).toBeGreaterThan(batches);
      expect(h.app.stageWriter!.published).toBe(publishes + 1);
    } else expect(h.app.stageWriter).toBeUndefined();
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

  it('checks a function\'s rows while the file is still read, and stages them meanwhile when it numbers nothing', async () => {
    const before = await storedRows();
    const seen = new Set<string>();
    await withEnv({ IMPORT_STREAM_ROWS: '100', IMPORT_SLICE_MS: '0.001', IMPORT_BATCH_ROWS: '50' }, async () => {
      const res = await importFile(workbook(comments(1200, 'streamed'), 'Comment'), undefined, 'comment');
      expect(res).toMatchObject({ code: 0, data: { jobId: expect.any(String), total: 1200 } });
      for (;;) {
        const s = await status(res.data.jobId, 'comment');
        if (s.state !== 'running') break;
        if (s.phase === 'checking' && (await stagedRows()) > 0) seen.add('staged while checking');
        // While checking, progress counts the rows checked only (the dialog shows "checking N of total").
        if (s.phase === 'checking') expect(s.done).toBeLessThanOrEqual(s.total / 2);
      }
      expect(await status(res.data.jobId, 'comment')).toMatchObject({ state: 'succeeded', imported: 1200, done: 1200 });
    });
    expect(seen).toContain('staged while checking');
    expect(await storedRows()).toBe(before + 1200);
    expect(await stagedRows()).toBe(0);
    // A bad row near the end: what was staged before it goes, and the error file names it.
    const res = await withEnv({ IMPORT_STREAM_ROWS: '100' }, () => importFile(workbook(comments(1200, 'late', 1150), 'Comment'), undefined, 'comment'));
    let end;
    do end = await status(res.data.jobId, 'comment'); while (end.state === 'running');
    expect(end).toMatchObject({ state: 'failed', code: 422, errorFileId: expect.any(String) });
    expect(await storedRows()).toBe(before + 1200);
    expect(await stagedRows()).toBe(0);
  }, 180_000);

  it('uses up no serial number for a file refused for a late row', async () => {
    const noOf = async (title: string) => {
      const page = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title } }, { token: alice });
      return Number(String(page.data.records[0].data.no).slice(-4));
    };
    expect((await h.post('/api/fn/ticket/save', { data: { title: 'numbered before' } }, { token: alice })).code).toBe(0);
    const res = await withEnv({ IMPORT_STREAM_ROWS: '50' }, () => importFile(workbook(rowsOf(600, 'refused late', 590))));
    expect(await settle(res.data.jobId)).toMatchObject({ state: 'failed', code: 422 });
    expect((await h.post('/api/fn/ticket/save', { data: { title: 'numbered after' } }, { token: alice })).code).toBe(0);
    expect(await noOf('numbered after')).toBe((await noOf('numbered before')) + 1);
  }, 120_000);

  it('gives back the serial numbers of a canceled import, unless a record took one after them', async () => {
    const noOf = async (title: string) => {
      const page = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title } }, { token: alice });
      return Number(String(page.data.records[0].data.no).slice(-4));
    };
    /** Starts an import of 1,500 tickets and cancels it once it has staged rows (numbers taken); `meanwhile` runs then. */
    const cancelWhileStaging = async (prefix: string, meanwhile?: () => Promise<void>) => {
      await withEnv({ IMPORT_SLICE_MS: '0.001', IMPORT_BATCH_ROWS: '20' }, async () => {
        const res = await importFile(workbook(rowsOf(1500, prefix)));
        while ((await stagedRows()) < 40) {
          expect((await status(res.data.jobId)).state).toBe('running');
        }
        await meanwhile?.();
        expect((await h.post('/api/fn/ticket/importCancel', { jobId: res.data.jobId }, { token: alice })).data).toMatchObject({ canceled: true });
        expect(await settle(res.data.jobId)).toMatchObject({ state: 'canceled' });
      });
      expect(await stagedRows()).toBe(0);
    };
    expect((await h.post('/api/fn/ticket/save', { data: { title: 'given back before' } }, { token: alice })).code).toBe(0);
    await cancelWhileStaging('given back');
    expect((await h.post('/api/fn/ticket/save', { data: { title: 'given back after' } }, { token: alice })).code).toBe(0);
    expect(await noOf('given back after')).toBe((await noOf('given back before')) + 1);
    // A ticket saved while the import stages takes the number after the import's: those stay used.
    await cancelWhileStaging('kept', async () => {
      expect((await h.post('/api/fn/ticket/save', { data: { title: 'kept meanwhile' } }, { token: alice })).code).toBe(0);
    });
    expect((await h.post('/api/fn/ticket/save', { data: { title: 'kept after' } }, { token: alice })).code).toBe(0);
    const meanwhile = await noOf('kept meanwhile');
    expect(meanwhile).toBeGreaterThan((await noOf('given back after')) + 40);
    expect(await noOf('kept after')).toBe(meanwhile + 1);
  }, 180_000);

  it('imports each row once when the parser starts a file over (the fast reader meets a cell only SheetJS reads)', async () => {
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    // Row 700 holds, outside the mapped columns, a formula without a value: read past the first parts, the file is read again by SheetJS.
    const rows = [`<row r="1">${cell('A1', 'body')}</row>`];
    for (let r = 2; r <= 1001; r++) rows.push(`<row r="${r}">${cell(`A${r}`, `again ${r}`)}${r === 700 ? '<c r="C700"><f>1+1</f></c>' : ''}</row>`);
    // Five trailing rows without cells: the first look counts their tags, the read started over counts the rows that hold data.
    for (let r = 1002; r <= 1006; r++) rows.push(`<row r="${r}"/>`);
    const bytes = Buffer.from(craftXlsx([{ name: 'Comment', data: rows.join('') }]));
    await importInParts(bytes, 1005, 1000);
  }, 120_000);

  it('reads every sub-table sheet of a file: a line naming no row is a problem even beside another table\'s line on its sheet row', async () => {
    const before = await storedRows();
    const book = (stepOwner: number) => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['body'], ['one'], ['two']]), 'Comment');
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['#', 'step'], [stepOwner, 'a step']]), 'steps');
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['#', 'ref'], [1, 'a ref']]), 'refs');
      return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    const refused = await importFile(book(9), undefined, 'comment');
    expect(refused).toMatchObject({ code: 422, data: { errorFileId: expect.any(String) } });
    const file = await h.download(`/api/files/${refused.data.errorFileId}`, alice);
    const sheet = XLSX.read(file.body, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1 })[1]).toEqual([2, expect.stringMatching(/^steps #2: .*9/)]);
    expect(await storedRows()).toBe(before);
    expect(await importFile(book(2), undefined, 'comment')).toMatchObject({ code: 0, data: { imported: 2 } });
    const page = await h.post('/api/fn/comment/page', { current: 1, size: 50 }, { token: alice });
    const one = page.data.records.find((r: { data: { body: string } }) => r.data.body === 'one');
    const two = page.data.records.find((r: { data: { body: string } }) => r.data.body === 'two');
    expect(one.data).toMatchObject({ refs: [{ ref: 'a ref' }] });
    expect(two.data).toMatchObject({ steps: [{ step: 'a step' }] });
  });

  it('imports each row once, with all its lines, when a sub-table sheet read in step names a row already handed on', async () => {
    const main = [['body', 'ticketNo'], ...Array.from({ length: 300 }, (_, i) => [`in step ${i + 1}`, `instep-${i + 1}-x`])];
    // Lines in row order, as the export writes them, but the last one names row 1: met once rows 1-100 have gone to be checked.
    const steps = [['#', 'step'], ...Array.from({ length: 300 }, (_, i) => [i + 1, `step ${i + 1}`]), [1, 'step 1 again']];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(main), 'Comment');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(steps), 'steps');
    const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await importInParts(bytes, 300, 300);
    const stepsOf = async (n: number) => {
      const page = await h.post('/api/fn/comment/page', { current: 1, size: 10, filters: { ticketNo: `instep-${n}-x` } }, { token: alice });
      expect(page).toMatchObject({ code: 0 });
      expect(page.data.records).toHaveLength(1);
      return page.data.records[0].data.steps;
    };
    expect(await stepsOf(1)).toEqual([{ step: 'step 1' }, { step: 'step 1 again' }]);
    expect(await stepsOf(150)).toEqual([{ step: 'step 150' }]);
    expect(await stepsOf(300)).toEqual([{ step: 'step 300' }]);
  }, 120_000);

  it('answers a small file at once by its rows that hold data, and refuses a file of blank rows however long', async () => {
    const padded = [...comments(150, 'padded'), ...Array.from({ length: 100 }, () => [null, null])];
    const ws = XLSX.utils.aoa_to_sheet(padded);
    // Formatted empty rows: row elements without values, as spreadsheet programs leave them.
    for (let r = 152; r <= 251; r++) ws[`A${r}`] = { t: 'z', s: { fill: { fgColor: { rgb: 'FFFF00' } } } } as XLSX.CellObject;
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Comment');
    expect(await importFile(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, undefined, 'comment')).toMatchObject({ code: 0, data: { imported: 150 } });
    const blank = `<row r="1"><c r="A1" t="inlineStr"><is><t>body</t></is></c></row>${Array.from({ length: 700 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" s="1"/></row>`).join('')}`;
    const res = await withEnv({ IMPORT_STREAM_ROWS: '100' }, () => importFile(Buffer.from(craftXlsx([{ name: 'Comment', data: blank }])), undefined, 'comment'));
    // Its first part holds no data but is not its last: the job finds out, and fails as an empty file does.
    expect(res).toMatchObject({ code: 0, data: { jobId: expect.any(String) } });
    let end;
    do end = await status(res.data.jobId, 'comment'); while (end.state === 'running');
    expect(end).toMatchObject({ state: 'failed', msg: expect.stringMatching(/no rows/i) });
  });

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

import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { enginePack } from './engine-pack';
import { createEngineHarness, type EngineHarness } from './support';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function workbook(main: unknown[][], lines?: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(main), 'Ticket');
  if (lines) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(lines), 'lines');
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

describe.each(databases())('lookups, files and Excel ($name)', (target) => {
  let h: EngineHarness;
  let alice: string;
  let mallory: string;
  const count = async (filters: Record<string, unknown> = {}) =>
    (await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters }, { token: alice })).data.total as number;
  const importFile = (name: string, bytes: Buffer, headers?: Record<string, string>) =>
    h.upload('/api/fn/ticket/import', alice, {}, { name, bytes }, headers);

  beforeAll(async () => {
    h = await createEngineHarness(target);
    [alice, mallory] = await Promise.all([h.token('alice'), h.token('mallory')]);
  });
  afterAll(async () => { await h?.close(); });

  it('serves enums and dictionaries of the installed packs in the caller\'s language', async () => {
    const dict = await h.post('/api/api/getDictListByDicType', { typeCode: 'ticketKind' }, { token: alice, lang: 'en-US' });
    expect(dict).toMatchObject({ code: 0, data: [{ code: 'bug', name: 'Bug' }, { code: 'feature', name: 'Feature' }] });
    const zh = await h.post('/api/api/getEnumListByCls', { enumClassName: 'TicketTag' }, { token: alice, lang: 'zh-CN' });
    expect(zh.data).toEqual([{ code: 'ui', name: '界面' }, { code: 'api', name: '接口' }]);
    expect((await h.post('/api/api/getDictListByDicType', { typeCode: 'vehicle' }, { token: alice, lang: 'en-US' })).data).toContainEqual({ code: 'plane', name: 'Plane' });
    expect((await h.post('/api/api/getDictListByDicType', { typeCode: 'nope' }, { token: alice })).data).toEqual([]);
    expect((await h.post('/api/api/getDictListByDicType', { typeCode: 'ticketKind' }, { token: mallory })).data).toEqual([]);
    expect((await h.post('/api/api/getDictListByDicType', {})).code).toBe(4);
    // An install drops the cached lookups.
    const upgraded = enginePack('1.1.0');
    upgraded.lookups!.dicts!.ticketKind.push({ code: 'chore', name: 'Chore' });
    expect((await h.post('/api/pack/install', { pack: upgraded }, { token: await h.token('admin') })).code).toBe(0);
    const after = await h.post('/api/api/getDictListByDicType', { typeCode: 'ticketKind' }, { token: alice, lang: 'en-US' });
    expect(after.data.map((i: { code: string }) => i.code)).toEqual(['bug', 'feature', 'chore']);
  });

  it('uploads within the field\'s limits, downloads tenant-scoped with the file name, and checks ids on save', async () => {
    const bytes = Buffer.from('hello attachment');
    const up = await h.upload('/api/files/upload', alice, { functionCode: 'ticket', field: 'files' }, { name: '报告.txt', type: 'text/plain', bytes });
    expect(up).toMatchObject({ code: 0, data: { id: expect.any(String), name: '报告.txt', size: bytes.length, type: 'text/plain' } });
    const got = await h.download(`/api/files/${up.data.id}`, alice);
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);
    expect(String(got.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('报告.txt')}`);
    const other = await h.download(`/api/files/${up.data.id}`, mallory);
    expect(JSON.parse(other.body.toString())).toMatchObject({ code: 404 });
    // The session token is not accepted in the URL (tests/security/files.test.ts covers the single-use tickets).
    const byQuery = await h.app.inject({ method: 'GET', url: `/api/files/${up.data.id}?accesstoken=${alice}` });
    expect(byQuery.rawPayload.equals(bytes)).toBe(false);

    const big = await h.upload('/api/files/upload', alice, { functionCode: 'ticket', field: 'files' }, { name: 'big.pdf', bytes: Buffer.alloc(1001) });
    expect(big).toMatchObject({ code: 413, msg: expect.stringContaining('File too large') });
    const exe = await h.upload('/api/files/upload', alice, { functionCode: 'ticket', field: 'files' }, { name: 'run.exe', bytes: Buffer.from('MZ') });
    expect(exe).toMatchObject({ code: 415, msg: expect.stringContaining('File format error') });
    const zh = await h.upload('/api/files/upload', alice, { functionCode: 'ticket', field: 'files' }, { name: 'run.exe', bytes: Buffer.from('MZ') }, { lang: 'zh-CN' });
    expect(zh.msg).toContain('文件格式错误');
    // Defaults without a field: 10 MiB, office and image types.
    expect((await h.upload('/api/files/upload', alice, {}, { name: 'a.png', bytes: Buffer.from('png') })).code).toBe(0);
    expect((await h.upload('/api/files/upload', alice, {}, undefined)).code).toBe(400);

    const ok = await h.post('/api/fn/ticket/save', { data: { title: 'with file', files: [{ id: up.data.id, name: '报告.txt', size: bytes.length }] } }, { token: alice });
    expect(ok.code).toBe(0);
    const missing = await h.post('/api/fn/ticket/save', { data: { title: 'bad file', files: [{ id: '00000000-0000-0000-0000-000000000000', name: 'x', size: 1 }] } }, { token: alice, lang: 'en-US' });
    expect(missing.code).toBe(14);
    expect(missing.data.reqFieldErrorList[0]).toMatchObject({ fields: 'files', message: 'Files: the file does not exist' });
    const malformed = await h.post('/api/fn/ticket/save', { data: { title: 'bad', files: ['x'] } }, { token: alice });
    expect(malformed.code).toBe(14);
    // Users must be members of the tenant.
    const badUser = await h.post('/api/fn/ticket/save', { data: { title: 'u', owner: 999999 } }, { token: alice, lang: 'en-US' });
    expect(badUser.data.reqFieldErrorList[0]).toMatchObject({ fields: 'owner', message: 'Owner: the user does not exist' });
  });

  it('exports the current search: headers in the caller\'s language, yuan with 2 decimals, labels, lines sheet', async () => {
    await h.post('/api/fn/ticket/save', {
      data: { title: 'export me', amount: 123450, kind: 'bug', tags: ['ui', 'api'], due: '2024-05-06', lines: [{ subject: 'a', amount: 100 }, { subject: 'b', amount: 250 }] },
    }, { token: alice });
    await h.post('/api/fn/ticket/save', { data: { title: 'not me', kind: 'feature' } }, { token: alice });
    const res = await h.app.inject({
      method: 'POST', url: '/api/fn/ticket/export', headers: { 'content-type': 'application/json', accesstoken: alice, lang: 'en-US' },
      payload: JSON.stringify({ filters: { kind: 'bug' } }),
    });
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(String(res.headers['content-disposition'])).toContain('Ticket.xlsx');
    const wb = XLSX.read(res.rawPayload);
    expect(wb.SheetNames).toEqual(['Ticket', 'lines']);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Ticket);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Title: 'export me', Amount: 1234.5, Kind: 'Bug', Tags: 'UI, API', 'Due date': '2024-05-06' });
    expect(String(rows[0].Number)).toMatch(/^T\d{12}$/);
    expect(XLSX.read(res.rawPayload, { cellNF: true }).Sheets.Ticket.C2.z).toBe('0.00');
    expect(XLSX.utils.sheet_to_json(wb.Sheets.lines)).toEqual([{ '#': 1, Subject: 'a', 'Line amount': 1 }, { '#': 1, Subject: 'b', 'Line amount': 2.5 }]);
    expect((await h.post('/api/fn/ticket/export', { filters: { owner: 1 } }, { token: alice })).code).toBe(400);
  });

  it('imports .xlsx and .xls all or nothing, converting labels, yuan and dates', async () => {
    const before = await count();
    const main = [
      ['Title', 'Amount', 'Kind', 'Tags', 'Due date', 'Number'],
      ['imported one', 12.34, 'Bug', 'UI', new Date(Date.UTC(2024, 5, 7)), 'ignored'],
      ['imported two', '5', 'feature', '', '2024/6/8', null],
    ];
    const lines = [['#', 'Subject', 'Line amount'], [1, 'x', 1.5], [1, 'y', 2], [2, 'z', 3]];
    const res = await importFile('tickets.xlsx', workbook(main, lines), { 'x-request-id': 'import-1' });
    expect(res).toMatchObject({ code: 0, data: { imported: 2 } });
    expect(await count()).toBe(before + 2);
    const page = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title: 'imported one' } }, { token: alice });
    const rec = page.data.records[0].data;
    expect(rec).toMatchObject({ amount: 1234, kind: 'bug', tags: ['ui'], due: '2024-06-07', lines: [{ subject: 'x', amount: 150 }, { subject: 'y', amount: 200 }] });
    expect(rec.no).toMatch(/^T\d{12}$/);
    expect((await importFile('tickets.xlsx', workbook(main, lines), { 'x-request-id': 'import-1' })).code).toBe(409);

    const xls = await importFile('old.xls', workbook([['标题', '类型'], ['from xls', '需求']], undefined, 'xls'));
    expect(xls).toMatchObject({ code: 0, data: { imported: 1 } });
    expect(await count({ title: 'from xls' })).toBe(1);
  });

  it('answers "data import failed" with an error file listing row and reason, and writes nothing', async () => {
    const before = await count();
    const main = [['Title', 'Amount', 'Kind'], ['good row', 1, 'Bug'], ['', 2, 'Bug'], ['bad kind', 3, 'Nope'], ['neg', -5, 'Bug']];
    const res = await importFile('bad.xlsx', workbook(main));
    expect(res).toMatchObject({ code: 422, msg: expect.stringMatching(/import failed/i), data: { errorFileId: expect.any(String) } });
    expect(await count()).toBe(before);
    const file = await h.download(`/api/files/${res.data.errorFileId}`, alice);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(file.body).Sheets.errors, { header: 1 });
    expect(rows[0]).toEqual(['Row', 'Reason']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([3, 4, 5]);
    expect(String(rows[1][1])).toMatch(/Title is required/);
    expect(String(rows[2][1])).toContain('Nope');
    expect(String(rows[3][1])).toMatch(/Amount/);
    expect((await importFile('x.xlsx', workbook([['Unknown column'], ['v']]))).code).toBe(400);
    expect((await importFile('x.csv', Buffer.from('a,b'))).code).toBe(415);
    expect((await h.download(`/api/files/${res.data.errorFileId}`, mallory)).body.toString()).toContain('"code":404');
  });

  it('runs a long import as a job with progress', async () => {
    const before = await count();
    const main = [['Title', 'Amount'], ...Array.from({ length: 250 }, (_, i) => [`bulk ${i}`, i + 1])];
    const res = await importFile('bulk.xlsx', workbook(main));
    expect(res).toMatchObject({ code: 0, data: { jobId: expect.any(String), total: 250 } });
    let status;
    for (let i = 0; i < 200; i++) {
      status = await h.post('/api/fn/ticket/importStatus', { jobId: res.data.jobId }, { token: alice });
      expect(status.code).toBe(0);
      if (status.data.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status!.data).toMatchObject({ state: 'succeeded', total: 250, done: 250, imported: 250 });
    expect(await count()).toBe(before + 250);
    expect((await h.post('/api/fn/ticket/importStatus', { jobId: res.data.jobId }, { token: mallory })).code).toBe(404);
  });
});

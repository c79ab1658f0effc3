import * as XLSX from '@e965/xlsx';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { DEMO_PASSWORD } from '@server';
import { bundled } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

/** The payroll sheet a payroll administrator fills in: the export's headers (en-US), money in yuan. */
const HEADER = ['Employee', 'Month', 'Base salary', 'Allowances', 'Bonus', 'Overtime pay', 'Social insurance', 'Housing fund', 'Income tax', 'Other deductions', 'Remarks'];

function sheet(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Payslip');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function multipart(name: string, bytes: Buffer) {
  const boundary = `----b${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(databases())('payslip pack ($name)', (target) => {
  let f: PackHarness;
  const tokens: Record<string, string> = {};
  const importFile = async (user: string, bytes: Buffer) => {
    const { payload, contentType } = multipart('payroll-2026-10.xlsx', bytes);
    const res = await f.h.app.inject({ method: 'POST', url: '/api/fn/payroll/import', headers: { 'content-type': contentType, accesstoken: tokens[user], lang: 'en-US' }, payload });
    return res.json() as { code: number; msg: string; data: any };
  };
  const download = async (user: string, path: string, body?: unknown) => {
    const res = await f.h.app.inject({
      method: body === undefined ? 'GET' : 'POST', url: path,
      headers: { accesstoken: tokens[user], lang: 'en-US', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return res;
  };
  const list = async (user: string, filters: Record<string, unknown> = {}) => {
    const res = await f.as(user, '/api/fn/payroll/page', { current: 1, size: 50, filters });
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data.records as { id: number; data: Record<string, any> }[];
  };
  const count = async () => Number((await f.h.db.selectFrom('fn_records').innerJoin('functions', 'functions.id', 'fn_records.fn_id')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('functions.code', '=', 'payroll').where('fn_records.tenant_id', '=', 'acme').executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    f = await createPackHarness(target, ['admin', 'alice', 'bob', 'carol', 'erin', 'finance']);
    for (const u of ['alice', 'bob', 'finance']) tokens[u] = await f.h.token(u);
  });
  afterAll(async () => { await f?.close(); });

  it('refuses a file with one bad row as a whole, with an error file naming the row and why', async () => {
    const before = await count();
    const res = await importFile('finance', sheet([
      [f.ids.alice, '2026-10', 12000, 800, 1500, 0, 1380, 960, 426, 0, ''],
      [f.ids.bob, '2026-13', 18000, 1200, 3000, 450, 2070, 1440, 1289, 0, ''],
      [999999, '2026-10', 1000, 0, 0, 0, 0, 0, 0, 0, ''],
      [f.ids.carol, '2026-10', 1000, 0, 0, 0, 800, 500, 0, 0, 'deductions above gross'],
    ]));
    expect(res, JSON.stringify(res)).toMatchObject({ code: 422, data: { errorFileId: expect.any(String), failedRows: 3 } });
    expect(await count()).toBe(before);
    const file = await download('finance', `/api/files/${res.data.errorFileId}`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(file.rawPayload).Sheets.errors, { header: 1 });
    expect(rows.slice(1).map((r) => r[0])).toEqual([3, 4, 5]);
    expect(String(rows[1][1])).toContain('YYYY-MM');
    expect(String(rows[3][1])).toContain('Deductions cannot exceed the gross pay');
  });

  it('imports a good file in one go, computing gross, deductions and net; one slip per employee and month', async () => {
    const res = await importFile('finance', sheet([
      [f.ids.alice, '2026-10', 12000, 800, 1500, 0, 1380, 960, 426, 0, 'October'],
      [f.ids.bob, '2026-10', 18000, 1200, 3000, 450, 2070, 1440, 1289, 0, 'October'],
    ]));
    expect(res, JSON.stringify(res)).toMatchObject({ code: 0, data: { imported: 2 } });
    const rows = await list('finance', { payMonth: '2026-10' });
    const alice = rows.find((r) => r.data.employee === f.ids.alice)!;
    expect(alice.data).toMatchObject({ grossPay: 1_430_000, deductionTotal: 276_600, netPay: 1_153_400, slipNo: expect.stringMatching(/^GZ\d{12}$/) });

    const again = await importFile('finance', sheet([[f.ids.alice, '2026-10', 1, 0, 0, 0, 0, 0, 0, 0, 'twice']]));
    expect(again).toMatchObject({ code: 422, data: { failedRows: 1 } });
    const twiceInFile = await importFile('finance', sheet([
      [f.ids.carol, '2026-10', 1, 0, 0, 0, 0, 0, 0, 0, ''], [f.ids.carol, '2026-10', 2, 0, 0, 0, 0, 0, 0, 0, ''],
    ]));
    expect(twiceInFile).toMatchObject({ code: 422, data: { failedRows: 1 } });
  });

  it('names employees by login or full name as well as by id; a name nobody has refuses the file', async () => {
    const before = await count();
    const unknown = await importFile('finance', sheet([
      ['carol', '2026-11', 22000, 0, 0, 0, 0, 0, 0, 0, ''], ['Nobody Here', '2026-11', 1000, 0, 0, 0, 0, 0, 0, 0, ''],
    ]));
    expect(unknown).toMatchObject({ code: 422, data: { failedRows: 1 } });
    const file = await download('finance', `/api/files/${unknown.data.errorFileId}`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(file.rawPayload).Sheets.errors, { header: 1 });
    expect(rows.slice(1)).toEqual([[3, 'Employee: cannot read the value "Nobody Here"']]);
    expect(await count()).toBe(before);

    const named = await importFile('finance', sheet([['carol', '2026-11', 22000, 0, 0, 0, 0, 0, 0, 0, ''], ['Erin Approver', '2026-11', 15000, 0, 0, 0, 0, 0, 0, 0, '']]));
    expect(named, JSON.stringify(named)).toMatchObject({ code: 0, data: { imported: 2 } });
    const slips = await list('finance', { payMonth: '2026-11' });
    expect(slips.map((r) => r.data.employee).sort()).toEqual([f.ids.carol, f.ids.erin].sort());
  });

  it('staff cannot import, create, edit or delete payslips', async () => {
    expect((await importFile('alice', sheet([[f.ids.alice, '2026-11', 99999, 0, 0, 0, 0, 0, 0, 0, '']]))).code).not.toBe(0);
    const created = await f.save('alice', 'payroll', { employee: f.ids.alice, payMonth: '2026-11', baseSalary: 9_999_900 });
    expect(created.code).not.toBe(0);
    const mine = (await list('alice'))[0];
    const edited = await f.save('alice', 'payroll', { ...mine.data, baseSalary: 9_999_900 }, mine.id);
    expect(edited.code).not.toBe(0);
    expect((await f.as('alice', '/api/fn/payroll/delete', { id: mine.id })).code).not.toBe(0);
    expect((await list('finance', { employee: f.ids.alice })).every((r) => r.data.baseSalary !== 9_999_900)).toBe(true);
  });

  it('my payslips: each staff member reads only their own, in the list, by id and in the export', async () => {
    const all = await list('finance', { payMonth: '2026-10' });
    const bobs = all.find((r) => r.data.employee === f.ids.bob)!;
    const alices = all.find((r) => r.data.employee === f.ids.alice)!;

    const mine = await list('alice');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.data.employee === f.ids.alice)).toBe(true);
    expect(mine.map((r) => r.id)).toContain(alices.id);
    expect(await list('alice', { employee: f.ids.bob })).toEqual([]);

    const detail = await f.as('alice', '/api/fn/payroll/detail', { id: alices.id });
    expect(detail.code, JSON.stringify(detail)).toBe(0);
    expect(detail.data.record.data).toMatchObject({ netPay: 1_153_400, baseSalary: 1_200_000 });
    const others = await f.as('alice', '/api/fn/payroll/detail', { id: bobs.id });
    expect(others.code).not.toBe(0);
    expect(JSON.stringify(others)).not.toContain('1800000');

    const exported = await download('alice', '/api/fn/payroll/export', {});
    expect(exported.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(exported.rawPayload).Sheets[XLSX.read(exported.rawPayload).SheetNames[0]]);
    expect(rows.length).toBe(mine.length);
    expect(rows.every((r) => String(r.Employee) === String(f.ids.alice))).toBe(true);

    // bob reads his, not alice's; the payroll administrator reads everyone's.
    expect((await list('bob')).every((r) => r.data.employee === f.ids.bob)).toBe(true);
    expect((await f.as('bob', '/api/fn/payroll/detail', { id: alices.id })).code).not.toBe(0);
    expect(all.map((r) => r.data.employee)).toEqual(expect.arrayContaining([f.ids.alice, f.ids.bob]));
  });

  it('the menus: staff get "My payslips" read-only with export, the payroll administrator gets "Payroll" with every button', async () => {
    const menuMap = async (user: string) => (await f.as(user, '/api/sys/getMenuTreetByUser')).data.menuMap as Record<string, string[]>;
    const staff = await menuMap('alice');
    expect(staff.S75010000000000).toEqual(['view', 'export']);
    expect(staff.S75020000000000).toBeUndefined();
    const payroll = await menuMap('finance');
    expect(payroll.S75020000000000).toEqual(['view', 'create', 'edit', 'delete', 'export', 'import']);
    expect(payroll.S75010000000000).toBeUndefined();
  });

  it('upgrades without losing a slip', async () => {
    const before = await count();
    const res = await f.as('admin', '/api/pack/install', { pack: { ...bundled('payslip'), version: '1.0.1' } });
    expect(res, JSON.stringify(res)).toMatchObject({ code: 0, data: { packId: 'payslip', version: '1.0.1' } });
    expect(await count()).toBe(before);
    expect((await list('alice')).length).toBeGreaterThan(0);
  });

  it('a second tenant never sees the slips', async () => {
    const login = await f.h.login('mallory', DEMO_PASSWORD, 'globex');
    const res = await f.h.post('/api/fn/payroll/page', { current: 1, size: 50 }, { token: login.data.token });
    expect(res.code === 0 ? res.data.records : []).toEqual([]);
  });
});

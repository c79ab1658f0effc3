import * as XLSX from '@e965/xlsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { rulesLab } from '../rules/support';
import { multipartBody } from './support';

/**
 * An import checks its rows a chunk at a time (shared look-ups, one unique look-up per
 * chunk and field): every row must still get the answer a save of that row alone gets.
 * Chunks of 3 rows here, so clashes and failures fall inside and across chunks.
 */
describe.each(databases())('Excel import checked in chunks answers as one save per row ($name)', (target) => {
  let h: Harness;
  let lab: Awaited<ReturnType<typeof rulesLab>>;
  const messageOf = (res: { code: number; data: { reqFieldErrorList?: { message: string }[] } }) =>
    (res.data.reqFieldErrorList ?? []).map((e) => e.message).join('; ');

  const upload = async (fn: string, sheet: unknown[][]) => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(sheet), 'Sheet1');
    const { payload, contentType } = multipartBody({}, { name: 'rows.xlsx', bytes: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    const res = await h.app.inject({ method: 'POST', url: `/api/fn/${fn}/import`, headers: { 'content-type': contentType, accesstoken: lab.admin, lang: 'en-US' }, payload });
    return res.json() as { code: number; data: { imported?: number; errorFileId?: string } };
  };
  /** The error file's lines: [row, reason]. */
  const errorLines = async (fileId: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: { accesstoken: lab.admin } });
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    return XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1 }).slice(1);
  };
  const total = async (fn: string, filters: Record<string, unknown> = {}) =>
    (await lab.as('admin', `/api/fn/${fn}/page`, { current: 1, size: 50, filters })).data.total as number;

  beforeAll(async () => {
    process.env.IMPORT_CHECK_CHUNK = '3';
    process.env.IMPORT_BATCH_ROWS = '2';
    h = await createHarness(target);
    lab = await rulesLab(h);
  });
  afterEach(() => { process.env.IMPORT_CHECK_CHUNK = '3'; });
  afterAll(async () => {
    delete process.env.IMPORT_CHECK_CHUNK;
    delete process.env.IMPORT_BATCH_ROWS;
    await h?.close();
  });

  it('unique clashes with stored records (any typed form) and inside the file, in and across chunks, are the save\'s answers', async () => {
    await lab.create('rlAsset', { code: 'BAT-S', name: 'Stored' });
    const typed = await lab.create('rlAsset', { code: 'BAT-N', name: 'Typed' });
    // A value stored as a JSON number: the per-row look-up finds the text '77' too.
    await h.db.updateTable('fn_records').set({ data: JSON.stringify({ code: 77, name: 'Typed' }) }).where('id', '=', typed).execute();
    const stored = messageOf(await lab.save('rlAsset', { code: 'BAT-S', name: 'again' }));
    const typedAgain = messageOf(await lab.save('rlAsset', { code: '77', name: 'again' }));
    expect(stored).toMatch(/already/i);
    expect(typedAgain).toBe(stored.replace('BAT-S', '77'));
    const before = await total('rlAsset');

    const res = await upload('rlAsset', [
      ['code', 'name'],
      ['BAT-1', 'a'], ['BAT-2', 'b'], ['BAT-S', 'clash with stored, chunk 1'],
      ['BAT-1', 'clash inside the file, chunk 2'], ['77', 'typed clash'], ['BAT-3', 'c'],
      ['BAT-3', 'clash inside chunk 3'], ['', 'required code'], ['BAT-4', 'd'],
    ]);
    expect(res).toMatchObject({ code: 422, data: { errorFileId: expect.any(String) } });
    const required = messageOf(await lab.save('rlAsset', { name: 'required code' }));
    expect(await errorLines(res.data.errorFileId!)).toEqual([
      [4, stored], [5, stored], [6, typedAgain], [8, stored], [9, required],
    ]);
    expect(await total('rlAsset')).toBe(before);

    expect(await upload('rlAsset', [['code', 'name'], ['BAT-1', 'a'], ['BAT-2', 'b'], ['BAT-3', 'c'], ['BAT-4', 'd']])).toMatchObject({ code: 0, data: { imported: 4 } });
    expect(await total('rlAsset')).toBe(before + 4);
  });

  it('rules, defaults and look-ups of other records give each row of a chunk the save\'s answer', async () => {
    const contract = await lab.create('rlContract', { name: 'Batch contract', amount: 1000 });
    await lab.create('rlSettlement', { contract, planned: 600, settled: 600 });
    const rows = [
      { contract, planned: 300 }, // settled defaults to planned: 600 + 300 > 1000? no, 900
      { contract, planned: 200, settled: 300 }, // settled above planned (row 2 of chunk 1)
      { contract, planned: 500 }, // 600 + 500 exceeds the contract (stored records only)
      { contract, planned: 100, settled: 100 },
      { contract: 999_999, planned: 100 }, // no such contract
    ];
    const expected: [number, string][] = [];
    for (const [i, data] of rows.entries()) {
      const res = await lab.save('rlSettlement', data);
      if (res.code === 0) await lab.as('admin', '/api/fn/rlSettlement/delete', { id: res.data.id });
      else expected.push([i + 2, messageOf(res)]);
    }
    expect(expected.map(([row]) => row)).toEqual([3, 4, 6]);
    const before = await total('rlSettlement');
    const yuan = (cents?: number) => (cents === undefined ? '' : cents / 100);
    const res = await upload('rlSettlement', [['contract', 'planned', 'settled'], ...rows.map((r) => [r.contract, yuan(r.planned), yuan(r.settled)])]);
    expect(res).toMatchObject({ code: 422 });
    expect(await errorLines(res.data.errorFileId!)).toEqual(expected);
    expect(await total('rlSettlement')).toBe(before);
  });
});

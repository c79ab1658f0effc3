import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../server/support/databases';
import { createEngineHarness, type EngineHarness } from '../server/engine/support';

function workbook(rows: unknown[][], ref?: string): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Ticket');
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  if (!ref) return bytes;
  // Declare a range the file does not fill, the way a hostile file would (writing one that big would take the test minutes).
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('worksheets/sheet1.xml'))];
  const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
  entry.content = Buffer.from(xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`));
  return XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Buffer;
}

describe.each(databases())('Excel import caps ($name)', (target) => {
  let h: EngineHarness;
  let alice: string;
  const count = async () => (await h.post('/api/fn/ticket/page', { current: 1, size: 10 }, { token: alice })).data.total as number;
  const importFile = (bytes: Buffer) => h.upload('/api/fn/ticket/import', alice, {}, { name: 'import.xlsx', bytes });

  beforeAll(async () => {
    // The caps are configurable (read when an import starts); small ones keep the files small.
    process.env.IMPORT_MAX_ROWS = '300';
    process.env.IMPORT_MAX_COLUMNS = '20';
    h = await createEngineHarness(target);
    alice = await h.token('alice');
  });
  afterAll(async () => {
    delete process.env.IMPORT_MAX_ROWS;
    delete process.env.IMPORT_MAX_COLUMNS;
    await h?.close();
  });

  it('reads a small file that declares a million rows by the cells it really holds', async () => {
    const bytes = workbook([['Title', 'Amount', 'Kind'], ['declared huge', 1, 'Bug']], 'A1:E1048576');
    expect(bytes.length).toBeLessThan(16 * 1024);
    expect(await importFile(bytes)).toMatchObject({ code: 0, data: { imported: 1 } });
  });

  it('refuses more rows or columns than the caps with a clear message, writing nothing', async () => {
    const before = await count();
    const rows = [['Title', 'Amount', 'Kind'], ...Array.from({ length: 301 }, (_, i) => [`row ${i}`, 1, 'Bug'])];
    const tooLong = await importFile(workbook(rows));
    expect(tooLong).toMatchObject({ code: 400, msg: 'The import file has too many rows (at most 300)' });
    const wide = [Array.from({ length: 21 }, (_, i) => (i === 0 ? 'Title' : `c${i}`)), ['x']];
    expect(await importFile(workbook(wide))).toMatchObject({ code: 400, msg: 'The import file has too many columns (at most 20)' });
    // At the cap it is accepted.
    const atCap = [['Title', 'Amount', 'Kind'], ...Array.from({ length: 300 }, (_, i) => [`cap ${i}`, 1, 'Bug'])];
    expect(await importFile(workbook(atCap))).toMatchObject({ code: 0, data: { jobId: expect.any(String), total: 300 } });
    expect(await count()).toBe(before);
  });
});

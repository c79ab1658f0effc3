import type { ImportLimits } from '../grid-limits';
import type { Grid, GridProblem, ReadSheets } from '../sheet-grid';
import { openParts } from './parts';
import { readSheetCells, type SheetCells } from './sheet';
import { readSharedStrings } from './strings';
import { readWorkbook } from './workbook';

/**
 * The rows of a sheet as SheetJS's `sheet_to_json(header: 1, raw, defval: null, blankrows)`
 * gives them over A1 to the last cell: rows as wide as the widest with nulls in the holes,
 * a row without cells as [] (the first as nulls: SheetJS creates it to read the header).
 */
function gridOf(cells: SheetCells): Grid {
  const width = Math.max(cells.maxCol + 1, 1);
  const grid: Grid = new Array(Math.max(cells.maxRow + 1, 1));
  for (let r = 0; r < grid.length; r++) {
    const src = cells.rows[r];
    if (!src && r > 0) { grid[r] = []; continue; }
    const row = new Array(width);
    for (let c = 0; c < width; c++) row[c] = src?.[c] === undefined ? null : src[c];
    grid[r] = row;
  }
  return grid;
}

const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * Reads an .xlsx with fflate (the zip) and saxen (the XML), only the parts and cell values
 * the import needs, giving what the SheetJS path of `readSheets` gives. Answers undefined for
 * a file it does not read exactly as SheetJS does (not a zip: .xls, .csv; .xlsb; odd XML), which
 * the caller then reads with SheetJS; so does a file with a part declared larger than `maxPartBytes`.
 */
export function readXlsx(bytes: Uint8Array, wanted: string[], limits: ImportLimits, maxPartBytes: number): ReadSheets | GridProblem | undefined {
  if (!isZip(bytes)) return undefined;
  try {
    const parts = openParts(bytes, maxPartBytes);
    const workbookXml = parts.text('xl/workbook.xml');
    const relsXml = parts.text('xl/_rels/workbook.xml.rels');
    if (workbookXml === undefined || relsXml === undefined) return undefined;
    const book = readWorkbook(workbookXml, relsXml);
    if (!book.sheets.length) return undefined;
    const sstXml = book.sharedStrings === undefined ? undefined : parts.text(book.sharedStrings);
    const strings = sstXml === undefined ? [] : readSharedStrings(sstXml);
    const names = book.sheets.map((s) => s.name);
    const grids: Record<string, Grid> = {};
    for (const sheet of book.sheets) {
      if (sheet.name !== names[0] && !wanted.includes(sheet.name)) continue;
      const xml = parts.text(sheet.path);
      if (xml === undefined) return undefined;
      const cells = readSheetCells(xml, strings, limits);
      if (cells.maxRow > limits.maxRows) return { problem: 'rows', limit: limits.maxRows };
      if (cells.maxCol + 1 > limits.maxColumns) return { problem: 'columns', limit: limits.maxColumns };
      grids[sheet.name] = gridOf(cells);
    }
    return { names, grids };
  } catch {
    return undefined;
  }
}

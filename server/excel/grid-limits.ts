import * as XLSX from '@e965/xlsx';
import { errors } from '../errors';

const fromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Caps of one import file (env IMPORT_MAX_ROWS / IMPORT_MAX_COLUMNS override them). */
export const importLimits = Object.freeze({
  /** Data rows of one sheet (the header row not counted). */
  maxRows: fromEnv('IMPORT_MAX_ROWS', 5_000),
  maxColumns: fromEnv('IMPORT_MAX_COLUMNS', 200),
});

/** Read options that stop the parser a row past the cap, whatever the file declares. */
export const readOptions = (): XLSX.ParsingOptions => ({ type: 'buffer', sheetRows: importLimits.maxRows + 2, dense: false });

/**
 * Shrinks a sheet's range to the cells it really holds (a file may declare
 * `A1:E1048576` around five cells) and refuses one beyond the row or column cap.
 */
export function clampSheet(ws: XLSX.WorkSheet): void {
  let maxRow = -1;
  let maxCol = -1;
  for (const key of Object.keys(ws)) {
    if (key.startsWith('!')) continue;
    const { r, c } = XLSX.utils.decode_cell(key);
    if (r > maxRow) maxRow = r;
    if (c > maxCol) maxCol = c;
  }
  if (maxRow > importLimits.maxRows) throw errors.importTooManyRows(importLimits.maxRows);
  if (maxCol + 1 > importLimits.maxColumns) throw errors.importTooManyColumns(importLimits.maxColumns);
  ws['!ref'] = maxRow < 0 ? 'A1:A1' : XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: maxRow, c: maxCol } });
}

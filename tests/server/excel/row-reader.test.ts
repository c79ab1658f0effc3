import { describe, expect, it } from 'vitest';
import type { SheetLayout } from '../../../server/excel/columns';
import { createRowReader, type RecordMessage } from '../../../server/excel/row-reader';
import type { StreamMessage } from '../../../server/excel/sheet-grid';

const layout: SheetLayout = {
  columns: [
    { key: 'title', header: 'Title', kind: 'text' },
    { key: 'amount', header: 'Amount', kind: 'money' },
    { key: 'kind', header: 'Kind', kind: 'select', options: [{ code: 'bug', label: 'Bug' }] },
  ],
  subTables: [{ key: 'lines', header: 'Lines', columns: [{ key: 'subject', header: 'Subject', kind: 'text' }, { key: 'due', header: 'Due', kind: 'date' }] }],
};
const aliases = new Map([
  ['title', 'title'], ['amount', 'amount'], ['kind', 'kind'], ['标题', 'title'],
  ['lines:subject', 'subject'], ['lines:due', 'due'],
]);
const reader = () => createRowReader({ layout, aliases });
const head = (lines: unknown[][]): StreamMessage => ({ kind: 'head', names: ['main', 'lines'], grids: { lines }, total: 3 });
const rows = (from: number, part: unknown[][], last: boolean): StreamMessage => ({ kind: 'rows', from, rows: part, last });
const LINES = [['#', 'Subject', 'Due'], [1, 'a', '2024/6/7'], [2, 'b', 45450], [1, 'c', null], [9, 'lost', null], [null, null, null], ['x', 'no row', null]];

describe('the parser thread turns sheet rows into records', () => {
  it('reads cells by kind, attaches each line to the row its # names, skips blank rows and numbers rows as Excel does', () => {
    const read = reader();
    expect(read(head(LINES))).toEqual({ kind: 'head', total: 3 });
    const first = read(rows(0, [['Title', 'amount', 'KIND'], ['one', 12.34, 'Bug']], false)) as Extract<RecordMessage, { kind: 'rows' }>;
    expect(first).toEqual({ kind: 'rows', rows: [{ row: 2, data: { title: 'one', amount: 1234, kind: 'bug', lines: [{ subject: 'a', due: '2024-06-07' }, { subject: 'c' }] } }], problems: [], last: false });
    const rest = read(rows(2, [['two', '5', 'bug'], [null, ' ', null]], true)) as Extract<RecordMessage, { kind: 'rows' }>;
    expect(rest.rows).toEqual([{ row: 3, data: { title: 'two', amount: 500, kind: 'bug', lines: [{ subject: 'b', due: '2024-06-07' }] } }]);
    // Lines naming no row with data, as the sub-table sheet numbers them; a blank line is no line.
    expect(rest.problems).toEqual([{ row: 5, sheet: 'lines', named: '9' }, { row: 7, sheet: 'lines', named: 'x' }]);
  });

  it('names each cell it cannot read, the row\'s lines\' included, by its column\'s header and text', () => {
    const read = reader();
    read(head([['#', 'Due'], [1, 'someday']]));
    const part = read(rows(0, [['Title', 'Amount', 'Kind'], ['one', 'lots', 'Nope']], true));
    expect(part).toMatchObject({ rows: [{ row: 2, data: { title: 'one', lines: [{}] } }], problems: [{ row: 2, cells: [{ field: 'Amount', value: 'lots' }, { field: 'Kind', value: 'Nope' }, { field: 'Due', value: 'someday' }] }] });
  });

  it('refuses a header that names no column, of the first sheet or of a sub-table sheet', () => {
    expect(reader()(head([['#', 'Colour'], [1, 'red']]))).toEqual({ kind: 'problem', problem: { problem: 'unknownColumn', column: 'Colour' } });
    const read = reader();
    read(head(LINES));
    expect(read(rows(0, [['Title', 'Weight'], ['one', 3]], true))).toEqual({ kind: 'problem', problem: { problem: 'unknownColumn', column: 'Weight' } });
  });

  it('starts over with a new head: lines of the first read are forgotten', () => {
    const read = reader();
    read(head(LINES));
    read(rows(0, [['Title'], ['one']], false));
    expect(read({ kind: 'restart' })).toEqual({ kind: 'restart' });
    read(head([['#', 'Subject'], [1, 'again']]));
    expect(read(rows(0, [['标题'], ['one']], true))).toEqual({ kind: 'rows', rows: [{ row: 2, data: { title: 'one', lines: [{ subject: 'again' }] } }], problems: [], last: true });
  });
});

import React from 'react';
import {
  type BenchSize, TABLE_COLUMNS, TABLE_ROWS, columnKey, fieldKey, isNumberField, isTable, targetCell,
} from './sizes';

/**
 * The same fields as plain labelled `<input>`s, every one in the page, that React renders once
 * and never again (uncontrolled, no form library, no validation): what a keystroke costs here is
 * the browser's own, the wait for the next frame and that frame's style, layout and paint.
 */
export function createPlainForm(size: BenchSize): React.ReactElement {
  const input = (id: string, i: number) => <input id={id} type={isNumberField(i) ? 'number' : 'text'} />;
  if (isTable(size)) {
    return (
      <table>
        <tbody>
          {Array.from({ length: TABLE_ROWS }, (_, r) => (
            <tr key={r}>{Array.from({ length: TABLE_COLUMNS }, (_, c) => <td key={c}>{input(`plain_${r}_${columnKey(c)}`, c)}</td>)}</tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <form>
      {Array.from({ length: size }, (_, i) => (
        <p key={i}>
          <label htmlFor={`plain_${fieldKey(i)}`}>{`Field ${i}`}</label>
          {input(`plain_${fieldKey(i)}`, i)}
        </p>
      ))}
    </form>
  );
}

/** The input keystrokes go to. */
export function plainTarget(size: BenchSize): HTMLInputElement | null {
  const { row, key } = targetCell(size);
  return document.getElementById(row === undefined ? `plain_${key}` : `plain_${row}_${key}`) as HTMLInputElement | null;
}

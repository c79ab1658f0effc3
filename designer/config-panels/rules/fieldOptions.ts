import type { PackFunction } from '../../../engine/index';
import { designFields } from '../../state';

export interface FieldOption { value: string; label: string }

/** The columns of sub-table `table` (identifiers within a row), for pickers; `text` resolves titles. */
export function rowFieldOptions(fn: PackFunction, table: string, text: (s: string) => string = (s) => s): FieldOption[] {
  return designFields(fn)
    .filter((f) => f.parent === table)
    .map((f) => { const key = f.key.slice(table.length + 1); return { value: key, label: `${text(f.title)} (${key})` }; });
}

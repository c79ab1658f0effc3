import type { ValueKind } from '../flow/index';
import type { SearchRule } from '../pack/index';

type Json = Record<string, unknown>;

/** How the list page's search bar offers a field: its control family. */
export type SearchKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'choice' | 'user' | 'switch';

/** How a column's Excel cells are written and read. */
export type CellKind =
  | 'text' | 'number' | 'money' | 'date' | 'datetime' | 'select' | 'multi' | 'switch'
  | 'user' | 'related' | 'dateRange' | 'attachment' | 'serial';

/** Where the form designer's palette shows a field type. */
export interface PaletteSlot {
  group: 'basic' | 'choice' | 'advanced';
  /** May be a sub-table column. */
  inTable: boolean;
}

/**
 * One field type (spec 001 section 3 "Custom field"), the one table every
 * consumer reads: flow conditions (`valueKind`), the list search (`search`),
 * the server's record validation (`valueSchema`) and SQL (`storage`), Excel
 * (`cellKind`), list cells (`alignRight`) and the form designer (`formNode`,
 * `palette`). React renderers register against the type in `engine/react`.
 */
export interface FieldTypeDescriptor {
  type: string;
  /** How flow conditions compare its value (and which operators they offer). */
  valueKind: ValueKind;
  /**
   * How the search bar offers it and the rules it may be searched by (the
   * usual one first); absent: not searchable (no single value to compare).
   */
  search?: { kind: SearchKind; rules: readonly SearchRule[] };
  /** The value holds several choices (a search for one choice matches when it is among them). */
  multiple?: boolean;
  /** How search and sort read the stored value in SQL: numerically or as text. */
  storage: 'number' | 'text';
  /** The stored value's shape when the form node does not say it (pickers and uploads keep structured values). */
  valueSchema?: Json;
  /** How Excel writes and reads it; absent: decided by the form node (options, JSON type, format). */
  cellKind?: CellKind;
  /** Numbers line up on the right in lists. */
  alignRight?: boolean;
  /** The canonical value node of a new field of this type, as packs write it. */
  formNode: Json & { type: string; 'x-component': string };
  /** Where the form designer's palette offers it; absent: not offered. */
  palette?: PaletteSlot;
  /** The validation rule a required field left empty reports (engine validation messages), instead of `required`. */
  requiredRule?: string;
}

/** A search rule and the control the search bar shows for it. */
export interface SearchChoice { rule: SearchRule; control: string }

const CONTROLS: Record<SearchKind, Partial<Record<SearchRule, string>>> = {
  text: { fuzzy: 'input', exact: 'input' },
  number: { range: 'numberRange', exact: 'number' },
  money: { range: 'numberRange', exact: 'number' },
  date: { period: 'dateRange', exact: 'date' },
  datetime: { period: 'datetimeRange', exact: 'datetime' },
  choice: { exact: 'select' },
  user: { exact: 'user' },
  switch: { exact: 'select' },
};

/** The rule/control pairs of a search kind restricted to `rules` (in their order). */
export function searchChoicesFor(kind: SearchKind, rules: readonly SearchRule[]): SearchChoice[] {
  return rules.flatMap((rule) => {
    const control = CONTROLS[kind][rule];
    return control ? [{ rule, control }] : [];
  });
}

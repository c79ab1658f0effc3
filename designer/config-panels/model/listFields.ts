import type { FieldType, ListColumn, PackFunction } from '../../../engine/index';
import { designFields } from '../../state';

/** Columns every record has besides its form fields (the server sorts on them too). */
export const SYSTEM_COLUMNS = ['createdAt', 'updatedAt'] as const;
export type SystemColumn = (typeof SYSTEM_COLUMNS)[number];

export const isSystemColumn = (field: string): field is SystemColumn => (SYSTEM_COLUMNS as readonly string[]).includes(field);

/** A field the list, search, serial and related-form panels can point at: a declared top-level field. */
export interface PanelField {
  key: string;
  /** As written in the form (a pack i18n key or a literal). */
  title: string;
  type: FieldType | undefined;
}

/**
 * The form's top-level value fields that are declared in `fn.fields` (sub-table columns
 * cannot be list columns, search criteria or serial fields: the pack meta-schema wants identifiers).
 */
export function panelFields(fn: PackFunction): PanelField[] {
  const declared = new Set(fn.fields.map((f) => f.identifier));
  return designFields(fn).filter((f) => !f.parent && declared.has(f.key)).map(({ key, title, type }) => ({ key, title, type }));
}

/** One row of the list-columns table: a form field with its column settings, if any. */
export interface ColumnRow {
  field: string;
  title: string;
  type: FieldType | undefined;
  column: ListColumn | undefined;
  /** createdAt / updatedAt. */
  system?: boolean;
  /** A configured column whose field is no longer in the form (saving would fail until removed). */
  missing?: boolean;
}

const byOrder = (a: { c: ListColumn; i: number }, b: { c: ListColumn; i: number }) => (a.c.order ?? 0) - (b.c.order ?? 0) || a.i - b.i;

/**
 * The list-columns table: configured columns in their display order, then the form's
 * other fields in form order (not shown until switched on).
 */
export function columnRows(fn: PackFunction): ColumnRow[] {
  const fields = panelFields(fn);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const configured = fn.list.columns.map((c, i) => ({ c, i })).sort(byOrder).map(({ c }): ColumnRow => {
    const f = byKey.get(c.field);
    if (f) return { field: c.field, title: f.title, type: f.type, column: c };
    if (isSystemColumn(c.field)) return { field: c.field, title: c.field, type: 'datetime', column: c, system: true };
    return { field: c.field, title: c.field, type: undefined, column: c, missing: true };
  });
  const seen = new Set(fn.list.columns.map((c) => c.field));
  const rest = fields.filter((f) => !seen.has(f.key)).map((f): ColumnRow => ({ field: f.key, title: f.title, type: f.type, column: undefined }));
  return [...configured, ...rest];
}

/** Fields the list may open sorted by: the system columns and every column marked sortable. */
export function defaultSortChoices(fn: PackFunction): string[] {
  return [...SYSTEM_COLUMNS, ...fn.list.columns.filter((c) => c.sort && !isSystemColumn(c.field)).map((c) => c.field)];
}

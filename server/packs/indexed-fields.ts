import type { PackFunction } from '../engine';
import { isFieldIdentifier, toFieldKind, type FieldKind } from '../data';

/** How a record field compares in SQL: by its declared type, text when undeclared. */
export function fieldKindOf(fn: PackFunction, field: string): FieldKind {
  const declared = fn.fields.find((f) => f.identifier === field);
  return toFieldKind(declared?.type ?? 'text');
}

/** Fields that get an expression index: searchable ones, searched ones, sortable list columns and unique ones (which also get a unique index). */
export function indexedFields(fn: PackFunction): { field: string; kind: FieldKind; unique?: boolean }[] {
  const names = new Set<string>();
  for (const f of fn.fields) if (f.searchable || f.unique) names.add(f.identifier);
  for (const s of fn.search ?? []) names.add(s.field);
  for (const c of fn.list?.columns ?? []) if (c.sort) names.add(c.field);
  const declared = new Set(fn.fields.map((f) => f.identifier));
  return [...names].filter((n) => declared.has(n) && isFieldIdentifier(n)).map((field) => ({
    field, kind: fieldKindOf(fn, field), unique: fn.fields.some((f) => f.identifier === field && f.unique) || undefined,
  }));
}

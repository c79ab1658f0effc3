import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { fieldValueText, type Dialect } from '../db';
import { fieldTypeOf, isFieldIdentifier } from '../engine';

/** Field identifiers are checked with the engine's pattern before they are ever written into SQL text. */
export { isFieldIdentifier };

/** How a record field compares and sorts in SQL. */
export type FieldKind = 'text' | 'number';

/** As the field type's descriptor says: numbers and money compare numerically; everything else (text, date, select...) as text. */
export function toFieldKind(fieldType: string): FieldKind {
  return fieldTypeOf(fieldType)?.storage === 'number' ? 'number' : 'text';
}

function assertIdentifier(field: string): void {
  if (!isFieldIdentifier(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
}

/**
 * The SQL text reading `field` out of `fn_records.data`. Index DDL, queries and the shadow
 * tables' triggers use this one expression (server/db `fieldValueText`), so the planner sees
 * the identical expression and a shadow column holds exactly what the JSON reads.
 */
export function fieldExpressionText(dialect: Dialect, field: string, kind: FieldKind): string {
  assertIdentifier(field);
  return fieldValueText(dialect, '', { field, kind });
}

export function fieldExpression(dialect: Dialect, field: string, kind: FieldKind): RawBuilder<unknown> {
  return sql.raw(fieldExpressionText(dialect, field, kind));
}

/** `fn_id = <literal>`: a server-side integer, inlined so partial indexes apply. */
export function fnIdPredicate(fnId: number): RawBuilder<boolean> {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  return sql<boolean>`fn_id = ${sql.lit(fnId)}`;
}

/** Escapes LIKE wildcards so user text matches literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive "contains" on both dialects, user text matched literally. */
export function containsText(dialect: Dialect, expr: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  const op = dialect === 'postgres' ? sql.raw('ILIKE') : sql.raw('LIKE');
  return sql<SqlBool>`${expr} ${op} ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
}

import { sql, type Kysely } from 'kysely';
import { ensureShadow, type DB, type Dialect } from '../db';
import { fieldExpressionText, isFieldIdentifier, type FieldKind } from './json-field';
import { forgetShadowColumns } from './shadow-columns';
import { ensureTrigramIndexes } from './record-trigrams';

export interface IndexedField {
  field: string;
  kind: FieldKind;
  /** Searched by "contains": also gets a trigram index (FTS5 trigram table on SQLite, pg_trgm GIN on PostgreSQL). */
  contains?: boolean;
  /** Also a unique index over the function's live records (`unique` in the pack). */
  unique?: boolean;
}

/** Records already holding one value twice: a field cannot become unique until they differ. */
export class DuplicateValuesError extends Error {
  constructor(readonly field: string, readonly values: string[]) {
    super(`records already share values of ${field}: ${values.join(', ')}`);
    this.name = 'DuplicateValuesError';
  }
}

/** Up to three values of `field` that two live records of the function share in one tenant. */
async function sharedValues(db: Kysely<DB>, fnId: number, text: string): Promise<string[]> {
  const rows = await sql<{ value: string }>`SELECT ${sql.raw(text)} AS value FROM fn_records
    WHERE fn_id = ${sql.lit(fnId)} AND deleted_at IS NULL AND ${sql.raw(text)} IS NOT NULL AND ${sql.raw(text)} <> ''
    GROUP BY tenant_id, ${sql.raw(text)} HAVING count(*) > 1 LIMIT 3`.execute(db);
  return rows.rows.map((r) => String(r.value));
}

/** The name of a unique field's index; {@link uniqueIndexField} reads the field back from it. */
export const uniqueIndexName = (fnId: number, field: string) => `fnu_${fnId}_${field}`;

/**
 * The field whose unique index a database error reports (SQLite "UNIQUE
 * constraint failed: index 'fnu_3_code'", PostgreSQL 23505 on constraint
 * fnu_3_code), or undefined for any other error.
 */
export function uniqueIndexField(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; message?: unknown } | null;
  const text = typeof e?.constraint === 'string' ? e.constraint : typeof e?.message === 'string' ? e.message : '';
  return /\bfnu_\d+_([A-Za-z][A-Za-z0-9_]*)/.exec(text)?.[1];
}

/**
 * Indexes one function's fields: a column per field in the function's shadow table
 * (`fnv_<fnId>`, server/db record-shadow.ts) with an index `(tenant_id, <column>, created_at)`
 * (the trailing created_at serves the default newest-first order of a filtered list), a
 * partial unique index on `fn_records` per unique field, and trigram indexes for "contains".
 * Names are deterministic, so installing another version only adds what is new.
 */
export async function ensureFieldIndexes(db: Kysely<DB>, dialect: Dialect, fnId: number, fields: IndexedField[]): Promise<string[]> {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  // The engine's rule for field names (server/db checks only that a name is safe in SQL).
  for (const { field } of fields) if (!isFieldIdentifier(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
  const names = await ensureShadow(db, dialect, fnId, fields.map(({ field, kind }) => ({ field, kind })));
  forgetShadowColumns();
  for (const { field, unique: isUnique } of fields) {
    if (!isUnique) continue;
    const unique = uniqueIndexName(fnId, field);
    const text = fieldExpressionText(dialect, field, 'text');
    // Refused with the values that clash, instead of the database's own error (and nothing is installed).
    const shared = await sharedValues(db, fnId, text);
    if (shared.length) throw new DuplicateValuesError(field, shared);
    // Live records only; empty values are not values, so any number of records may leave the field blank.
    await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${sql.id(unique)} ON fn_records (tenant_id, ${sql.raw(text)}) WHERE fn_id = ${sql.lit(fnId)} AND deleted_at IS NULL AND ${sql.raw(text)} IS NOT NULL AND ${sql.raw(text)} <> ''`.execute(db);
    names.push(unique);
  }
  await ensureTrigramIndexes(db, dialect, fnId, fields.filter((f) => f.contains && f.kind === 'text').map((f) => f.field));
  return names;
}

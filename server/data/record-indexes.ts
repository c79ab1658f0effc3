import { sql, type Kysely } from 'kysely';
import type { DB, Dialect } from '../db';
import { fieldExpressionText, fieldIndexName, type FieldKind } from './json-field';
import { ensureTrigramIndexes } from './record-trigrams';

export interface IndexedField {
  field: string;
  kind: FieldKind;
  /** Searched by "contains": also gets a trigram index (FTS5 trigram table on SQLite, pg_trgm GIN on PostgreSQL). */
  contains?: boolean;
}

/**
 * Creates, for one function, a partial expression index per field:
 * `ON fn_records (tenant_id, <expr>, created_at) WHERE fn_id = <id>` (the trailing
 * created_at serves the default newest-first order of a filtered list). Index names are
 * deterministic, so installing another version only adds what is new.
 */
export async function ensureFieldIndexes(db: Kysely<DB>, dialect: Dialect, fnId: number, fields: IndexedField[]): Promise<string[]> {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
  const names: string[] = [];
  for (const { field, kind } of fields) {
    const name = fieldIndexName(fnId, field, kind);
    const expr = fieldExpressionText(dialect, field, kind);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON fn_records (tenant_id, ${sql.raw(expr)}, created_at) WHERE fn_id = ${sql.lit(fnId)}`.execute(db);
    // PostgreSQL keeps no statistics for a partial index's expression; without these every estimate is a guess
    if (dialect === 'postgres') await sql`CREATE STATISTICS IF NOT EXISTS ${sql.id(`${name}_st`)} ON (${sql.raw(expr)}) FROM fn_records`.execute(db);
    names.push(name);
  }
  await ensureTrigramIndexes(db, dialect, fnId, fields.filter((f) => f.contains && f.kind === 'text').map((f) => f.field));
  return names;
}

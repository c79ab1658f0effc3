import { CompiledQuery } from 'kysely';
import type { Dialect } from '../db';

/** The columns an import's staged record is written with, in the order of the statement's values. */
const COLUMNS = ['tenant_id', 'fn_id', 'fn_version', 'data', 'created_by', 'created_at', 'updated_at', 'deleted_at', 'import_job'];
/** Statement texts kept (an import's batches are all one size but the last). */
const KEPT = 8;
const texts = new Map<string, string>();

function insertText(dialect: Dialect, rows: number): string {
  const key = `${dialect}:${rows}`;
  const kept = texts.get(key);
  if (kept) return kept;
  let n = 0;
  const place = dialect === 'postgres' ? () => `$${++n}` : () => '?';
  const values = Array.from({ length: rows }, () => `(${COLUMNS.map(place).join(', ')})`).join(', ');
  const text = `INSERT INTO fn_records (${COLUMNS.join(', ')}) VALUES ${values}`;
  if (texts.size >= KEPT) texts.delete(texts.keys().next().value!);
  texts.set(key, text);
  return text;
}

export interface StagedRow { fnId: number; fnVersion: number; data: unknown; userId: number; now: number }

/**
 * One multi-row INSERT of an import's staged records (hidden: `deleted_at` set, `import_job` the
 * job), its text built once per size and its values bound in order: an import writes tens of
 * thousands of rows in batches, and building the query through Kysely cost more than running it.
 */
export function stagedInsert(dialect: Dialect, tenantId: string, jobId: string, rows: StagedRow[]): CompiledQuery {
  const values: unknown[] = [];
  for (const r of rows) values.push(tenantId, r.fnId, r.fnVersion, JSON.stringify(r.data), r.userId, r.now, r.now, r.now, jobId);
  return CompiledQuery.raw(insertText(dialect, rows.length), values);
}

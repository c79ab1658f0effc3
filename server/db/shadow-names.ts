import type { QueryExecutorProvider } from 'kysely';
import type { Dialect } from './types';

/* The names and expressions of the shadow tables (record-shadow.ts): what their DDL, triggers and queries spell alike. */

export type ShadowKind = 'text' | 'number';
export interface ShadowColumn { field: string; kind: ShadowKind }

/** Any database handle or transaction (the migration's is untyped). */
export type AnyDb = QueryExecutorProvider;

/** SQL-safety check of a name written into DDL (field identifiers are checked by the engine's rule before they get here). */
export const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkFn(fnId: number): void {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
}

function checkField(field: string): void {
  if (!SAFE_NAME.test(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
}

export const shadowTableName = (fnId: number): string => {
  checkFn(fnId);
  return `fnv_${fnId}`;
};

export function shadowColumnName(c: ShadowColumn): string {
  checkField(c.field);
  return `${c.kind === 'number' ? 'n' : 't'}_${c.field}`;
}

/** The index of one column: the name the partial index on `fn_records` had, so plans and tools read the same. */
export function shadowIndexName(fnId: number, c: ShadowColumn): string {
  checkFn(fnId);
  checkField(c.field);
  return `fnx_${fnId}_${c.field}_${c.kind === 'number' ? 'n' : 't'}`;
}

/**
 * A field's typed value read out of `fn_records.data` (`row`: NEW, OLD, a table alias, or '' for
 * the bare column): the one expression the shadow tables are filled with and queries read.
 */
export function fieldValueText(dialect: Dialect, row: string, c: ShadowColumn): string {
  checkField(c.field);
  const data = row ? `${row}.data` : 'data';
  if (dialect === 'sqlite') return `json_extract(${data}, '$.${c.field}')`;
  return c.kind === 'number' ? `((${data}->>'${c.field}')::numeric)` : `(${data}->>'${c.field}')`;
}

/** Quoted: PostgreSQL folds unquoted names to lower case, and fields are camelCase. */
export const quoted = (name: string) => `"${name}"`;

export const columnOf = (name: string): ShadowColumn => ({ field: name.slice(2), kind: name.startsWith('n_') ? 'number' : 'text' });

/** The SET clause of an upsert into a shadow table: its row's tenant, creation time and `names`. */
export const upsertSet = (names: string[]) => ['tenant_id', 'created_at', ...names].map((n) => `${n} = excluded.${n}`).join(', ');

/**
 * PostgreSQL: set (`SET LOCAL`) by a publish that has filled its staged records' shadow rows
 * (`fillStagedShadows`); without it a staged row's update keeps its shadow row as before, so a
 * process still on older code (a rolling restart on one database) publishes an import whole.
 */
export const STAGED_FILL_SETTING = 'app.staged_shadows_filled';

/** `fnx_<fnId>_<field>_<t|n>` read back into its function and column (the partial indexes migration 027 moves). */
export function parseFieldIndexName(name: string): { fnId: number; column: ShadowColumn } | undefined {
  const m = /^fnx_(\d+)_([A-Za-z][A-Za-z0-9_]*)_([tn])$/.exec(name);
  if (!m) return undefined;
  return { fnId: Number(m[1]), column: { field: m[2], kind: m[3] === 'n' ? 'number' : 'text' } };
}

/** The name prefix of SQLite's FTS5 trigram tables (`fnt_<fnId>_<field>`, server/data record-trigrams.ts): one function's, or every function's. */
export function trigramPrefix(fnId?: number): string {
  if (fnId === undefined) return 'fnt_';
  checkFn(fnId);
  return `fnt_${fnId}_`;
}

import type { Kysely } from 'kysely';
import { readShadowColumns, type DB, type Dialect } from '../db';

/**
 * The columns of each function's shadow table (record-shadow.ts), per database handle and
 * function. Columns are only ever added, so a stale answer only misses a new column, and a
 * query then reads that field from the record's JSON: slower, never wrong. Adding columns in
 * this process forgets every answer; another process's additions are seen within the TTL.
 */
const known = new WeakMap<object, { generation: number; perFn: Map<number, { at: number; columns: ReadonlySet<string> }> }>();
let generation = 0;
const TTL_MS = 10_000;

export function forgetShadowColumns(): void {
  generation++;
}

export async function shadowColumns(db: Kysely<DB>, dialect: Dialect, fnId: number): Promise<ReadonlySet<string>> {
  let entry = known.get(db);
  if (!entry || entry.generation !== generation) known.set(db, (entry = { generation, perFn: new Map() }));
  const now = Date.now();
  const cached = entry.perFn.get(fnId);
  if (cached && now - cached.at < TTL_MS) return cached.columns;
  const columns = new Set(await readShadowColumns(db, dialect, fnId));
  entry.perFn.set(fnId, { at: now, columns });
  return columns;
}

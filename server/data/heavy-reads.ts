import type { CompiledQuery } from 'kysely';
import type { OffloadedReads } from '../db';

/**
 * Runs a read that may walk many rows (a dashboard GROUP BY, an exact count, a "contains"
 * search) in the SQLite read pool when the data access has one (SQLite on a file, outside
 * a transaction), else as before through the main connection (`here`), so PostgreSQL,
 * in-memory databases and reads inside a transaction answer exactly as they did.
 */
export function heavyRows<R>(reads: OffloadedReads | undefined, compiled: () => CompiledQuery<R>, here: () => Promise<readonly R[]>): Promise<readonly R[]> {
  return reads ? reads.run(compiled()) : here();
}

import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db';

const READ_SNAPSHOT = CompiledQuery.raw('SELECT pg_current_snapshot()::text AS snapshot', []);

/**
 * PostgreSQL's data version: the current snapshot (`xmin:xmax:in-progress ids`). Which
 * committed changes a query sees is decided by its snapshot alone, so two equal snapshots
 * see the same data. A transaction that writes takes an id, and its commit moves the snapshot
 * (the id leaves the in-progress list, or `xmax` passes it), in every process and every
 * session; while it is still open nothing it wrote is visible, and the snapshot may stand.
 * An answer computed after this was read is at least as new as what the snapshot sees.
 */
export async function snapshotVersion(db: Kysely<DB>): Promise<string> {
  const { rows } = await db.executeQuery<{ snapshot: string }>(READ_SNAPSHOT);
  return `pg:${rows[0]!.snapshot}`;
}

import { CompiledQuery, type Kysely, type KyselyPlugin, type OperationNode, type QueryId } from 'kysely';
import { STAMPED_TABLES, type DB } from '../db';

const READ_STAMP = CompiledQuery.raw('SELECT stamp FROM cache_stamp WHERE id = 1', []);

/** The database's cache stamp (migration 025): raised by every committed write to what the request path caches. */
export async function readCacheStamp(db: Kysely<DB>): Promise<number> {
  const { rows } = await db.executeQuery<{ stamp: number | string }>(READ_STAMP);
  return Number(rows[0]?.stamp ?? 0);
}

const stamped: ReadonlySet<string> = new Set(STAMPED_TABLES);
/** Deleted sessions count too (sign-out, disabled member, password change); new ones and activity do not. */
const deleteStamped: ReadonlySet<string> = new Set([...STAMPED_TABLES, 'sessions']);
const STAMPED_IN_RAW = new RegExp(`\\b((insert\\s+into|update)\\s+"?(${STAMPED_TABLES.join('|')})|delete\\s+from\\s+"?(${[...deleteStamped].join('|')}))\\b`, 'i');

/** The table a node names, through an alias. */
function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
}

/** Whether a query writes one of the stamped tables (inserts, updates, deletes, merges, or raw SQL that says so). */
export function writesStamped(node: OperationNode): boolean {
  const n = node as unknown as Record<string, OperationNode | undefined> & { froms?: OperationNode[]; sqlFragments?: readonly string[] };
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return stamped.has(tableOf(n.into) ?? '');
    case 'UpdateQueryNode':
      return stamped.has(tableOf(n.table) ?? '');
    case 'DeleteQueryNode':
      return ((n.from as unknown as { froms: OperationNode[] }).froms ?? []).some((f) => deleteStamped.has(tableOf(f) ?? ''));
    case 'RawNode':
      return STAMPED_IN_RAW.test((n.sqlFragments ?? []).join(' ').slice(0, 2_000));
    default:
      return false;
  }
}

/**
 * Counts this process's writes to the stamped tables, raised once the statement returned
 * and again when a transaction that wrote them has finished (`wrote`). A request compares it
 * with the value it started with: its own write, or a concurrent one in this process, makes
 * the request read afresh even before the database stamp it read is out of date.
 */
export class LocalWrites {
  #count = 0;
  readonly #pending = new WeakSet<QueryId>();

  get count(): number {
    return this.#count;
  }

  wrote(): void {
    this.#count++;
  }

  /** The plugin that watches a Kysely instance's writes. */
  plugin(): KyselyPlugin {
    return {
      transformQuery: ({ node, queryId }) => {
        if (writesStamped(node)) {
          this.#pending.add(queryId);
          this.#count++;
        }
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (this.#pending.delete(queryId)) this.#count++;
        return result;
      },
    };
  }
}

/**
 * The stamp read shared by the requests that start in one turn of the event loop while this
 * process writes nothing in between. Under load many requests start per turn, and each read
 * costs a statement on the connection (SQLite) or a round trip (PostgreSQL). A change another
 * process commits during the turn counts from the next one, as if it had landed a moment
 * later; this process's own writes end the sharing at once.
 */
export class TurnStamp {
  #held: { stamp: Promise<number>; count: number } | undefined;
  readonly #local: LocalWrites;

  constructor(local: LocalWrites) {
    this.#local = local;
  }

  read(load: () => Promise<number>): Promise<number> {
    const held = this.#held;
    if (held && held.count === this.#local.count) return held.stamp;
    const stamp = load();
    if (!held) setImmediate(() => { this.#held = undefined; });
    const entry = { stamp, count: this.#local.count };
    this.#held = entry;
    stamp.catch(() => { if (this.#held === entry) this.#held = undefined; });
    return stamp;
  }
}

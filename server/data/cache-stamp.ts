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

/** Whether raw SQL may write anything (a `SELECT ... FOR UPDATE` counts too: a spare re-read, never a missed one). */
const WRITES_IN_RAW = /\b(insert|update|delete|merge|truncate|create|drop|alter)\b/i;

/** Whether a query may change any row or table. */
export function writesAnything(node: OperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
      return true;
    case 'RawNode':
      return WRITES_IN_RAW.test(((node as unknown as { sqlFragments?: readonly string[] }).sqlFragments ?? []).join(' '));
    default:
      return false;
  }
}

/**
 * Counts this process's writes: `count` those to the stamped tables, `all` every write. Each
 * is raised once the statement is sent, again once it returned, and again when a transaction
 * that wrote has finished (`wrote`). A request compares a count with the value it started
 * with: its own write, or a concurrent one in this process, makes the request read afresh
 * even before the database stamp (or data version) it read is out of date.
 */
export class LocalWrites {
  #count = 0;
  #all = 0;
  readonly #pending = new WeakSet<QueryId>();
  readonly #pendingAny = new WeakSet<QueryId>();

  get count(): number {
    return this.#count;
  }

  get all(): number {
    return this.#all;
  }

  /** A transaction that wrote ended; `stamped`: it wrote a stamped table. */
  wrote(stamped = true): void {
    if (stamped) this.#count++;
    this.#all++;
  }

  /** The plugin that watches a Kysely instance's writes. */
  plugin(): KyselyPlugin {
    return {
      transformQuery: ({ node, queryId }) => {
        if (writesAnything(node)) {
          this.#pendingAny.add(queryId);
          this.#all++;
          if (writesStamped(node)) {
            this.#pending.add(queryId);
            this.#count++;
          }
        }
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (this.#pendingAny.delete(queryId)) this.#all++;
        if (this.#pending.delete(queryId)) this.#count++;
        return result;
      },
    };
  }
}

/**
 * A value read from the database once per turn of the event loop and shared by the requests
 * that start in that turn while `count` (this process's writes) stands. Under load many requests
 * start per turn, and each read costs a statement on the connection (SQLite) or a round trip
 * (PostgreSQL). A change another process commits during the turn counts from the next one, as
 * if it had landed a moment later; this process's own writes end the sharing at once.
 */
export class TurnValue<T> {
  #held: { value: Promise<T>; count: number } | undefined;
  readonly #count: () => number;

  constructor(count: () => number) {
    this.#count = count;
  }

  read(load: () => Promise<T>): Promise<T> {
    const held = this.#held;
    const count = this.#count();
    if (held && held.count === count) return held.value;
    const value = load();
    if (!held) setImmediate(() => { this.#held = undefined; });
    const entry = { value, count };
    this.#held = entry;
    value.catch(() => { if (this.#held === entry) this.#held = undefined; });
    return value;
  }
}

/** The cache stamp, shared per turn while this process writes no stamped table. */
export class TurnStamp extends TurnValue<number> {
  constructor(local: LocalWrites) {
    super(() => local.count);
  }
}

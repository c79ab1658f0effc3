import {
  CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, SelectQueryNode,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult, type SqliteDatabase, type SqliteStatement,
} from 'kysely';
import type { StatementProfile } from './statement-profile';
import type { WalSync } from './wal-sync';

/** At most this many transactions share one commit, so none waits behind an endless queue. */
export const MAX_GROUP = 32;

/** Transactions that share one physical commit; they learn its outcome together. */
interface Group {
  members: number;
  settled: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function newGroup(): Group {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const settled = new Promise<void>((ok, fail) => { resolve = ok; reject = fail; });
  // Members await it; the handler only keeps a group whose commit failed with no one left from being reported as unhandled.
  settled.catch(() => undefined);
  return { members: 0, settled, resolve, reject };
}

/** The one connection's queue, counting who waits (the group stays open only while someone does). */
class Queue {
  #held = false;
  #waiting: (() => void)[] = [];

  get waiting(): number { return this.#waiting.length; }

  async lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((ok) => this.#waiting.push(ok));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * Kysely's SQLite driver with group commit (issue 20, approvals): SQLite's one connection runs
 * one transaction at a time, and with `synchronous = FULL` each COMMIT waits for the write-ahead
 * log to reach the disk, on the event loop. Here a transaction that ends releases a savepoint
 * instead and hands the connection on; the transactions that run in the same turn of the event
 * loop join the same physical transaction, and one COMMIT (one sync) at the end of the turn
 * makes them all durable.
 *
 * - Each transaction is a savepoint, so one that fails rolls back only its own work.
 * - A transaction's `execute` resolves only after the commit that made it durable: nothing is
 *   answered before it would survive a power cut, as without grouping.
 * - A query outside a transaction commits the open group first, so it never runs inside it
 *   (and an autocommit write stays its own durable statement).
 * - If the commit fails, or SQLite rolls the whole transaction back on its own (a full disk,
 *   an I/O error), every member of the group gets the error.
 */
export class GroupCommitDriver implements Driver {
  readonly #database: SqliteDatabase & { readonly inTransaction?: boolean };
  readonly #queue = new Queue();
  /** The physical transaction held open for the transactions of this turn. */
  #group: Group | undefined;
  /** A holder of the connection is inside its transaction (a savepoint of the group). */
  #memberOpen = false;
  #commitScheduled = false;
  /** Another connection's write runs (`aside`): this connection is idle, outside any transaction. */
  #asideRunning = false;
  readonly #profile: StatementProfile | undefined;
  readonly #walSync: WalSync | undefined;

  /**
   * `walSync`: the connection runs with `synchronous = NORMAL` (SQLite does not sync the log at
   * a commit) and a commit is answered only once `walSync` has synced it, on the thread pool:
   * the event loop goes on with other requests meanwhile, and nothing is answered before it
   * would survive a power cut, as with `FULL`. A transaction that starts meanwhile already sees
   * the commit.
   */
  constructor(database: SqliteDatabase & { readonly inTransaction?: boolean }, profile?: StatementProfile, walSync?: WalSync) {
    this.#database = database;
    this.#profile = profile;
    this.#walSync = walSync;
  }

  async init(): Promise<void> {}

  /**
   * Each holder gets its own handle, so what one did (handed the connection on) is never taken for
   * another's. While another connection writes (`aside`) a holder starts without the queue: its
   * plain reads run at once (`readsAside`), anything else takes the queue first (`takeQueue`).
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#asideRunning) return new Holder(this, false);
    await this.#queue.lock();
    return new Holder(this, true);
  }

  /** A holder that started without the queue waits for it, as every other holder does. */
  async takeQueue(holder: Holder): Promise<void> {
    await this.#queue.lock();
    holder.holdsQueue = true;
  }

  /**
   * Whether a holder without the queue may run `query` at once: a plain read (it answers rows and
   * writes nothing, so it opens no transaction either) while `aside` runs. In WAL mode it reads the
   * last commit without waiting for the other connection's write.
   */
  readsAside(query: CompiledQuery): boolean {
    if (!this.#asideRunning) return false;
    const statement = this.#database.prepare(query.sql) as SqliteStatement & { readonly readonly?: boolean };
    return statement.reader && statement.readonly === true;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection as Holder).holdsQueue) await this.takeQueue(connection as Holder);
    if (!this.#group) {
      this.#exec('begin');
      this.#group = newGroup();
    }
    this.#exec('savepoint group_member');
    this.#group.members++;
    this.#memberOpen = true;
    (connection as Holder).inTransaction = true;
  }

  /**
   * Ends the transaction as a savepoint of the group, hands the connection on, and resolves once
   * the group's commit made it durable.
   */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const holder = connection as Holder;
    this.#exec('release group_member');
    holder.inTransaction = false;
    this.#memberOpen = false;
    const group = this.#group!;
    if (group.members >= MAX_GROUP) this.#commitGroup();
    else this.#scheduleCommit();
    holder.handedOver = true;
    this.#queue.unlock();
    await group.settled;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const holder = connection as Holder;
    // Its commit failed after it had handed the connection on: there is nothing of its own left to undo.
    if (holder.handedOver) return;
    holder.inTransaction = false;
    this.#memberOpen = false;
    const group = this.#group;
    if (group && this.#database.inTransaction === false) {
      // SQLite ended the whole transaction itself (a full disk, an I/O error): the work the group's
      // earlier members released went with it.
      this.#group = undefined;
      group.reject(new Error('the transaction was rolled back by SQLite'));
      return;
    }
    this.#exec('rollback to group_member');
    this.#exec('release group_member');
    if (group) this.#scheduleCommit();
  }

  // Kysely's own savepoints (`trx.savepoint(...)`) nest inside the member's.
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quotedName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quotedName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quotedName(name)}`));
  }

  /**
   * Runs `write` (another connection's write to the same file: an import's staging thread) while
   * this connection writes nothing: the open group is committed first, and the queue holds every
   * transaction and write of this connection until `write` settles. Plain reads asked meanwhile
   * run at once (`readsAside`; those already queued wait), so an import's publish does not stall
   * every other company's reads. The event loop runs on; this connection never meets the other's
   * write lock (SQLITE_BUSY) this way.
   */
  async aside<T>(write: () => Promise<T>): Promise<T> {
    await this.#queue.lock();
    try {
      if (this.#group) this.#commitGroup();
      this.#asideRunning = true;
      return await write();
    } finally {
      this.#asideRunning = false;
      this.#queue.unlock();
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const holder = connection as Holder;
    if (holder.holdsQueue && !holder.handedOver) this.#queue.unlock();
  }

  async destroy(): Promise<void> {
    if (this.#group) this.#commitGroup();
    // The last commits are answered before the connection (and the log's descriptor) goes.
    await this.#walSync?.settled();
    this.#profile?.close();
    this.#database.close();
  }

  /** Runs a holder's query; outside a transaction the open group is committed first, so the query never runs inside it. */
  execute<R>(holder: Holder, query: CompiledQuery): QueryResult<R> {
    if (this.#group && !holder.inTransaction) this.#commitGroup();
    const started = this.#profile ? performance.now() : 0;
    const statement = this.#database.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) {
      const rows = statement.all(parameters) as R[];
      this.#profile?.record(query.sql, performance.now() - started, rows.length);
      return { rows };
    }
    const { changes, lastInsertRowid } = statement.run(parameters);
    this.#profile?.record(query.sql, performance.now() - started, Number(changes ?? 0));
    // A write outside a transaction committed on its own: answered once synced.
    if (this.#walSync && !holder.inTransaction) holder.syncing = this.#walSync.durable();
    return {
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
  }

  async *stream<R>(holder: Holder, query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams select queries only');
    // A streamed read spans turns of the event loop, past the end of an aside: it holds the queue.
    if (!holder.holdsQueue) await this.takeQueue(holder);
    if (this.#group && !holder.inTransaction) this.#commitGroup();
    for (const row of this.#database.prepare(query.sql).iterate(query.parameters as unknown[])) yield { rows: [row as R] };
  }

  /**
   * The commit waits for the end of this turn of the event loop: the requests that arrived with
   * this one run their transactions into the same group first (the driver is synchronous, so
   * transactions never overlap otherwise). A member still inside its transaction then schedules
   * the commit again when it ends.
   */
  #scheduleCommit(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => this.#commitWhenSynced());
  }

  /**
   * With `walSync`, a group is not committed while a sync runs: its commit could not be synced
   * before that sync ends anyway, and the transactions that end meanwhile join it, so fewer
   * commits write fewer log frames (a page changed by several is written once).
   */
  #commitWhenSynced(): void {
    const running = this.#group && !this.#memberOpen ? this.#walSync?.running : undefined;
    if (running && this.#group!.members < MAX_GROUP) {
      void running.then(() => this.#commitWhenSynced());
      return;
    }
    this.#commitScheduled = false;
    if (this.#group && !this.#memberOpen) this.#commitGroup();
  }

  #commitGroup(): void {
    const group = this.#group!;
    this.#group = undefined;
    try {
      this.#exec('commit');
    } catch (error) {
      try { if (this.#database.inTransaction) this.#exec('rollback'); } catch { /* already ended */ }
      group.reject(error);
      return;
    }
    if (this.#walSync) this.#walSync.durable().then(group.resolve, group.reject);
    else group.resolve();
  }

  #exec(text: string): void {
    const started = this.#profile ? performance.now() : 0;
    this.#database.prepare(text).run([]);
    this.#profile?.record(text, performance.now() - started, 0);
  }
}

/** One holder's handle on the connection. */
class Holder implements DatabaseConnection {
  inTransaction = false;
  /** Its transaction ended and it passed the connection on before its commit landed. */
  handedOver = false;
  /** The sync its last write outside a transaction waits for. */
  syncing: Promise<void> | undefined;
  readonly #driver: GroupCommitDriver;

  /** `holdsQueue`: it holds the connection's queue (false: it started while another connection wrote, `aside`). */
  constructor(driver: GroupCommitDriver, public holdsQueue: boolean) {
    this.#driver = driver;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      if (!this.holdsQueue && !this.#driver.readsAside(query)) return this.#driver.takeQueue(this).then(() => this.executeQuery<R>(query));
      const result = this.#driver.execute<R>(this, query);
      const syncing = this.syncing;
      this.syncing = undefined;
      return syncing ? syncing.then(() => result) : Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.#driver.stream<R>(this, query);
  }
}

/** A savepoint name as an identifier. */
function quotedName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Kysely's SQLite dialect over a new `GroupCommitDriver`. */
export function groupCommitDialect(database: SqliteDatabase & { readonly inTransaction?: boolean }, profile?: StatementProfile, walSync?: WalSync): Dialect {
  return dialectOver(new GroupCommitDriver(database, profile, walSync));
}

/** Kysely's SQLite dialect over `driver` (its opener keeps it, for `aside`). */
export function dialectOver(driver: GroupCommitDriver): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

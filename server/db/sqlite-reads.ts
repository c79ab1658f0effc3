import type Database from 'better-sqlite3';

/**
 * Reads made straight on the SQLite connection, outside Kysely's connection queue, for the
 * request path: each is one prepared statement run synchronously. Both answer `undefined`
 * while a transaction is open on the connection (its uncommitted writes would be visible);
 * the caller then reads through Kysely, which waits for the transaction to end.
 */
export interface SqliteReads {
  /** The cache stamp (migration 025). */
  stamp(): number | undefined;
  /**
   * A version of the whole database: it changes when any other connection (another process,
   * a script, another handle) commits a change or a schema change, and when this connection
   * writes a row. Never repeats for this connection. Read once per turn of the event loop while
   * this connection writes nothing: a commit elsewhere counts from the next turn, as if it had
   * landed a moment later (as the cache stamp, server/data/cache-stamp.ts `TurnStamp`).
   */
  dataVersion(): string | undefined;
}

/** Reads over `database`; statements are prepared on first use (the tables exist after migrating). */
export function sqliteReads(database: Database.Database): SqliteReads {
  let stamp: Database.Statement | undefined;
  let version: Database.Statement | undefined;
  let changes: Database.Statement | undefined;
  // The version read in this turn and this connection's row writes when it was read.
  let held: { changes: number; version: string } | undefined;
  return {
    stamp() {
      if (database.inTransaction) return undefined;
      stamp ??= database.prepare('SELECT stamp FROM cache_stamp WHERE id = 1').pluck();
      return Number(stamp.get() ?? 0);
    },
    dataVersion() {
      if (database.inTransaction) return undefined;
      // total_changes(): this connection's row writes (triggers included), a fraction of the pragmas' cost.
      changes ??= database.prepare('SELECT total_changes()').pluck();
      const written = changes.get() as number;
      if (held && held.changes === written) return held.version;
      // data_version: commits by other connections; schema_version: any DDL.
      version ??= database.prepare('SELECT (SELECT data_version FROM pragma_data_version), (SELECT schema_version FROM pragma_schema_version), total_changes()').raw();
      const read = (version.get() as number[]).join(':');
      if (!held) setImmediate(() => { held = undefined; });
      held = { changes: written, version: read };
      return read;
    },
  };
}

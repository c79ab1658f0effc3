import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { setConnectionPragmas, sqliteCacheMiB } from './sqlite-cache';
import { dialectOver, GroupCommitDriver } from './group-commit';
import { createMigrationProvider } from './migrations';
import { withStatementCache } from './sqlite-statements';
import { statementProfileFromEnv } from './statement-profile';
import { withNamedStatements } from './pg-statements';
import { keepTablesMaintained } from './pg-statistics';
import { sqliteReads, type SqliteReads } from './sqlite-reads';
import { walCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import { walFileSync, WalSync } from './wal-sync';
import type { DB, Dialect } from './types';
import { isPlainDatabaseFile } from './sqlite-file';

export interface OpenedDatabase {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL: where it is, for connections outside the pool (the cluster bus listens on one). */
  url?: string;
  /** SQLite: the request path's reads made straight on the connection (server/db/sqlite-reads.ts). */
  reads?: SqliteReads;
  /** SQLite: the database file (or `:memory:`), for the read pool's own connections. */
  file?: string;
  /** SQLite file with SQLITE_SYNCHRONOUS=FULL and SQLITE_COMMIT_SYNC=pool: what syncs each commit off the event loop (server/db/wal-sync.ts). */
  walSync?: WalSync;
  /** SQLite file: the checkpoint thread (server/db/wal-checkpointer.ts), unless turned off. */
  checkpointer?: WalCheckpointer;
  /** SQLite file: how another connection (an import's staging thread, server/data/stage-writer.ts) writes beside this one. */
  sideWrites?: SideWrites;
  close(): Promise<void>;
}

/** What another connection to the same SQLite file needs to write beside the main one. */
export interface SideWrites {
  /** Runs `write` while the main connection runs nothing (its queue waits; the event loop does not). */
  aside<T>(write: () => Promise<T>): Promise<T>;
  /** The level the other connection syncs its commits at (SQLITE_SYNCHRONOUS). */
  synchronous: 'FULL' | 'NORMAL';
}

const INT8_OID = 20;

/** bigint columns hold epoch milliseconds and ids, all well inside Number's safe range. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** env PG_NAMED_STATEMENTS=0 runs every statement unnamed (a pooler in transaction mode cannot keep named statements). */
const namedStatements = () => process.env.PG_NAMED_STATEMENTS !== '0';

function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namedStatements() ? withNamedStatements(pool) : pool }) });
  // Tables that changed are analyzed and vacuumed as autovacuum would (server/db/pg-statistics.ts), on a database whose autovacuum is off too.
  let warned = false;
  const stopStatistics = keepTablesMaintained(db, undefined, (err) => {
    // once per opened database: a database restarting fails a pass or two, the next ones run again
    if (!warned) process.emitWarning(`table maintenance pass failed: ${(err as Error)?.message ?? err}`, 'PgStatisticsWarning');
    warned = true;
  });
  return {
    db, dialect: 'postgres', url,
    close: async () => {
      await stopStatistics();
      await db.destroy();
    },
  };
}

const SYNCHRONOUS = ['FULL', 'NORMAL'] as const;

/**
 * env SQLITE_SYNCHRONOUS: FULL (default) syncs the write-ahead log at every commit (on a file,
 * the driver does, off the event loop: server/db/wal-sync.ts); NORMAL
 * syncs it at checkpoints only, so a power cut or an OS crash (not a crash of this process)
 * may lose the last commits, never the database's consistency. Anything else is refused.
 */
function sqliteSynchronous(value = process.env.SQLITE_SYNCHRONOUS): (typeof SYNCHRONOUS)[number] {
  const wanted = (value ?? '').trim().toUpperCase() || 'FULL';
  const known = SYNCHRONOUS.find((s) => s === wanted);
  if (!known) throw new Error(`SQLITE_SYNCHRONOUS must be FULL or NORMAL, not "${value}"`);
  return known;
}

const COMMIT_SYNC = ['inline', 'pool'] as const;

/**
 * env SQLITE_COMMIT_SYNC, with FULL: `inline` (default) lets SQLite sync the log in each COMMIT,
 * on the event loop; `pool` has the driver sync it on Node's thread pool after the commit, so
 * other requests run during the sync (a disk whose syncs are slow), at a cost in CPU per commit
 * (docs/BENCHMARKS.md "stagethread"). Anything else is refused.
 */
function commitSyncOnPool(value = process.env.SQLITE_COMMIT_SYNC): boolean {
  const wanted = (value ?? '').trim().toLowerCase() || 'inline';
  if (!COMMIT_SYNC.some((s) => s === wanted)) throw new Error(`SQLITE_COMMIT_SYNC must be inline or pool, not "${value}"`);
  return wanted === 'pool';
}

function openSqlite(file: string): OpenedDatabase {
  const synchronous = sqliteSynchronous();
  const syncOnPool = commitSyncOnPool();
  const cacheMiB = sqliteCacheMiB();
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  // FULL on a file with SQLITE_COMMIT_SYNC=pool: commits are synced by the driver, off the event loop (server/db/wal-sync.ts), not by SQLite on it.
  const walFile = synchronous === 'FULL' && isPlainDatabaseFile(file) && syncOnPool ? walFileSync(`${file}-wal`) : undefined;
  setConnectionPragmas(database, walFile ? 'NORMAL' : synchronous, cacheMiB);
  // Planner statistics for the expression indexes: without them SQLite picks a range index and sorts every match
  database.pragma('optimize = 0x10002');
  setInterval(() => database.open && database.pragma('optimize'), 60 * 60 * 1000).unref();
  const walSync = walFile && new WalSync(walFile.sync);
  const driver = new GroupCommitDriver(withStatementCache(database), statementProfileFromEnv(), walSync);
  const db = new Kysely<DB>({ dialect: dialectOver(driver) });
  const checkpointer = walCheckpointer(database, file);
  const sideWrites: SideWrites | undefined = isPlainDatabaseFile(file) ? { aside: (write) => driver.aside(write), synchronous } : undefined;
  return {
    db, dialect: 'sqlite', reads: sqliteReads(database), file, walSync, checkpointer, sideWrites,
    close: async () => {
      await checkpointer?.close();
      await db.destroy();
      walFile?.close();
    },
  };
}

/** Opens PostgreSQL when `url` is given, else the SQLite `file` (WAL). Does not migrate. */
export function openDatabase(options: { url?: string; file?: string }): OpenedDatabase {
  if (options.url) return openPostgres(options.url);
  if (options.file) return openSqlite(options.file);
  throw new Error('openDatabase needs a url or a file');
}

/**
 * Brings the schema up to date; throws when a migration fails. Numbers handed to parallel
 * work (015, 017) may land after later ones ran, so the order is not enforced.
 */
export async function migrateDatabase(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  // Numbers were handed out to parallel work (015 landed after 016 and 018): a database that
  // already ran a later one still takes an earlier newcomer.
  const migrator = new Migrator({ db, provider: createMigrationProvider(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

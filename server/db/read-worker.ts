import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { cacheSizePragma, sqliteCacheMiB } from './sqlite-cache';

/**
 * A thread of the SQLite read pool (read-pool.ts): its own read-only connection to the
 * database file, which in WAL mode reads the last committed state beside the writer.
 * Runs one statement per message and posts the rows back.
 */

/** Statements kept prepared in this thread, least recently used dropped first. */
const MAX_STATEMENTS = 200;

interface Job { id: number; sql: string; parameters: unknown[] }

const database = new Database((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');
// The main thread checked SQLITE_CACHE_MB when it opened the database; this thread inherits its environment.
database.pragma(cacheSizePragma(sqliteCacheMiB()));
const statements = new Map<string, Database.Statement>();

function prepare(text: string): Database.Statement {
  const hit = statements.get(text);
  if (hit) {
    statements.delete(text);
    statements.set(text, hit);
    return hit;
  }
  const stmt = database.prepare(text);
  if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
  statements.set(text, stmt);
  return stmt;
}

parentPort!.on('message', (job: Job) => {
  try {
    const stmt = prepare(job.sql);
    if (!stmt.reader) throw new Error('the read pool runs only statements that return rows');
    parentPort!.postMessage({ id: job.id, rows: stmt.all(job.parameters) });
  } catch (e) {
    const err = e as { message?: string; code?: string };
    parentPort!.postMessage({ id: job.id, error: { message: String(err.message ?? e), code: err.code } });
  }
});

import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { setConnectionPragmas, sqliteCacheMiB, withStatementCache, type DB } from '../db';
import { writeStagedBatch, type StagedBatch } from './staged-insert';

/**
 * The staging thread of an import (stage-writer.ts): its own connection to the database file
 * writes each batch the main thread hands it (the INSERT, the trigram rows, the commit and its
 * sync) while the main connection waits its turn, so the event loop serves other requests
 * meanwhile. One batch at a time, each in its own transaction.
 */

const { file, synchronous } = workerData as { file: string; synchronous: 'FULL' | 'NORMAL' };
const database = new Database(file, { fileMustExist: true });
setConnectionPragmas(database, synchronous, sqliteCacheMiB());
// Statements kept prepared: every batch but the last repeats one INSERT of 9,000 values, whose
// prepare cost a third of the batch (6 of 20 ms), and the trigram statements with it.
const statements = withStatementCache(database);
const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements }) });

parentPort!.on('message', async (m: { id: number; batch: StagedBatch }) => {
  try {
    const tables = await db.transaction().execute((trx) => writeStagedBatch(trx, 'sqlite', m.batch));
    parentPort!.postMessage({ id: m.id, tables, prepared: statements.prepared });
  } catch (e) {
    const err = e as { message?: string; code?: string };
    parentPort!.postMessage({ id: m.id, error: { message: String(err.message ?? e), code: err.code } });
  }
});

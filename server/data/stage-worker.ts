import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { setConnectionPragmas, sqliteCacheMiB, withStatementCache, type DB } from '../db';
import { publishImportOn } from './import-publish';
import { writeStagedBatch } from './staged-insert';
import type { StageReply, StageRequest } from './stage-writer';

/**
 * The staging thread of an import (stage-writer.ts): its own connection to the database file
 * writes each batch the main thread hands it (the INSERT, the trigram rows, the commit and its
 * sync), and at the end the import's publish, while the main connection waits its turn, so the
 * event loop serves other requests meanwhile. One request at a time, each in its own transaction.
 */

const { file, synchronous } = workerData as { file: string; synchronous: 'FULL' | 'NORMAL' };
const database = new Database(file, { fileMustExist: true });
setConnectionPragmas(database, synchronous, sqliteCacheMiB());
// Statements kept prepared: every batch but the last repeats one INSERT of 9,000 values, whose
// prepare cost a third of the batch (6 of 20 ms), and the trigram statements with it.
const statements = withStatementCache(database);
const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements }) });

async function answer(m: StageRequest): Promise<StageReply> {
  if ('publish' in m) return { id: m.id, outcome: await publishImportOn(db, 'sqlite', m.publish) };
  const tables = await db.transaction().execute((trx) => writeStagedBatch(trx, 'sqlite', m.batch));
  return { id: m.id, tables, prepared: statements.prepared };
}

parentPort!.on('message', async (m: StageRequest) => {
  try {
    parentPort!.postMessage(await answer(m));
  } catch (e) {
    const err = e as { message?: string; code?: string };
    parentPort!.postMessage({ id: m.id, error: { message: String(err.message ?? e), code: err.code } } satisfies StageReply);
  }
});

import { CompiledQuery, sql, type Kysely, type SqlBool } from 'kysely';
import { fillStagedShadows, fillStagedTrigrams, type DB, type Dialect } from '../db';
import type { ImportPublish, PublishOutcome } from './import-publish';
import { addStagedFigures } from './staged-figures';
import { tenantFilter } from './tenant-filter';

/** The columns an import's staged record is written with, in the order of the statement's values. */
const COLUMNS = ['tenant_id', 'fn_id', 'fn_version', 'data', 'created_by', 'created_at', 'updated_at', 'deleted_at', 'import_job'];
/** Statement texts kept (an import's batches are all one size but the last). */
const KEPT = 8;
const texts = new Map<string, string>();

function insertText(dialect: Dialect, rows: number): string {
  const key = `${dialect}:${rows}`;
  const kept = texts.get(key);
  if (kept) return kept;
  let n = 0;
  const place = dialect === 'postgres' ? () => `$${++n}` : () => '?';
  const values = Array.from({ length: rows }, () => `(${COLUMNS.map(place).join(', ')})`).join(', ');
  const text = `INSERT INTO fn_records (${COLUMNS.join(', ')}) VALUES ${values}`;
  if (texts.size >= KEPT) texts.delete(texts.keys().next().value!);
  texts.set(key, text);
  return text;
}

export interface StagedRow { fnId: number; fnVersion: number; data: unknown; userId: number; now: number }

/**
 * One multi-row INSERT of an import's staged records (hidden: `deleted_at` set, `import_job` the
 * job), its text built once per size and its values bound in order: an import writes tens of
 * thousands of rows in batches, and building the query through Kysely cost more than running it.
 */
function stagedInsert(dialect: Dialect, tenantId: string, jobId: string, rows: StagedRow[]): StagedBatch['insert'] {
  const parameters: unknown[] = [];
  for (const r of rows) parameters.push(tenantId, r.fnId, r.fnVersion, JSON.stringify(r.data), r.userId, r.now, r.now, r.now, jobId);
  return { sql: insertText(dialect, rows.length), parameters };
}

/** One staging batch, compiled: what the staging thread (server/data/stage-writer.ts) is handed. */
export interface StagedBatch {
  tenantId: string;
  jobId: string;
  fnId: number;
  /** `stagedInsert`'s statement. */
  insert: { sql: string; parameters: unknown[] };
  /** Rows it inserts. */
  count: number;
}

/**
 * Runs a staging batch's INSERT and, on SQLite, fills its records' trigram rows; answers the
 * trigram tables filled (the publish leaves those be). `db` is inside a transaction: the
 * main connection's, or the staging thread's own.
 */
export async function writeStagedBatch(db: Kysely<DB>, dialect: Dialect, batch: StagedBatch): Promise<string[]> {
  const res = await db.executeQuery(CompiledQuery.raw(batch.insert.sql, batch.insert.parameters));
  if (dialect !== 'sqlite') return [];
  // One statement's rows have the ids up to the last one, in order.
  const last = Number(res.insertId);
  return fillStagedTrigrams(db, dialect, batch.fnId,
    sql<SqlBool>`r.id BETWEEN ${last - batch.count + 1} AND ${last} AND r.import_job = ${batch.jobId} AND ${tenantFilter(dialect, 'r.tenant_id', batch.tenantId)}`);
}

/** A batch of staged rows as `stagedInsert` writes it, with what its trigram rows need. */
export function stagedBatch(dialect: Dialect, tenantId: string, jobId: string, rows: StagedRow[]): StagedBatch {
  return { tenantId, jobId, fnId: rows[0].fnId, insert: stagedInsert(dialect, tenantId, jobId, rows), count: rows.length };
}

/**
 * Makes every row a job staged for the function visible at once: their shadow rows (and the
 * trigram rows of tables not in `trigramsFilled`, those every staging batch filled) and, on
 * SQLite, their counters and rollups, in one statement per table (the row triggers skip staged
 * rows), then one UPDATE; the count published.
 * The job's index finds them (`tenantFilter`: by the tenant, SQLite walked all its records).
 * `db` is inside the publish's transaction.
 */
export async function publishStagedRows(db: Kysely<DB>, dialect: Dialect, tenantId: string, jobId: string, fnId: number, trigramsFilled: readonly string[] = []): Promise<number> {
  await fillStagedShadows(db, dialect, fnId, sql<SqlBool>`r.import_job = ${jobId} AND ${tenantFilter(dialect, 'r.tenant_id', tenantId)}`, trigramsFilled);
  if (dialect === 'sqlite') await addStagedFigures(db, fnId, jobId);
  const res = await db.updateTable('fn_records').set({ deleted_at: null, import_job: null })
    .where(tenantFilter(dialect, 'tenant_id', tenantId)).where('import_job', '=', jobId).where('fn_id', '=', fnId).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Writes an import's staging batches and its publish outside the main connection (server/data/stage-writer.ts). */
export interface StageWriter {
  write(batch: StagedBatch): Promise<string[]>;
  /** The publish (`publishImportIn`) in a transaction of the writer's connection. */
  publish(p: ImportPublish): Promise<PublishOutcome>;
  close(): Promise<void>;
}

import { sql, type Kysely } from 'kysely';
import { dropTrigramRows, type DB, type Dialect, type ImportJobsTable } from '../db';

export type ImportJobRow = ImportJobsTable;
export type ImportJobState = 'running' | 'succeeded' | 'failed' | 'canceled';
export type ImportJobPhase = 'checking' | 'writing' | 'publishing' | 'done';

/** How a job ended (state other than running), written once. */
export interface ImportJobOutcome {
  state: Exclude<ImportJobState, 'running'>;
  imported?: number;
  errorFileId?: string;
  code?: number;
  msg?: string;
}

/**
 * One tenant's Excel import jobs (migration 014). The rows are the truth every
 * server process reads: progress, the cancel request and the outcome.
 */
export function createImportJobData(db: Kysely<DB>, tenantId: string) {
  const one = (id: string) => db.selectFrom('import_jobs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  return {
    async create(j: { id: string; userId: number; fnId: number; total: number; now: number }): Promise<void> {
      await db.insertInto('import_jobs').values({
        id: j.id, tenant_id: tenantId, user_id: j.userId, fn_id: j.fnId, state: 'running', phase: 'checking',
        total: j.total, done: 0, cancel_requested: 0, started_at: j.now, updated_at: j.now,
      }).execute();
    },

    async get(id: string): Promise<ImportJobRow | undefined> {
      return one(id).executeTakeFirst();
    },

    /** Records progress (and `total`, the rows the read counts now) and answers whether a cancel was asked for meanwhile (one round trip each). */
    async progress(id: string, phase: ImportJobPhase, done: number, now: number, total?: number): Promise<{ cancel: boolean }> {
      await db.updateTable('import_jobs').set({ phase, done, updated_at: now, ...(total === undefined ? {} : { total }) })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('state', '=', 'running').execute();
      const row = await db.selectFrom('import_jobs').select('cancel_requested')
        .where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      return { cancel: !row || Number(row.cancel_requested) !== 0 };
    },

    /**
     * Asks a running job of this user to stop; false once it has started publishing
     * (or ended): from then on it completes. The job decides at its next batch.
     */
    async requestCancel(id: string, userId: number, now: number): Promise<boolean> {
      const res = await db.updateTable('import_jobs').set({ cancel_requested: 1, updated_at: now })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('user_id', '=', userId)
        .where('state', '=', 'running').where('phase', '<>', 'publishing').executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Moves the job to publishing unless a cancel came first; call inside the publish
     * transaction so the cancel and the publish cannot both win.
     */
    async beginPublish(id: string, now: number): Promise<boolean> {
      const res = await db.updateTable('import_jobs').set({ phase: 'publishing', updated_at: now })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('state', '=', 'running')
        .where('cancel_requested', '=', 0).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async finish(id: string, o: ImportJobOutcome, now: number): Promise<void> {
      await db.updateTable('import_jobs').set({
        state: o.state, phase: 'done', imported: o.imported ?? null, error_file_id: o.errorFileId ?? null,
        code: o.code ?? null, msg: o.msg === undefined ? null : o.msg.slice(0, 500), updated_at: now,
        ...(o.state === 'succeeded' ? { done: sql<number>`total` } : {}),
      }).where('tenant_id', '=', tenantId).where('id', '=', id).where('state', '=', 'running').execute();
    },
  };
}

/**
 * Jobs whose process stopped mid-way (no progress for `staleMs`): every tenant's.
 * The sweep marks them failed and deletes the rows they staged (and, on SQLite, their trigram rows).
 */
export function createImportSweepData(db: Kysely<DB>, dialect: Dialect) {
  return {
    async abandoned(before: number, limit: number): Promise<{ id: string; tenant_id: string }[]> {
      return db.selectFrom('import_jobs').select(['id', 'tenant_id'])
        .where('state', '=', 'running').where('updated_at', '<', before).limit(limit).execute();
    },
    /** Deletes at most `limit` rows a job staged; the count deleted. */
    async discardStaged(jobId: string, limit: number): Promise<number> {
      const rows = await db.selectFrom('fn_records').select(['id', 'fn_id']).where('import_job', '=', jobId).limit(limit).execute();
      if (!rows.length) return 0;
      // Their trigram rows (written as they were staged; the delete triggers skip staged records).
      if (dialect === 'sqlite') {
        for (const fnId of new Set(rows.map((r) => r.fn_id))) await dropTrigramRows(db, fnId, rows.filter((r) => r.fn_id === fnId).map((r) => r.id));
      }
      await db.deleteFrom('fn_records').where('import_job', '=', jobId).where('id', 'in', rows.map((r) => r.id)).execute();
      return rows.length;
    },
    async markInterrupted(jobId: string, code: number, msg: string, now: number): Promise<void> {
      await db.updateTable('import_jobs').set({ state: 'failed', phase: 'done', code, msg, updated_at: now })
        .where('id', '=', jobId).where('state', '=', 'running').execute();
    },
    /** Forgets finished jobs older than `before`. */
    async purge(before: number): Promise<void> {
      await db.deleteFrom('import_jobs').where('state', '<>', 'running').where('updated_at', '<', before).execute();
    },
  };
}

export type ImportJobData = ReturnType<typeof createImportJobData>;
export type ImportSweepData = ReturnType<typeof createImportSweepData>;

import { randomUUID } from 'node:crypto';
import { AppError, errors } from '../errors';
import { translate, type ServerLang } from '../i18n';
import { REQUEST_ID_WINDOW_MS, withUniqueErrors, type Caller, type LoadedFunction } from '../records';
import { allocateSerialsMany, giveSerialsBack, noteSerialsTaken, serialRulesOf, type SerialRange } from '../serials';
import { publishImportIn, type DataAccess, type ImportJobOutcome, type ImportJobRow, type ImportPublish } from '../data';
import { createRowChecker, RestartRead, storeErrorFile, type ImportSource, type RowProblem } from './import';
import { progressGate } from './progress-gate';
import { Canceled, progressWrites } from './progress-writes';
import { resolveUserNames } from './user-names';
import { turnTaker } from './turns';

/**
 * Rows staged per short transaction (env IMPORT_BATCH_ROWS, default 1000): one multi-row INSERT
 * and one commit each. 1,000 rows hold the event loop about 7-15 ms; 250 cost a tenth more
 * of the import in commits and statements ("batches" in docs/BENCHMARKS.md).
 */
const batchRows = () => {
  const n = Number(process.env.IMPORT_BATCH_ROWS);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 2000) : 1000;
};
/** Progress (and the cancel request) is written at most this often (env IMPORT_PROGRESS_MS, default 250), besides phase changes. */
const progressMs = () => {
  const n = Number(process.env.IMPORT_PROGRESS_MS);
  return Number.isFinite(n) && n >= 0 ? n : 250;
};
/** A running job without progress for this long belongs to a process that stopped. */
export const STALE_JOB_MS = 2 * 60 * 1000;
/** Finished jobs are kept (for `importStatus`) this long. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Staged rows deleted per statement when a job is discarded. */
const DISCARD_BATCH = 500;

/** The status answer of `importStatus` (and of `import` for a job). */
export function jobStatus(j: ImportJobRow) {
  return {
    jobId: j.id, total: j.total, done: Math.min(j.total, j.done), state: j.state, phase: j.phase,
    imported: j.imported ?? undefined, errorFileId: j.error_file_id ?? undefined, code: j.code ?? undefined, msg: j.msg ?? undefined,
  };
}

function outcomeOf(e: unknown, lang: ServerLang): ImportJobOutcome {
  if (e instanceof Canceled) return { state: 'canceled', code: errors.importCanceled().code, msg: translate(lang, 'importCanceled') };
  if (e instanceof AppError) {
    const data = e.data as { errorFileId?: string } | null;
    return { state: 'failed', code: e.code, msg: translate(lang, e.key, e.params), errorFileId: data?.errorFileId };
  }
  return { state: 'failed', code: 500, msg: translate(lang, 'internal') };
}

/** Deletes what a job staged, a batch at a time (the rows are invisible meanwhile). */
async function discardStaged(data: DataAccess, jobId: string): Promise<void> {
  const turns = turnTaker();
  while ((await data.importSweep.discardStaged(jobId, DISCARD_BATCH)) > 0) await turns.take();
}

/** Deletes what a job staged and gives back the serial numbers it took, unless numbers were taken after them. */
async function undoStaging(run: ImportRun, jobId: string, taken: SerialRange[]): Promise<void> {
  await discardStaged(run.data, jobId);
  if (taken.length) await run.c.tx((t) => giveSerialsBack(t, run.f.fnId, taken));
  taken.length = 0;
}

export interface ImportRun {
  c: Caller;
  data: DataAccess;
  f: LoadedFunction;
  dataDir: string;
  /** The file's rows, read while the job runs. */
  source: ImportSource;
  requestId?: string;
}

/**
 * Starts an import job: checks the rows as the parser thread reads them, stages the records
 * in short batches (other requests run between them), then publishes them all in one short
 * transaction. A failing row stores the error file; a failure, a cancel or a stop before the
 * publish leaves nothing. `done` resolves with the outcome.
 */
export async function startImportJob(run: ImportRun): Promise<{ jobId: string; total: number; done: Promise<{ outcome: ImportJobOutcome; error?: unknown }> }> {
  const { c } = run;
  const jobId = randomUUID();
  const total = run.source.total;
  await c.data.importJobs.create({ id: jobId, userId: c.userId, fnId: run.f.fnId, total, now: c.now() });
  const taken: SerialRange[] = [];
  const done = executeRead(run, jobId, taken).finally(() => run.source.close()).then(
    (imported) => ({ outcome: { state: 'succeeded' as const, imported } }),
    async (error: unknown) => {
      const outcome = outcomeOf(error, c.lang);
      try {
        await undoStaging(run, jobId, taken);
        await c.data.importJobs.finish(jobId, outcome, c.now());
      } catch {
        // The start-up sweep finishes the job and deletes its rows.
      }
      return { outcome, error: error instanceof Canceled ? errors.importCanceled() : error };
    },
  );
  return { jobId, total, done };
}

/** Runs the job; when the parser starts the file over, what was staged goes and the job starts over with it. */
async function executeRead(run: ImportRun, jobId: string, taken: SerialRange[]): Promise<number> {
  for (;;) {
    try {
      return await execute(run, jobId, taken);
    } catch (e) {
      if (!(e instanceof RestartRead)) throw e;
      await undoStaging(run, jobId, taken);
    }
  }
}

/** `taken`: the serial numbers the staging takes, noted as it goes. */
async function execute(run: ImportRun, jobId: string, taken: SerialRange[]): Promise<number> {
  const { c, f, source } = run;
  const turns = turnTaker();
  const batch = batchRows();
  const due = progressGate({ units: batch, ms: progressMs() });
  let checked = 0;
  let staged = 0;
  let read = false;
  // Progress is half checking, half writing (of the total first counted); the cancel request is read with it.
  const progress = progressWrites(() => {
    const total = Math.max(source.total, checked);
    const phase = read || checked >= total ? 'writing' : 'checking';
    // Checking counts the rows checked; writing, all of them and the rows staged (some already while checking: the bar then moves on).
    const units = phase === 'checking' ? checked : Math.min(total + staged, 2 * total);
    // The total goes with it: a read that started over (SheetJS) counts the rows exactly, which the first look may not have.
    return c.data.importJobs.progress(jobId, phase, Math.floor(units / 2), c.now(), total);
  });
  /** Writes progress when due, without waiting for the write; throws what an earlier write met (a cancel). */
  const report = () => {
    progress.meet();
    if (!progress.busy && due(checked + staged)) progress.write();
  };
  /** A phase change: its progress is written at once, and waited for. */
  const reportPhase = () => {
    due(checked + staged, true);
    return progress.flush();
  };
  const now = c.now();
  /** The trigram tables (SQLite) every batch so far filled for its rows: the publish fills only the others. */
  let trigramsFilled: string[] | undefined;
  const numbered = serialRulesOf(f.fn).length > 0;
  /** The batch being written (by the staging thread on a SQLite file): the next rows are checked meanwhile; one at a time. */
  let writing: Promise<void> = Promise.resolve();
  const stage = async (values: Record<string, unknown>[]) => {
    for (let i = 0; i < values.length; i += batch) {
      const slice = values.slice(i, i + batch);
      await writing;
      // Numbers are noted once taken: a failed batch, or a failure later, gives them back with the rest.
      const serials = numbered ? await c.tx(async (t) => {
        const batchTaken: SerialRange[] = [];
        const given = await allocateSerialsMany(t, f.fnId, f.fn, slice, now, batchTaken);
        return { given, batchTaken };
      }) : undefined;
      for (const r of serials?.batchTaken ?? []) noteSerialsTaken(taken, r);
      // Outside a transaction, so the staging thread can write it.
      writing = c.data.records.stageBatch(jobId, slice.map((v, k) => ({ fnId: f.fnId, fnVersion: f.version, data: serials ? { ...v, ...serials.given[k] } : v, userId: c.userId, now })))
        .then((filled) => {
          trigramsFilled = trigramsFilled === undefined ? filled : trigramsFilled.filter((table) => filled.includes(table));
          staged += slice.length;
        });
      // Its failure is met at the next wait for it (the next batch, the publish, or the job's end).
      writing.catch(() => undefined);
      report();
      await turns.take();
    }
  };
  try {
    // A function that numbers its records stages only once every row passed: a file refused
    // for a late row must not use up serial numbers. Others stage while the file is still read.
    const stageEarly = !numbered;
    const check = createRowChecker(c, f);
    const problems: RowProblem[] = [];
    let held: Record<string, unknown>[] = [];
    let rows = 0;
    for (let chunk = await source.next(); chunk; chunk = await source.next()) {
      rows += chunk.rows.length;
      // User cells may name members (login or full name): resolved first; a row naming no one is a problem of its own.
      const named = await resolveUserNames(c, f, chunk.rows);
      // Rows are matched through sets: a file full of bad rows must not cost rows x problems.
      const readRows = new Set(chunk.problems.map((p) => p.row));
      const known = [...chunk.problems, ...named.filter((p) => !readRows.has(p.row))];
      const namedRows = new Set(named.map((p) => p.row));
      const result = await check(chunk.rows.filter((r) => !namedRows.has(r.row)), () => {
        checked++;
        report();
        return turns.due() ? turns.take() : undefined;
      });
      checked += namedRows.size;
      const knownRows = new Set(known.map((p) => p.row));
      problems.push(...known, ...result.problems.filter((p) => !knownRows.has(p.row)));
      if (problems.length) { held = []; continue; }
      held.push(...result.values);
      if (stageEarly) { await stage(held); held = []; }
    }
    if (problems.length) throw errors.importFailed({ errorFileId: await storeErrorFile(c, run.dataDir, problems), failedRows: problems.length });
    // Parts of blank rows only (the first part with none is refused before the job starts).
    if (!rows) throw errors.importEmpty();
    read = true;
    await reportPhase();
    await stage(held);
    await writing;
    await progress.settled();
    progress.meet();

    // The publish: one short transaction makes every staged record visible, or none (on a SQLite
    // file in the staging thread, off the event loop).
    const request: ImportPublish = {
      tenantId: c.data.tenantId, jobId, fnId: f.fnId, staged, trigramsFilled: trigramsFilled ?? [], userId: c.userId, now: c.now(),
      requestId: run.requestId ? { id: run.requestId, since: now - REQUEST_ID_WINDOW_MS } : undefined,
    };
    const outcome = await withUniqueErrors(c, f, () => c.data.records.publishInThread(request)
      ?? c.tx((t) => publishImportIn((fn) => fn(t), request)));
    if ('refused' in outcome) throw outcome.refused === 'canceled' ? new Canceled() : errors.duplicateSubmission();
    return outcome.published;
  } catch (e) {
    // What is undone after this must not meet a batch still being written.
    await writing.catch(() => undefined);
    await progress.settled();
    throw e;
  }
}

/**
 * Finishes jobs whose process stopped mid-way (no progress for STALE_JOB_MS) as
 * failed and deletes what they staged; forgets old finished jobs. Run at start-up.
 */
export async function sweepImportJobs(data: DataAccess, now: number, lang: ServerLang = 'zh-CN'): Promise<number> {
  const stale = await data.importSweep.abandoned(now - STALE_JOB_MS, 100);
  for (const j of stale) {
    await discardStaged(data, j.id);
    await data.importSweep.markInterrupted(j.id, errors.importInterrupted().code, translate(lang, 'importInterrupted'), now);
  }
  await data.importSweep.purge(now - KEEP_MS);
  return stale.length;
}

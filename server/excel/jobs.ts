import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import { translate, type ServerLang } from '../i18n';

/** An import running in the background: `done` of `total` rows (validation and writing count half each). */
export interface ImportJob {
  id: string;
  tenantId: string;
  userId: number;
  total: number;
  done: number;
  state: 'running' | 'succeeded' | 'failed';
  imported?: number;
  errorFileId?: string;
  /** Envelope code and message of a failure. */
  code?: number;
  msg?: string;
  startedAt: number;
}

/** Jobs live in memory (one server process) for an hour after they start. */
const jobs = new Map<string, ImportJob>();
const KEEP_MS = 60 * 60 * 1000;

export function createJob(tenantId: string, userId: number, total: number): ImportJob {
  const now = Date.now();
  for (const [id, j] of jobs) if (now - j.startedAt > KEEP_MS) jobs.delete(id);
  const job: ImportJob = { id: randomUUID(), tenantId, userId, total, done: 0, state: 'running', startedAt: now };
  jobs.set(job.id, job);
  return job;
}

export function findJob(id: string, tenantId: string, userId: number): ImportJob | undefined {
  const j = jobs.get(id);
  return j && j.tenantId === tenantId && j.userId === userId ? j : undefined;
}

/** Records how a job ended; an AppError keeps its code and translated message. */
export function failJob(job: ImportJob, e: unknown, lang: ServerLang): void {
  job.state = 'failed';
  if (e instanceof AppError) {
    job.code = e.code;
    job.msg = translate(lang, e.key, e.params);
    const data = e.data as { errorFileId?: string } | null;
    if (data?.errorFileId) job.errorFileId = data.errorFileId;
  } else {
    job.code = 500;
    job.msg = translate(lang, 'internal');
  }
}

/** The status answer of `importStatus`. */
export function jobStatus(j: ImportJob) {
  return {
    jobId: j.id, total: j.total, done: Math.min(j.total, Math.floor(j.done)), state: j.state,
    imported: j.imported, errorFileId: j.errorFileId, code: j.code, msg: j.msg,
  };
}

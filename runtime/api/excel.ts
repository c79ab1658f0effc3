import { post } from '../request';
import { downloadBlob, saveBlob, sendForm } from './files';
import type { SortItem } from './types';

/** `POST /api/fn/:code/export`: the records matching the current search as .xlsx, saved by the browser. */
export async function exportRecords(code: string, query: { filters?: Record<string, unknown>; sort?: SortItem[]; menu?: string }): Promise<string> {
  const { blob, name } = await downloadBlob(`/api/fn/${encodeURIComponent(code)}/export`, query, `${code}.xlsx`);
  saveBlob(blob, name);
  return name;
}

/** What the server says about an import. */
export interface ImportStatus {
  jobId?: string;
  /** `running` while rows are being read; then `done`, `failed` or `canceled`. */
  state: 'running' | 'done' | 'failed' | 'canceled';
  /** What a running job does now: `checking` rows, `writing` them, `publishing` them all at once. */
  phase?: 'checking' | 'writing' | 'publishing' | 'done';
  /** 0-100. */
  progress: number;
  imported?: number;
  total?: number;
  /** The error file to download when the import failed. */
  errorFileId?: string;
  msg?: string;
}

function toStatus(answer: Record<string, unknown> | null | undefined): ImportStatus {
  const a = answer ?? {};
  const raw = String(a.state ?? (a.errorFileId ? 'failed' : a.jobId && a.imported === undefined ? 'running' : 'done'));
  const state = raw === 'failed' || raw === 'error' ? 'failed' : raw === 'canceled' ? 'canceled' : raw === 'running' || raw === 'queued' || raw === 'pending' ? 'running' : 'done';
  const phase = ['checking', 'writing', 'publishing', 'done'].includes(String(a.phase)) ? (String(a.phase) as ImportStatus['phase']) : undefined;
  const total = a.total === undefined ? undefined : Number(a.total);
  const done = a.done === undefined ? undefined : Number(a.done);
  const progress = a.progress !== undefined ? Number(a.progress) : total && done !== undefined ? (done / total) * 100 : state === 'running' ? 0 : 100;
  return {
    jobId: a.jobId === undefined ? undefined : String(a.jobId),
    state,
    phase,
    progress: state === 'done' ? 100 : progress,
    imported: a.imported === undefined || a.imported === null ? undefined : Number(a.imported),
    total,
    errorFileId: a.errorFileId === undefined || a.errorFileId === null ? undefined : String(a.errorFileId),
    msg: typeof a.msg === 'string' ? a.msg : undefined,
  };
}

/** `POST /api/fn/:code/import` (multipart `file`, .xlsx or .xls): starts an import. */
export async function startImport(code: string, file: File): Promise<ImportStatus> {
  const body = new FormData();
  body.append('file', file, file.name);
  return toStatus(await sendForm<Record<string, unknown>>(`/api/fn/${encodeURIComponent(code)}/import`, body, { silent: true }));
}

/** `POST /api/fn/:code/importStatus {jobId}`: progress of a running import. */
export async function importStatus(code: string, jobId: string): Promise<ImportStatus> {
  return toStatus(await post<Record<string, unknown>>(`/api/fn/${encodeURIComponent(code)}/importStatus`, { jobId }, { silent: true }));
}

/** `POST /api/fn/:code/importCancel {jobId}`: stops a running import before it publishes (nothing is written). */
export async function cancelImport(code: string, jobId: string): Promise<ImportStatus & { canceled: boolean }> {
  const answer = await post<Record<string, unknown>>(`/api/fn/${encodeURIComponent(code)}/importCancel`, { jobId }, { silent: true });
  return { ...toStatus(answer), canceled: answer?.canceled === true };
}

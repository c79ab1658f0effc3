import { post } from '../request';
import type { FunctionMeta, PageAnswer, PageQuery, RecordRow } from './types';

const base = (code: string) => `/api/fn/${encodeURIComponent(code)}`;

/** Route params are strings; the server's record ids are integers when they look like one. */
export const toRecordId = (id: string | number): string | number =>
  typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;

export const getFunctionMeta = (code: string) => post<FunctionMeta>(`${base(code)}/meta`, {});
export const pageRecords = (code: string, query: PageQuery) => post<PageAnswer<RecordRow>>(`${base(code)}/page`, query);
export const getRecord = (code: string, id: string) =>
  post<{
    record: RecordRow;
    process: { processInstanceId: number } | null;
    actions?: { edit: boolean; delete: boolean; submit: boolean; resubmit: boolean };
  }>(`${base(code)}/detail`, { id: toRecordId(id) });
/** Field errors (code 14) are marked by the form; the request layer also toasts them. */
export const saveRecord = (code: string, data: Record<string, unknown>, id?: string) =>
  post<{ id: string; serials: Record<string, unknown> }>(`${base(code)}/save`, id ? { id: toRecordId(id), data } : { data });
export const deleteRecord = (code: string, id: string | number) => post<unknown>(`${base(code)}/delete`, { id: toRecordId(id) });

/** The signed-in user as rules see it and a new record's `x-default` values (issue 12). */
export const getRuleContext = (code: string) =>
  post<{ user: { id: number; name?: string; department?: number | null } | null; defaults: Record<string, unknown> }>(`${base(code)}/ruleContext`, {});

/** Records the function's rules read in the browser (`lookup`, `sumOf`). */
export const getRuleData = <A>(code: string, requests: unknown[]) => post<A>(`${base(code)}/ruleData`, { requests });

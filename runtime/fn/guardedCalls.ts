import { toRecordId, newRequestId, sendJson } from '../api';

const base = (code: string) => `/api/fn/${encodeURIComponent(code)}`;

/**
 * Saves a record with an `x-request-id` (the server refuses the same id twice, so a
 * double submission saves once). Answers the id and the serial numbers allocated.
 */
export function saveRecordOnce(code: string, data: Record<string, unknown>, id?: string | number, requestId = newRequestId()) {
  return sendJson<{ id: string | number; serials?: Record<string, string> }>(
    `${base(code)}/save`, id === undefined ? { data } : { id: toRecordId(id), data }, { headers: { 'x-request-id': requestId } },
  );
}

/** "Run workflow" button: `POST /api/fn/:code/submit {id}` with an `x-request-id`. */
export function submitRecordOnce(code: string, id: string | number, requestId = newRequestId()) {
  return sendJson<unknown>(`${base(code)}/submit`, { id: toRecordId(id) }, { headers: { 'x-request-id': requestId } });
}

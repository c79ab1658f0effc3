import * as XLSX from '@e965/xlsx';
import { expect } from 'vitest';
import type { FlowHarness, User } from '../workflow/support';

/** The six document states the matrix walks (abnormal has its own test). */
export const STATES = ['draft', 'inApproval', 'approved', 'rejected', 'recalled', 'canceled'] as const;
export type DocState = (typeof STATES)[number];

export const SECRET = 's3cret-value';

/**
 * A record of the `steps` flow (s1 bob hides `secret` -> s2 carol -> s3 dave -> CC erin),
 * saved by alice and brought into `state`.
 */
export async function recordIn(f: FlowHarness, state: DocState, title = `rec-${state}`): Promise<{ id: number; pid?: number }> {
  const saved = await f.as('alice', '/api/fn/steps/save', { data: { title, amount: 10, secret: SECRET } });
  expect(saved.code, saved.msg).toBe(0);
  const id = saved.data.id as number;
  if (state === 'draft') return { id };
  const sub = await f.as('alice', '/api/fn/steps/submit', { id });
  expect(sub.code, sub.msg).toBe(0);
  const pid = sub.data.processInstanceId as number;
  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(0);
  if (state === 'approved') {
    for (const u of ['bob', 'carol', 'dave'] as User[]) ok(await f.pass(u, pid));
  } else if (state === 'rejected') {
    ok(await f.as('bob', '/api/bpm/auditReject', { taskId: await f.taskId('bob', pid), mode: 'final', opinion: 'no' }));
  } else if (state === 'recalled') {
    ok(await f.as('alice', '/api/bpm/recall', { processInstanceId: pid }));
  } else if (state === 'canceled') {
    ok(await f.as('alice', '/api/bpm/cancel', { processInstanceId: pid }));
  }
  return { id, pid };
}

/** The record's stored document state. */
export async function storedState(f: FlowHarness, id: number): Promise<string> {
  const row = await f.h.db.selectFrom('fn_records').select('doc_state').where('id', '=', id).executeTakeFirstOrThrow();
  return row.doc_state;
}

/** The rows (title -> row object) of an export of `fn` as `user`. */
export async function exportRows(f: FlowHarness, user: User, fn: string): Promise<Record<string, unknown>[]> {
  const token = await f.h.token(user);
  const res = await f.h.app.inject({
    method: 'POST', url: `/api/fn/${fn}/export`, headers: { 'content-type': 'application/json', accesstoken: token, lang: 'en-US' }, payload: '{}',
  });
  expect(res.statusCode).toBe(200);
  const wb = XLSX.read(res.rawPayload);
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]]);
}

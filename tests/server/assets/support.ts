import { expect } from 'vitest';
import type { Envelope, Harness } from '../support/harness';

/** A valid asset card (money in cents); `assetCode` must be unique per tenant. */
export function assetCard(assetCode: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    assetCode, name: `Laptop ${assetCode}`, category: 'laptop', specModel: 'i7 / 32 GB', brand: 'Lenovo',
    originalValue: 1299900, purchaseDate: '2024-05-06', storageLocation: 'Store room A', ...overrides,
  };
}

/** Drives the assets pack through the HTTP API as the demo users. */
export function assetsApi(h: Harness) {
  const as = (user: string) => h.token(user);
  const save = async (user: string, fn: string, data: Record<string, unknown>, id?: number): Promise<Envelope<{ id: number; serials: Record<string, string> }>> =>
    h.post(`/api/fn/${fn}/save`, id === undefined ? { data } : { id, data }, { token: await as(user), lang: 'en-US' });
  const submit = async (user: string, fn: string, id: number): Promise<Envelope<{ processInstanceId: number; state: string }>> =>
    h.post(`/api/fn/${fn}/submit`, { id }, { token: await as(user), lang: 'en-US' });
  const detail = async (user: string, fn: string, id: number) => {
    const res = await h.post(`/api/fn/${fn}/detail`, { id }, { token: await as(user), lang: 'en-US' });
    expect(res.code, res.msg).toBe(0);
    return res.data.record as { id: number; fnVersion: number; docState: string; data: Record<string, any> };
  };
  const userId = async (userName: string): Promise<number> =>
    (await h.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow()).id;
  /** The pending task of `user` in process `pid`. */
  const taskOf = async (pid: number, user: string): Promise<number> => {
    const uid = await userId(user);
    const row = await h.db.selectFrom('process_tasks').select('id')
      .where('instance_id', '=', pid).where('assignee_id', '=', uid).where('state', '=', 'pending').executeTakeFirst();
    if (!row) throw new Error(`${user} has no pending task in process ${pid}`);
    return row.id;
  };
  const approve = async (pid: number, user: string): Promise<Envelope> =>
    h.post('/api/bpm/approvalPass', { taskId: await taskOf(pid, user), opinion: 'OK' }, { token: await as(user), lang: 'en-US' });
  const reject = async (pid: number, user: string): Promise<Envelope> =>
    h.post('/api/bpm/auditReject', { taskId: await taskOf(pid, user), opinion: 'No', mode: 'final' }, { token: await as(user), lang: 'en-US' });

  /** Saves and submits; the record id and its process. */
  const start = async (user: string, fn: string, data: Record<string, unknown>) => {
    const saved = await save(user, fn, data);
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const sub = await submit(user, fn, saved.data.id);
    expect(sub.code, JSON.stringify(sub)).toBe(0);
    return { id: saved.data.id, pid: sub.data.processInstanceId, serials: saved.data.serials };
  };

  /** A registered asset (the administrator saves and submits it; the flow passes on its own for them). */
  const register = async (assetCode: string, overrides: Record<string, unknown> = {}): Promise<number> => {
    const { id } = await start('admin', 'asset', assetCard(assetCode, overrides));
    expect((await detail('admin', 'asset', id)).docState).toBe('approved');
    return id;
  };

  /** alice's document through her supervisor bob and the asset administrator (the tenant administrator stands in). */
  const aliceThrough = async (fn: string, data: Record<string, unknown>) => {
    const doc = await start('alice', fn, data);
    expect((await approve(doc.pid, 'bob')).code).toBe(0);
    expect((await approve(doc.pid, 'admin')).code).toBe(0);
    expect((await detail('alice', fn, doc.id)).docState).toBe('approved');
    return doc;
  };

  return { save, submit, detail, approve, reject, start, register, aliceThrough, userId, taskOf };
}

/** The field names of a code-14 answer. */
export const fieldsOf = (res: Envelope): string[] => {
  expect(res.code, JSON.stringify(res)).toBe(14);
  return (res.data?.reqFieldErrorList ?? []).map((e: { fields: string }) => e.fields);
};

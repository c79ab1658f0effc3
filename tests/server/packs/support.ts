import { expect } from 'vitest';
import type { TestDatabase } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

type Reply = { code: number; msg: string; data: any };

/** One seeded server (bundled packs installed) with the demo users signed in and short-hands for documents. */
export interface PackHarness {
  h: Harness;
  ids: Record<string, number>;
  as(user: string, path: string, body?: unknown, lang?: string): Promise<Reply>;
  /** Saves a record of `fn` as `user`; the reply as it came. */
  save(user: string, fn: string, data: Record<string, unknown>, id?: number): Promise<Reply>;
  /** Saves and submits; fails the test unless both pass. Returns the record and instance ids. */
  start(user: string, fn: string, data: Record<string, unknown>): Promise<{ id: number; pid: number }>;
  /** The user's pending task on an instance, if any. */
  taskOf(user: string, pid: number): Promise<{ taskId: number; nodeId: string } | undefined>;
  /** Approves the user's pending task on an instance; fails the test when there is none. */
  pass(user: string, pid: number, body?: Record<string, unknown>): Promise<Reply>;
  /** A record's stored values. */
  values(fn: string, id: number, user?: string): Promise<Record<string, any>>;
  /** Field paths of a code-14 reply. */
  fieldsOf(reply: Reply): string[];
  state(pid: number): Promise<string>;
  close(): Promise<void>;
}

export async function createPackHarness(target: TestDatabase, users: string[] = ['admin', 'alice', 'bob', 'carol', 'finance']): Promise<PackHarness> {
  const h = await createHarness(target);
  const tokens = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await h.token(u)])));
  const rows = await h.db.selectFrom('users').select(['id', 'user_name']).execute();
  const ids = Object.fromEntries(rows.map((r) => [r.user_name, r.id]));
  const as = (user: string, path: string, body: unknown = {}, lang = 'en-US') => h.post(path, body, { token: tokens[user], lang });
  const save = (user: string, fn: string, data: Record<string, unknown>, id?: number) => as(user, `/api/fn/${fn}/save`, id ? { id, data } : { data });
  const taskOf = async (user: string, pid: number) => {
    const res = await as(user, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 100 });
    return res.data.records.find((r: { processInstanceId: number }) => r.processInstanceId === pid);
  };
  return {
    h, ids, as, save, taskOf,
    async start(user, fn, data) {
      const saved = await save(user, fn, data);
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      const sub = await as(user, `/api/fn/${fn}/submit`, { id: saved.data.id });
      expect(sub.code, JSON.stringify(sub)).toBe(0);
      return { id: saved.data.id, pid: sub.data.processInstanceId };
    },
    async pass(user, pid, body = {}) {
      const task = await taskOf(user, pid);
      expect(task, `${user} has a task on ${pid}`).toBeDefined();
      return as(user, '/api/bpm/approvalPass', { taskId: task!.taskId, ...body });
    },
    async values(fn, id, user = 'admin') {
      const res = await as(user, `/api/fn/${fn}/detail`, { id });
      expect(res.code, JSON.stringify(res)).toBe(0);
      return res.data.record.data;
    },
    fieldsOf: (reply) => (reply.data?.reqFieldErrorList ?? []).map((e: { fields: string }) => e.fields),
    async state(pid) {
      return (await h.db.selectFrom('process_instances').select('state').where('id', '=', pid).executeTakeFirstOrThrow()).state;
    },
    close: () => h.close(),
  };
}

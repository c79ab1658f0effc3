import { expect } from 'vitest';
import type { TestDatabase } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { flowsPack } from './fixtures/flows-pack';

export const USERS = ['admin', 'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'finance'] as const;
export type User = (typeof USERS)[number];

/** A seeded server with the test flows installed, every demo user signed in once, and short-hands. */
export interface FlowHarness {
  h: Harness;
  ids: Record<User, number>;
  as(user: User, path: string, body?: unknown): Promise<{ code: number; msg: string; data: any }>;
  /** Saves a record of `fn` as `user` and submits it; returns the instance id. */
  start(fn: string, data?: Record<string, unknown>, user?: User): Promise<number>;
  /** The user's pending task on an instance, if any. */
  taskOf(user: User, pid: number): Promise<{ taskId: number; nodeId: string } | undefined>;
  /** The id of the user's pending task on an instance; fails the test when there is none. */
  taskId(user: User, pid: number): Promise<number>;
  /** Approves the user's pending task on an instance (`body`: opinion, data ...). */
  pass(user: User, pid: number, body?: Record<string, unknown>): Promise<{ code: number; msg: string; data: any }>;
  detail(user: User, pid: number): Promise<any>;
  state(pid: number): Promise<string>;
}

export async function createFlowHarness(target: TestDatabase): Promise<FlowHarness> {
  const h = await createHarness(target);
  const tokens = Object.fromEntries(await Promise.all(USERS.map(async (u) => [u, await h.token(u)]))) as Record<User, string>;
  const rows = await h.db.selectFrom('users').select(['id', 'user_name']).execute();
  const ids = Object.fromEntries(rows.map((r) => [r.user_name, r.id])) as Record<User, number>;
  const as = (user: User, path: string, body: unknown = {}) => h.post(path, body, { token: tokens[user], lang: 'en-US' });
  const installed = await as('admin', '/api/pack/install', { pack: flowsPack() });
  if (installed.code !== 0) throw new Error(`install: ${installed.msg} ${JSON.stringify(installed.data)}`);

  const detail = async (user: User, pid: number) => (await as(user, '/api/bpm/businessProcessDetailV2', { processInstanceId: pid })).data;
  const taskOf = async (user: User, pid: number) => {
    const res = await as(user, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 100 });
    return res.data.records.find((r: { processInstanceId: number }) => r.processInstanceId === pid);
  };
  const taskId = async (user: User, pid: number) => {
    const t = await taskOf(user, pid);
    expect(t, `${user} has a task`).toBeDefined();
    return t!.taskId as number;
  };
  return {
    h, ids, as, detail, taskOf, taskId,
    pass: async (user, pid, body = {}) => as(user, '/api/bpm/approvalPass', { taskId: await taskId(user, pid), ...body }),
    async start(fn, data = {}, user = 'alice') {
      const saved = await as(user, `/api/fn/${fn}/save`, { data: { title: 't', amount: 10, secret: 's3cret-value', ...data } });
      expect(saved.code, saved.msg).toBe(0);
      const sub = await as(user, `/api/fn/${fn}/submit`, { id: saved.data.id });
      expect(sub.code, sub.msg).toBe(0);
      return sub.data.processInstanceId;
    },
    async state(pid) {
      const row = await h.db.selectFrom('process_instances').select('state').where('id', '=', pid).executeTakeFirstOrThrow();
      return row.state;
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

const leave = (o: Record<string, unknown> = {}) => ({
  applicant: 2, leaveType: 'annual', startTime: '2024-05-06', startHalf: 'am', endTime: '2024-05-07', endHalf: 'pm', reason: 'Family trip', ...o,
});

describe.each(databases())('leave pack ($name)', (target) => {
  let h: Harness;
  const tok: Record<string, string> = {};
  const as = (user: string, path: string, body: unknown = {}) => h.post(path, body, { token: tok[user], lang: 'en-US' });
  const pending = async (user: string, pid: number) =>
    (await as(user, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 100 })).data.records.find((r: { processInstanceId: number }) => r.processInstanceId === pid);
  const state = async (pid: number) => (await h.db.selectFrom('process_instances').select('state').where('id', '=', pid).executeTakeFirstOrThrow()).state;
  const submitted = async (data: Record<string, unknown>) => {
    const saved = await as('alice', '/api/fn/leave/save', { data });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const sub = await as('alice', '/api/fn/leave/submit', { id: saved.data.id });
    expect(sub.code, JSON.stringify(sub)).toBe(0);
    return { id: saved.data.id as number, pid: sub.data.processInstanceId as number };
  };

  beforeAll(async () => {
    h = await createHarness(target);
    for (const u of ['admin', 'alice', 'bob']) tok[u] = await h.token(u);
  });
  afterAll(async () => { await h?.close(); });

  it('computes days in half-day steps on save and numbers the request', async () => {
    const saved = await as('alice', '/api/fn/leave/save', { data: leave({ startHalf: 'pm', endTime: '2024-05-08', endHalf: 'am' }) });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const rec = await as('alice', '/api/fn/leave/detail', { id: saved.data.id });
    expect(rec.data).toMatchObject({});
    console.log(JSON.stringify(rec));
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness, type User } from './support';

const BOARD: User[] = ['bob', 'carol', 'dave', 'erin', 'frank'];

describe.each(databases())('countersign votes in random interleavings ($name)', (target) => {
  let f: FlowHarness;
  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  it('5 concurrent votes at 60%: one decision, by exactly three votes of one kind; every other vote is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), async (s, approves) => {
        const pid = await f.start('cs60');
        const tasks = await f.h.db.selectFrom('process_tasks').select(['id', 'assignee_id']).where('instance_id', '=', pid).execute();
        const taskOf = (u: User) => tasks.find((t) => t.assignee_id === f.ids[u])!.id;
        // The scheduler decides the order in which the calls start; once started they run at once.
        const calls = BOARD.map((u, i) => s.schedule(Promise.resolve(), `${u} ${approves[i] ? 'approves' : 'rejects'}`).then(() => (approves[i]
          ? f.as(u, '/api/bpm/approvalPass', { taskId: taskOf(u) })
          : f.as(u, '/api/bpm/auditReject', { taskId: taskOf(u), opinion: 'no', mode: 'final' }))));
        await s.waitAll();
        const answers = await Promise.all(calls);
        const rows = await f.h.db.selectFrom('process_tasks').select(['state']).where('instance_id', '=', pid).execute();
        const approved = rows.filter((r) => r.state === 'approved').length;
        const rejected = rows.filter((r) => r.state === 'rejected').length;
        const state = await f.state(pid);
        expect([approved, rejected]).toContain(3);
        expect(state).toBe(approved === 3 ? 'approved' : 'rejected');
        expect(rows.filter((r) => r.state === 'closed')).toHaveLength(5 - approved - rejected);
        expect(answers.filter((a) => a.code === 0)).toHaveLength(approved + rejected);
        expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 409)).toBe(true);
        const letters = await f.h.db.selectFrom('station_letters').select('biz').where('user_id', '=', f.ids.alice).execute();
        expect(letters.map((l) => JSON.parse(l.biz)).filter((b) => b.processInstanceId === pid && b.type === 'result')).toHaveLength(1);
      }),
      { numRuns: 8 },
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { initialModel, oracle, pendingUsers, TERMINAL, type Model, type RejectMode } from './model-oracle';
import { createFlowHarness, type FlowHarness, type User } from './support';

const STATES = ['initializing', 'toSubmit', 'inApproval', 'approved', 'rejected', 'canceled', 'interventionEnded', 'abnormal'];
const ACTORS: User[] = ['alice', 'admin', 'bob', 'carol', 'dave', 'erin', 'frank'];
const OTHERS: User[] = ['bob', 'carol', 'dave', 'erin', 'frank', 'finance'];

interface Real {
  f: FlowHarness;
  pid: number;
  /** Tasks seen decided (approved/rejected/transferred): they must never change again. */
  decided: Map<number, string>;
}

type Act = (m: Model, r: Real) => Promise<{ expected: boolean; code: number }>;

async function tasks(r: Real) {
  return r.f.h.db.selectFrom('process_tasks').selectAll().where('instance_id', '=', r.pid).orderBy('id').execute();
}

/** The task id a user would act on: their pending task, else their latest, else anybody's (a refusal is expected then). */
async function taskIdFor(r: Real, user: User): Promise<number | undefined> {
  const all = await tasks(r);
  const mine = all.filter((t) => t.assignee_id === r.f.ids[user]);
  return (mine.find((t) => t.state === 'pending') ?? mine[mine.length - 1] ?? all[all.length - 1])?.id;
}

async function check(m: Model, r: Real): Promise<void> {
  const inst = await r.f.h.db.selectFrom('process_instances').selectAll().where('id', '=', r.pid).executeTakeFirstOrThrow();
  expect(STATES).toContain(inst.state);
  expect(inst.state).toBe(m.state);
  expect(JSON.parse(inst.current_node_ids)).toEqual(m.node ? [m.node] : []);
  const all = await tasks(r);
  const byId = new Map(Object.entries(r.f.ids).map(([name, id]) => [id, name]));
  expect(all.filter((t) => t.state === 'pending').map((t) => byId.get(t.assignee_id)).sort()).toEqual(pendingUsers(m));
  if (TERMINAL.includes(m.state)) expect(all.filter((t) => t.state === 'pending' || t.state === 'waiting')).toEqual([]);
  for (const t of all) {
    const snapshot = `${t.state}|${t.operation}|${t.opinion}|${t.operated_at}`;
    const before = r.decided.get(t.id);
    if (before !== undefined) expect(snapshot, `task ${t.id} acted on twice`).toBe(before);
    else if (['approved', 'rejected', 'transferred'].includes(t.state)) r.decided.set(t.id, snapshot);
  }
}

function command(label: string, act: Act): fc.AsyncCommand<Model, Real> {
  return {
    check: () => true,
    async run(m, r) {
      const { expected, code } = await act(m, r);
      if (expected) expect(code, `${label} should succeed`).toBe(0);
      else expect(code, `${label} should be refused`).not.toBe(0);
      await check(m, r);
    },
    toString: () => label,
  };
}

const taskAction = (label: string, user: User, path: string, body: Record<string, unknown>, model: (m: Model) => boolean) =>
  command(label, async (m, r) => {
    const taskId = await taskIdFor(r, user);
    const expected = model(m);
    if (taskId === undefined) return { expected, code: expected ? 0 : -1 };
    const res = await r.f.as(user, path, { taskId, ...body });
    return { expected, code: res.code };
  });

const instanceAction = (label: string, user: User, path: string, model: (m: Model) => boolean) =>
  command(label, async (m, r) => {
    const expected = model(m);
    const res = await r.f.as(user, path, { processInstanceId: r.pid });
    return { expected, code: res.code };
  });

function commandsFor(f: FlowHarness, actor = fc.constantFrom(...ACTORS)) {
  const other = fc.constantFrom(...OTHERS);
  return [
    actor.map((u) => taskAction(`approve(${u})`, u, '/api/bpm/approvalPass', {}, (m) => oracle.approve(m, u))),
    fc.tuple(actor, fc.constantFrom<RejectMode>('toInitiator', 'toNode', 'final')).map(([u, mode]) =>
      taskAction(`reject(${u}, ${mode})`, u, '/api/bpm/auditReject', { opinion: 'no', mode, ...(mode === 'toNode' ? { nodeId: 'A' } : {}) },
        (m) => oracle.reject(m, u, mode))),
    fc.tuple(actor, other).map(([u, to]) =>
      taskAction(`transfer(${u} -> ${to})`, u, '/api/bpm/changeApprover', { fromUserId: f.ids[u], toUserId: f.ids[to] },
        (m) => oracle.transfer(m, u, to))),
    fc.tuple(actor, other, fc.constantFrom<'before' | 'after'>('before', 'after')).map(([u, o, pos]) =>
      taskAction(`addSign(${u} + ${o} ${pos})`, u, '/api/bpm/addNode', { position: pos, userIds: [f.ids[o]] },
        (m) => oracle.addSign(m, u, o, pos))),
    actor.map((u) => instanceAction(`recall(${u})`, u, '/api/bpm/recall', (m) => oracle.recall(m, u))),
    actor.map((u) => instanceAction(`resubmit(${u})`, u, '/api/bpm/resubmit', (m) => oracle.resubmit(m, u))),
    actor.map((u) => instanceAction(`cancel(${u})`, u, '/api/bpm/cancel', (m) => oracle.cancel(m, u))),
  ];
}

describe.each(databases())('approval actions against an oracle (model-based, $name)', (target) => {
  let f: FlowHarness;
  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  it('random action sequences by random users keep the instance consistent with the oracle', async () => {
    // Actions by assignees are weighted up so that runs get past the first node and to the end.
    const cmds = commandsFor(f);
    const byAssignees = commandsFor(f, fc.constantFrom<User>('bob', 'carol', 'dave', 'erin', 'frank'));
    const weighted = [...cmds, byAssignees[0], byAssignees[0], byAssignees[0], byAssignees[0], byAssignees[1], byAssignees[2], byAssignees[3]];
    await fc.assert(
      fc.asyncProperty(fc.commands(weighted, { maxCommands: 20 }), async (list) => {
        const pid = await f.start('prop');
        const real: Real = { f, pid, decided: new Map() };
        const model = initialModel();
        await check(model, real);
        await fc.asyncModelRun(() => ({ model, real }), list);
      }),
      { numRuns: 20 },
    );
  });
});

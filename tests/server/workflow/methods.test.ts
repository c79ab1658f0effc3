import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness, type User } from './support';

describe.each(databases())('approval methods, routes and approver resolution ($name)', (target) => {
  let f: FlowHarness;
  const pass = async (user: User, pid: number, expected = 0) => {
    const task = await f.taskOf(user, pid);
    expect(task, `${user} has a task`).toBeDefined();
    const res = await f.as(user, '/api/bpm/approvalPass', { taskId: task!.taskId });
    expect(res.code, res.msg).toBe(expected);
    return res;
  };
  const rejectVote = async (user: User, pid: number) => {
    const task = await f.taskOf(user, pid);
    const res = await f.as(user, '/api/bpm/auditReject', { taskId: task!.taskId, opinion: 'no', mode: 'final' });
    expect(res.code, res.msg).toBe(0);
  };

  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  it('countersign 60% of 5 passes at the third approval and closes the other tasks', async () => {
    const pid = await f.start('cs60');
    for (const u of ['bob', 'carol', 'dave', 'erin', 'frank'] as User[]) expect(await f.taskOf(u, pid)).toBeDefined();
    const frankTask = (await f.taskOf('frank', pid))!;
    await pass('bob', pid);
    await rejectVote('carol', pid);
    await pass('dave', pid);
    expect(await f.state(pid)).toBe('inApproval');
    await pass('erin', pid);
    expect(await f.state(pid)).toBe('approved');
    const late = await f.as('frank', '/api/bpm/approvalPass', { taskId: frankTask.taskId });
    expect(late).toMatchObject({ code: 409, msg: 'This task has already been handled; do not click repeatedly' });
    const states = (await f.detail('alice', pid)).history.map((x: { operator: string; state: string }) => `${x.operator}:${x.state}`);
    expect(states).toEqual(['Bob Approver:approved', 'Carol Approver:rejected', 'Dave Approver:approved', 'Erin Approver:approved', 'Frank Approver:closed']);
  });

  it('countersign 60% of 5 rejects as soon as three reject', async () => {
    const pid = await f.start('cs60');
    await rejectVote('bob', pid);
    await pass('carol', pid);
    await rejectVote('dave', pid);
    expect(await f.state(pid)).toBe('inApproval');
    await rejectVote('erin', pid);
    expect(await f.state(pid)).toBe('rejected');
    expect(await f.taskOf('frank', pid)).toBeUndefined();
  });

  it('sequential hands the task on in order', async () => {
    const pid = await f.start('seq');
    expect(await f.taskOf('carol', pid)).toBeUndefined();
    await pass('bob', pid);
    expect(await f.taskOf('dave', pid)).toBeUndefined();
    await pass('carol', pid);
    await pass('dave', pid);
    expect(await f.state(pid)).toBe('approved');
  });

  it('routes by condition, else the default branch; skip rules skip a node', async () => {
    const big = await f.start('route', { amount: 5000 });
    expect(await f.taskOf('carol', big)).toBeDefined();
    expect(await f.taskOf('dave', big)).toBeUndefined();
    await pass('carol', big);
    await pass('erin', big); // amount >= 100: not skipped
    expect(await f.state(big)).toBe('approved');

    const small = await f.start('route', { amount: 50 });
    await pass('dave', small);
    expect(await f.taskOf('erin', small)).toBeUndefined(); // skipped: amount < 100
    expect(await f.state(small)).toBe('approved');
  });

  it('a route with no matching branch puts the instance in abnormal, listed with its reason', async () => {
    const pid = await f.start('noDefault', { amount: 5 });
    expect(await f.state(pid)).toBe('abnormal');
    const list = await f.as('admin', '/api/bpm/abnormalList', { current: 1, size: 50 });
    const row = list.data.records.find((r: { processInstanceId: number }) => r.processInstanceId === pid);
    expect(row.abnormalReason).toContain('No branch of "route" matches');
    expect((await f.as('alice', '/api/bpm/abnormalList', { current: 1, size: 10 })).code).toBe(403);
  });

  it('empty approvers: reject -> abnormal; retry once the approver exists; auto-pass; hand to the administrator', async () => {
    const pid = await f.start('empty');
    expect(await f.state(pid)).toBe('abnormal');
    const d = await f.detail('admin', pid);
    expect(d.instance.abnormalReason).toBe('No approver found for node "auditors"');

    // Still nobody: retry records the failure again and stays abnormal.
    expect((await f.as('admin', '/api/bpm/retry', { processInstanceId: pid })).data.state).toBe('abnormal');
    expect((await f.as('alice', '/api/bpm/retry', { processInstanceId: pid })).code).toBe(403);

    // Dave becomes an auditor: retry resumes at the failed node.
    const role = await f.h.db.insertInto('roles').values({ tenant_id: 'acme', code: 'auditor', name: 'Auditor' }).returning('id').executeTakeFirstOrThrow();
    await f.h.db.insertInto('user_roles').values({ tenant_id: 'acme', user_id: f.ids.dave, role_id: role.id }).execute();
    const retried = await f.as('admin', '/api/bpm/retry', { processInstanceId: pid });
    expect(retried).toMatchObject({ code: 0, data: { state: 'inApproval' } });
    expect((await f.as('admin', '/api/bpm/retry', { processInstanceId: pid })).msg).toBe('Only an abnormal process can be retried');
    await pass('dave', pid);
    // ghostPass auto-passes; ghostAdmin goes to the administrator.
    await pass('admin', pid);
    expect(await f.state(pid)).toBe('approved');
  });

  it('auto-approves the initiator and those who approved before', async () => {
    const pid = await f.start('auto');
    await pass('bob', pid);
    expect(await f.state(pid)).toBe('approved');
    const ops = (await f.detail('alice', pid)).history.map((x: { operator: string; operation: string }) => `${x.operator}:${x.operation}`);
    expect(ops).toEqual(['Bob Approver:approved', 'Alice Staff:autoApproved', 'Bob Approver:autoApproved']);
  });

  it('checks who may start; resolves approvers from a form field and the supervisor chain', async () => {
    const saved = await f.as('alice', '/api/fn/picky/save', { data: { title: 'x', approver: f.ids.frank } });
    expect((await f.as('alice', '/api/fn/picky/submit', { id: saved.data.id })).code).toBe(403);
    const pid = await f.start('picky', { approver: f.ids.frank }, 'bob');
    expect(await f.taskOf('frank', pid)).toBeDefined();
    expect(await f.taskOf('carol', pid)).toBeDefined(); // bob's supervisor
    const plain = await f.as('alice', '/api/fn/reimbursement/submit', { id: 1 });
    expect(plain.code).not.toBe(0);
    const tree = await f.as('alice', '/api/bpm/selectTaskCenterTreeList');
    expect(tree.data[1].children.map((c: { code: string }) => c.code)).toContain('cs60');
  });
});

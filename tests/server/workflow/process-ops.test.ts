import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { approver, flowsPack, start } from './fixtures/flows-pack';
import { createFlowHarness, type FlowHarness, type User } from './support';

type Row = { processInstanceId: number; [k: string]: any };
const ids = (rows: Row[]) => rows.map((r) => r.processInstanceId);

/** A second pack: one function whose only node needs an approval opinion. */
function opinionPack() {
  const base = flowsPack() as any;
  const fn = { ...base.functions[0], code: 'opin', name: 'wf.opin', menu: { displayName: 'wf.opin', directory: 'M59900000000000' } };
  fn.flow = start(approver('needsWord', ['bob'], { opinionRequired: true }, approver('plain', ['carol'])));
  return {
    ...base, id: 'wfopin', name: 'wf.opinPack',
    menus: [{ code: 'M59900000000000', parent: null, name: 'wf.opin', position: 'LEFT_TREE', sort: 99, function: 'opin' }],
    functions: [fn],
    locales: { 'en-US': { 'wf.opinPack': 'Opinion tests', 'wf.opin': 'Opinion flow', 'wf.title': 'Title', 'wf.amount': 'Amount', 'wf.secret': 'Secret', 'wf.approver': 'Approver' } },
  };
}

describe.each(databases())('process operations and task-centre search ($name)', (target) => {
  let f: FlowHarness;
  const task = (user: User, pid: number) => f.taskId(user, pid);
  const pass = (user: User, pid: number, body: Record<string, unknown> = {}) => f.pass(user, pid, body);
  const page = async (user: User, path: string, body: Record<string, unknown> = {}) => {
    const res = await f.as(user, path, { current: 1, size: 100, ...body });
    expect(res.code, res.msg).toBe(0);
    return res.data as { records: Row[]; total: number };
  };

  beforeAll(async () => {
    f = await createFlowHarness(target);
    const installed = await f.as('admin', '/api/pack/install', { pack: opinionPack() });
    if (installed.code !== 0) throw new Error(`install: ${installed.msg}`);
  });
  afterAll(async () => { await f?.h.close(); });

  it('selectAllProcessByPage: administrators page every process, newest first, and search on the server', async () => {
    const a1 = await f.start('seq', { title: 'first' });
    const b1 = await f.start('picky', { approver: f.ids.carol }, 'bob');
    const a2 = await f.start('steps');
    const all = await page('admin', '/api/bpm/selectAllProcessByPage');
    expect(ids(all.records).slice(0, 3)).toEqual([a2, b1, a1]);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.records[0]).toMatchObject({
      processInstanceId: a2, functionCode: 'steps', title: 'Alice Staff - Flow steps', initiator: 'Alice Staff',
      state: 'inApproval', currentNodeName: 's1', currentApprovers: 'Bob Approver',
    });
    expect(all.records[0].applicationNo).toMatch(/^SP\d{8}\d{6}$/);
    expect(typeof all.records[0].totalTime).toBe('number');
    expect(all.records[0].startedAt).toBeTruthy();
    expect(all.records[0].submittedAt).toBeTruthy();

    const paged = await f.as('admin', '/api/bpm/selectAllProcessByPage', { current: 2, size: 1 });
    expect(ids(paged.data.records)).toEqual([b1]);
    expect((await f.as('alice', '/api/bpm/selectAllProcessByPage', { current: 1, size: 10 })).code).toBe(403);
    expect((await f.as('admin', '/api/bpm/selectAllProcessByPage', { current: 1, size: 10, bogus: 1 })).code).toBe(400);

    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { functionCode: 'picky' })).records)).toEqual([b1]);
    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { initiator: 'bob app' })).records)).toEqual([b1]);
    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { initiator: 'bob' })).records)).toEqual([b1]);
    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { title: 'flow SEQ' })).records)).toEqual([a1]);
    const no = all.records.find((r) => r.processInstanceId === a2)!.applicationNo as string;
    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { title: no })).records)).toEqual([a2]);
    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { title: '100%_' })).records)).toEqual([]);
    const byState = await page('admin', '/api/bpm/selectAllProcessByPage', { state: 'inApproval', initiator: 'alice' });
    expect(ids(byState.records)).toEqual(expect.arrayContaining([a1, a2]));
    expect(byState.records.every((r) => r.state === 'inApproval' && r.initiator === 'Alice Staff')).toBe(true);

    const startedA2 = Date.parse(all.records[0].startedAt);
    expect(ids((await page('admin', '/api/bpm/selectAllProcessByPage', { startFrom: startedA2 + 1 })).records)).toEqual([]);
    const today = new Date(startedA2).toISOString().slice(0, 10);
    const dayPage = await page('admin', '/api/bpm/selectAllProcessByPage', { startFrom: today, startTo: today });
    expect(ids(dayPage.records)).toEqual(expect.arrayContaining([a1, b1, a2]));
    expect((await f.as('admin', '/api/bpm/selectAllProcessByPage', { current: 1, size: 10, startTo: 'yesterday-ish' })).code).toBe(400);
    expect((await f.as('admin', '/api/bpm/selectAllProcessByPage', { current: 1, size: 10, state: 'sleeping' })).code).toBe(400);
  });

  it('the personal lists take the same search (pending, mine, reviewed, CC)', async () => {
    const s = await f.start('steps', { title: 'search me' });
    const q = await f.start('seq');
    // Pending: bob has both; the function filter leaves one.
    const pending = await page('bob', '/api/bpm/selectPendingProcessByPage', { functionCode: 'seq' });
    expect(pending.records.every((r) => r.functionCode === 'seq')).toBe(true);
    expect(ids(pending.records)).toContain(q);
    expect(ids(pending.records)).not.toContain(s);
    expect(pending.total).toBe(pending.records.length);
    expect(ids((await page('bob', '/api/bpm/selectPendingProcessByPage', { initiator: 'nobody' })).records)).toEqual([]);
    // Mine: by state and title.
    await pass('bob', s);
    await pass('carol', s);
    await pass('dave', s);
    expect(await f.state(s)).toBe('approved');
    const mineApproved = await page('alice', '/api/bpm/selectMyProcessByPage', { state: 'approved', functionCode: 'steps' });
    expect(ids(mineApproved.records)).toContain(s);
    expect(mineApproved.records.every((r) => r.state === 'approved')).toBe(true);
    expect(ids((await page('alice', '/api/bpm/selectMyProcessByPage', { state: 'canceled' })).records)).not.toContain(s);
    // Reviewed: carol acted on `s` only.
    expect(ids((await page('carol', '/api/bpm/selectAlreadyProcessByPage', { title: 'steps' })).records)).toContain(s);
    expect(ids((await page('carol', '/api/bpm/selectAlreadyProcessByPage', { functionCode: 'seq' })).records)).not.toContain(s);
    // CC: erin got a copy; read filter and search combine.
    const cc = await page('erin', '/api/bpm/ccMy', { read: false, functionCode: 'steps', state: 'approved' });
    expect(ids(cc.records)).toContain(s);
    expect(ids((await page('erin', '/api/bpm/ccMy', { functionCode: 'seq' })).records)).toEqual([]);
    expect((await f.as('erin', '/api/bpm/ccMy', { current: 1, size: 10, extra: true })).code).toBe(400);
  });

  it('pending rows and the detail say whether the node needs an approval opinion', async () => {
    const pid = await f.start('opin');
    const row = (await page('bob', '/api/bpm/selectPendingProcessByPage', { functionCode: 'opin' })).records.find((r) => r.processInstanceId === pid)!;
    expect(row).toMatchObject({ nodeId: 'needsWord', nodeName: 'needsWord', opinionRequired: true });
    const d = await f.detail('bob', pid);
    expect(d.currentTask).toMatchObject({ taskId: row.taskId, nodeId: 'needsWord', nodeName: 'needsWord', opinionRequired: true, canRejectToNode: false });
    expect(d.viewer).toMatchObject({ role: 'approver', taskId: row.taskId });
    expect((await f.as('bob', '/api/bpm/approvalPass', { taskId: row.taskId })).msg).toBe('An opinion is required');
    expect((await f.as('bob', '/api/bpm/approvalPass', { taskId: row.taskId, opinion: 'fine' })).code).toBe(0);
    const next = (await page('carol', '/api/bpm/selectPendingProcessByPage', { functionCode: 'opin' })).records.find((r) => r.processInstanceId === pid)!;
    expect(next.opinionRequired).toBe(false);
    expect((await f.detail('carol', pid)).currentTask).toMatchObject({ nodeId: 'plain', opinionRequired: false, canRejectToNode: true });
    expect((await f.detail('alice', pid)).currentTask).toBeNull();
  });

  it('processLog: task records and process operations across instances, newest first (administrators)', async () => {
    const pid = await f.start('steps');
    await pass('bob', pid, { opinion: 'ok by me' });
    expect((await f.as('alice', '/api/bpm/recall', { processInstanceId: pid })).code).toBe(0);
    expect((await f.as('alice', '/api/bpm/resubmit', { processInstanceId: pid })).code).toBe(0);
    const t = await task('bob', pid);
    expect((await f.as('admin', '/api/bpm/changeApprover', { taskId: t, fromUserId: f.ids.bob, toUserId: f.ids.frank })).code).toBe(0);
    expect((await f.as('admin', '/api/bpm/forcedReturn', { processInstanceId: pid })).code).toBe(0);
    expect((await f.as('admin', '/api/bpm/cancel', { processInstanceId: pid })).code).toBe(0);

    const log = await page('admin', '/api/bpm/processLog', { processInstanceId: pid });
    expect(log.records.map((r) => `${r.operator}:${r.operation}`)).toEqual([
      'Ada Admin:cancel', 'Ada Admin:forcedReturn', 'Ada Admin:changeApprover', 'Alice Staff:resubmit',
      'Alice Staff:recall', 'Bob Approver:approved', 'Alice Staff:submit',
    ]);
    expect(log.total).toBe(7);
    const byOp = Object.fromEntries(log.records.map((r) => [r.operation, r]));
    expect(byOp.approved).toMatchObject({ kind: 'task', nodeName: 's1', opinion: 'ok by me', title: 'Alice Staff - Flow steps', processInstanceId: pid });
    expect(byOp.changeApprover).toMatchObject({ kind: 'event', nodeName: 's1', fromUser: 'Bob Approver', toUser: 'Frank Approver' });
    expect(byOp.recall.nodeName).toBe('s2');
    expect(byOp.submit.nodeName).toBe('start');
    for (const r of log.records) expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    const times = log.records.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Across instances: the newest line first, paging by the total.
    const other = await f.start('seq');
    const all = await f.as('admin', '/api/bpm/processLog', { current: 1, size: 2 });
    expect(all.data.records[0]).toMatchObject({ processInstanceId: other, operation: 'submit' });
    expect(all.data.records).toHaveLength(2);
    expect(all.data.total).toBeGreaterThan(8);
    expect((await f.as('alice', '/api/bpm/processLog', { current: 1, size: 10 })).code).toBe(403);
  });

  describe('abnormal monitoring by status', () => {
    let stuck: number;
    let healed: number;

    it('pending: abnormal now; failed: the latest retry failed', async () => {
      stuck = await f.start('empty');
      healed = await f.start('empty');
      expect(await f.state(stuck)).toBe('abnormal');
      const pending = await page('admin', '/api/bpm/abnormalList', { status: 'pending' });
      expect(ids(pending.records)).toEqual(expect.arrayContaining([stuck, healed]));
      expect(pending.records.find((r) => r.processInstanceId === stuck)).toMatchObject({ retryCount: 0, lastRetryAt: null, abnormalReason: 'No approver found for node "auditors"' });
      expect(ids((await page('admin', '/api/bpm/abnormalList', {})).records)).toEqual(ids(pending.records));
      expect(ids((await page('admin', '/api/bpm/abnormalList', { status: 'failed' })).records)).not.toContain(stuck);

      expect((await f.as('admin', '/api/bpm/retry', { processInstanceId: stuck })).data.state).toBe('abnormal');
      expect((await f.as('admin', '/api/bpm/retry', { processInstanceId: healed })).data.state).toBe('abnormal');
      const failed = await page('admin', '/api/bpm/abnormalList', { status: 'failed' });
      expect(ids(failed.records)).toEqual(expect.arrayContaining([stuck, healed]));
      expect(failed.records.find((r) => r.processInstanceId === stuck)).toMatchObject({ retryCount: 1, lastRetryFailed: true });
      expect(ids((await page('admin', '/api/bpm/abnormalList', { status: 'processed' })).records)).not.toContain(stuck);
      expect((await f.as('alice', '/api/bpm/abnormalList', { current: 1, size: 10, status: 'failed' })).code).toBe(403);
      expect((await f.as('admin', '/api/bpm/abnormalList', { current: 1, size: 10, status: 'lost' })).code).toBe(400);
    });

    it('processed: the latest retry succeeded; the process leaves pending and failed', async () => {
      const role = await f.h.db.insertInto('roles').values({ tenant_id: 'acme', code: 'auditor', name: 'Auditor' }).returning('id').executeTakeFirstOrThrow();
      await f.h.db.insertInto('user_roles').values({ tenant_id: 'acme', user_id: f.ids.dave, role_id: role.id }).execute();
      expect((await f.as('admin', '/api/bpm/retry', { processInstanceId: healed })).data.state).toBe('inApproval');

      const processed = await page('admin', '/api/bpm/abnormalList', { status: 'processed' });
      expect(ids(processed.records)).toContain(healed);
      expect(processed.records.find((r) => r.processInstanceId === healed)).toMatchObject({ retryCount: 2, lastRetryFailed: false, state: 'inApproval' });
      expect(ids((await page('admin', '/api/bpm/abnormalList', { status: 'failed' })).records)).not.toContain(healed);
      expect(ids((await page('admin', '/api/bpm/abnormalList', { status: 'pending' })).records)).not.toContain(healed);
      // The search applies to the monitoring lists too.
      expect(ids((await page('admin', '/api/bpm/abnormalList', { status: 'failed', functionCode: 'seq' })).records)).toEqual([]);

      const log = await page('admin', '/api/bpm/processLog', { processInstanceId: healed });
      expect(log.records.map((r) => r.operation).slice(0, 2)).toEqual(['retry', 'retryFailed']);
    });
  });
});

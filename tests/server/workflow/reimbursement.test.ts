import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeMessages } from '../../../server/messages/index';
import { databases } from '../support/databases';
import { reimbursement } from '../support/fixtures';
import { createHarness, type Harness } from '../support/harness';

const ACCOUNT = '6222 0000 1111 2222';

describe.each(databases())('reimbursement approval flow ($name)', (target) => {
  let h: Harness;
  const tok: Record<string, string> = {};
  const as = (user: string, path: string, body: unknown = {}, lang = 'en-US') => h.post(path, body, { token: tok[user], lang });
  const newRecord = async (overrides: Record<string, unknown> = {}) => {
    const res = await as('alice', '/api/fn/reimbursement/save', { data: reimbursement(overrides) });
    expect(res.code).toBe(0);
    return res.data.id as number;
  };
  const pending = async (user: string) => (await as(user, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 })).data.records;

  beforeAll(async () => {
    h = await createHarness(target);
    for (const u of ['admin', 'alice', 'bob', 'carol', 'finance']) tok[u] = await h.token(u);
  });
  afterAll(async () => { await h?.close(); });

  it('walks supervisor -> finance -> CC admin, hiding the payee account from the supervisor', async () => {
    const id = await newRecord();
    const sub = await as('alice', '/api/fn/reimbursement/submit', { id });
    expect(sub).toMatchObject({ code: 0, data: { processInstanceId: expect.any(Number), state: 'inApproval' } });
    const pid = sub.data.processInstanceId;
    expect(sub.data.applicationNo).toMatch(/^SP\d{8}\d{6}$/);

    const bobTasks = await pending('bob');
    expect(bobTasks).toHaveLength(1);
    expect(bobTasks[0]).toMatchObject({ processInstanceId: pid, nodeId: 'supervisor', functionCode: 'reimbursement', initiator: 'Alice Staff' });
    expect(JSON.stringify(bobTasks)).not.toContain(ACCOUNT);
    expect((await as('bob', '/api/bpm/pendingProcessCount')).data).toBe(1);

    const bobView = await as('bob', '/api/bpm/businessProcessDetailV2', { processInstanceId: pid });
    expect(bobView.code).toBe(0);
    expect(bobView.data.record.payeeAccount).toBeUndefined();
    expect(JSON.stringify(bobView.data)).not.toContain(ACCOUNT);
    expect(bobView.data.record.project).toBe('Apollo launch review');
    expect(bobView.data.fieldPermissions.payeeAccount).toBe('hidden');
    expect(bobView.data.instance).toMatchObject({ state: 'inApproval', currentNodeName: 'Supervisor approval', currentApprovers: 'Bob Approver' });
    expect(bobView.data.history[0]).toMatchObject({ operator: 'Bob Approver', state: 'pending', viewedAt: expect.any(String) });

    // Bob's letters never carry record values.
    const letters = await as('bob', '/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 } });
    expect(letters.data.records[0]).toMatchObject({ biz: { type: 'task', processInstanceId: pid }, read: false });
    expect(JSON.stringify(letters.data)).not.toContain(ACCOUNT);

    // Bob may not write the hidden field: code 14, nothing changes.
    const sneaky = await as('bob', '/api/bpm/approvalPass', { taskId: bobTasks[0].taskId, data: { payeeAccount: 'mine' } });
    expect(sneaky.code).toBe(14);
    expect(sneaky.data.reqFieldErrorList.map((e: { fields: string }) => e.fields)).toEqual(['payeeAccount']);
    expect(await pending('bob')).toHaveLength(1);

    expect((await as('bob', '/api/bpm/approvalPass', { taskId: bobTasks[0].taskId, opinion: 'ok' })).code).toBe(0);
    expect((await as('bob', '/api/bpm/approvalPass', { taskId: bobTasks[0].taskId })).code).toBe(409);

    const fin = await pending('finance');
    expect(fin).toHaveLength(1);
    const finView = await as('finance', '/api/bpm/businessProcessDetailV2', { processInstanceId: pid });
    expect(finView.data.record.payeeAccount).toBe(ACCOUNT);
    const noOpinion = await as('finance', '/api/bpm/approvalPass', { taskId: fin[0].taskId });
    expect(noOpinion).toMatchObject({ code: 400, msg: 'An opinion is required' });
    expect((await as('finance', '/api/bpm/approvalPass', { taskId: fin[0].taskId, opinion: 'paid' })).code).toBe(0);

    const done = await as('alice', '/api/bpm/businessProcessDetailV2', { processInstanceId: pid });
    expect(done.data.instance).toMatchObject({ state: 'approved', endedAt: expect.any(String), totalTime: expect.any(Number) });
    expect(done.data.history.map((x: { operator: string; operation: string }) => [x.operator, x.operation])).toEqual([
      ['Bob Approver', 'approved'], ['Fiona Finance', 'approved'],
    ]);

    const cc = await as('admin', '/api/bpm/ccMy', { current: 1, size: 10, read: false });
    expect(cc.data.records.map((r: { processInstanceId: number }) => r.processInstanceId)).toContain(pid);
    const adminLetters = await as('admin', '/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 }, unreadFlag: true });
    expect(adminLetters.data.records.some((l: { biz: { type: string } }) => l.biz.type === 'cc')).toBe(true);
    expect((await as('admin', '/api/bpm/markRead', { processInstanceId: pid })).code).toBe(0);
    expect((await as('admin', '/api/bpm/ccMy', { current: 1, size: 10, read: true })).data.total).toBe(1);
    expect((await as('bob', '/api/bpm/markRead', { processInstanceId: pid })).code).toBe(403);

    const aliceLetters = await as('alice', '/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 } });
    expect(aliceLetters.data.records[0]).toMatchObject({ biz: { type: 'result', state: 'approved' }, title: expect.stringContaining('approved') });
    const unread = (await as('alice', '/api/stationLetter/getUnreadCount')).data;
    expect((await as('alice', '/api/stationLetter/updateUnread', { msgId: aliceLetters.data.records[0].id })).code).toBe(0);
    expect((await as('alice', '/api/stationLetter/getUnreadCount')).data).toBe(unread - 1);
    expect((await as('bob', '/api/stationLetter/updateUnread', { msgId: aliceLetters.data.records[0].id })).code).toBe(404);

    const mine = await as('alice', '/api/bpm/selectMyProcessByPage', { current: 1, size: 10 });
    expect(mine.data.records[0]).toMatchObject({ processInstanceId: pid, state: 'approved', stateText: 'approved' });
    const reviewed = await as('bob', '/api/bpm/selectAlreadyProcessByPage', { current: 1, size: 10 });
    expect(reviewed.data.records.map((r: { processInstanceId: number }) => r.processInstanceId)).toContain(pid);
  });

  it('publishes letters through the hook once committed, and nothing for a refused action', async () => {
    const seen: { tenantId: string; userId: number; type: string }[] = [];
    const stop = subscribeMessages((tenantId, userId, msg) => seen.push({ tenantId, userId, type: (msg.biz as { type: string }).type }));
    try {
      const bob = await h.db.selectFrom('users').select('id').where('user_name', '=', 'bob').executeTakeFirstOrThrow();
      const sub = await as('alice', '/api/fn/reimbursement/submit', { id: await newRecord() });
      expect(seen).toEqual([{ tenantId: 'acme', userId: bob.id, type: 'task' }]);
      const taskId = (await pending('bob')).find((t: { processInstanceId: number }) => t.processInstanceId === sub.data.processInstanceId).taskId;
      expect((await as('bob', '/api/bpm/approvalPass', { taskId, data: { payeeAccount: 'x' } })).code).toBe(14);
      expect(seen).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('submits only the creator\'s own record, once while running', async () => {
    const id = await newRecord();
    expect((await as('bob', '/api/fn/reimbursement/submit', { id })).code).toBe(403);
    expect((await as('alice', '/api/fn/reimbursement/submit', { id: 999999 })).code).toBe(404);
    const first = await as('alice', '/api/fn/reimbursement/submit', { id });
    expect(first.code).toBe(0);
    const again = await as('alice', '/api/fn/reimbursement/submit', { id });
    expect(again).toMatchObject({ code: 409, msg: 'The record is already in an approval process' });
  });

  it('exports the published flow as BPMN and lists functions with flows', async () => {
    const res = await as('admin', '/api/bpm/exportBpmn', { functionCode: 'reimbursement' });
    expect(res.code).toBe(0);
    expect(res.data.xml).toContain('<bpmn:definitions');
    expect(res.data.xml).toContain('Supervisor approval');
    const tree = await as('alice', '/api/bpm/selectTaskCenterTreeList');
    expect(tree.data[0]).toMatchObject({ key: 'system' });
    expect(tree.data[0].children).toContainEqual(expect.objectContaining({ code: 'reimbursement', name: 'Travel reimbursement' }));
  });
});

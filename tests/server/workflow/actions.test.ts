import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness, type User } from './support';

describe.each(databases())('approval actions ($name)', (target) => {
  let f: FlowHarness;
  const task = (user: User, pid: number) => f.taskId(user, pid);
  const pass = (user: User, pid: number, body: Record<string, unknown> = {}) => f.pass(user, pid, body);
  const record = async (pid: number) => {
    const inst = await f.h.db.selectFrom('process_instances').select(['record_id']).where('id', '=', pid).executeTakeFirstOrThrow();
    const row = await f.h.db.selectFrom('fn_records').select('data').where('id', '=', inst.record_id).executeTakeFirstOrThrow();
    return (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
  };

  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  it('task rows carry a summary of the record: its first list columns, never a field some node of the flow hides', async () => {
    const hiding = await f.start('steps', { title: 'Printer toner', amount: 12.5 });
    const pendingRows = async (user: User) => (await f.as(user, '/api/bpm/selectPendingProcessByPage', { current: 1, size: 100 })).data.records as { processInstanceId: number; summary: { field: string; text: string }[] }[];
    const row = (await pendingRows('bob')).find((r) => r.processInstanceId === hiding)!;
    expect(row.summary).toEqual([
      { field: 'title', label: 'wf.title', text: 'Printer toner' },
      { field: 'amount', label: 'wf.amount', text: '12.5' },
    ]);
    expect(JSON.stringify(row)).not.toContain('s3cret-value');
    const mine = await f.as('alice', '/api/bpm/selectMyProcessByPage', { current: 1, size: 100 });
    const own = mine.data.records.find((r: { processInstanceId: number }) => r.processInstanceId === hiding);
    expect(own.summary.map((s: { field: string }) => s.field)).toEqual(['title', 'amount']);
    // A flow that hides nothing shows the first three columns that have a value.
    const open = await f.start('seq', { title: 'Chairs' });
    expect((await pendingRows('bob')).find((r) => r.processInstanceId === open)!.summary.map((s) => `${s.field}=${s.text}`))
      .toEqual(['title=Chairs', 'secret=s3cret-value', 'amount=10']);
  });

  it('rejects to the initiator; a resubmit resumes at the rejecting node', async () => {
    const pid = await f.start('steps');
    expect((await pass('bob', pid)).code).toBe(0);
    const carolTask = await task('carol', pid);
    expect((await f.as('carol', '/api/bpm/auditReject', { taskId: carolTask, opinion: ' ', mode: 'toInitiator' })).msg).toBe('An opinion is required');
    expect((await f.as('carol', '/api/bpm/auditReject', { taskId: carolTask, opinion: 'fix it', mode: 'toInitiator' })).data.state).toBe('toSubmit');
    expect((await f.detail('alice', pid)).instance.state).toBe('toSubmit');
    expect((await f.as('alice', '/api/bpm/recall', { processInstanceId: pid })).msg).toBe('Only a process under approval can be recalled');
    expect((await f.as('bob', '/api/bpm/resubmit', { processInstanceId: pid })).code).toBe(403);
    const letters = await f.as('alice', '/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 } });
    expect(letters.data.records[0].biz).toMatchObject({ type: 'result', state: 'toSubmit', processInstanceId: pid });

    const res = await f.as('alice', '/api/bpm/resubmit', { processInstanceId: pid, data: { amount: 77 } });
    expect(res).toMatchObject({ code: 0, data: { state: 'inApproval' } });
    expect(await f.taskOf('bob', pid)).toBeUndefined();
    expect(await f.taskOf('carol', pid)).toBeDefined();
    expect((await record(pid)).amount).toBe(77);
    expect((await f.as('alice', '/api/bpm/resubmit', { processInstanceId: pid })).msg).toBe('Only a process waiting for resubmission can be resubmitted');
  });

  it('returns to an earlier node chosen from queryTurnNodeList; a final rejection ends the process', async () => {
    const pid = await f.start('steps');
    await pass('bob', pid);
    await pass('carol', pid);
    const daveTask = await task('dave', pid);
    const turn = await f.as('dave', '/api/bpm/queryTurnNodeList', { taskId: daveTask });
    expect(turn.data.map((n: { nodeId: string }) => n.nodeId)).toEqual(['s1', 's2']);
    expect((await f.as('bob', '/api/bpm/queryTurnNodeList', { taskId: daveTask })).code).toBe(403);
    const wrong = await f.as('dave', '/api/bpm/auditReject', { taskId: daveTask, opinion: 'no', mode: 'toNode', nodeId: 's3' });
    expect(wrong).toMatchObject({ code: 400, msg: 'Choose an earlier approval node to return to' });
    expect((await f.as('dave', '/api/bpm/auditReject', { taskId: daveTask, opinion: 'again', mode: 'toNode', nodeId: 's1' })).code).toBe(0);
    expect(await f.state(pid)).toBe('inApproval');
    // Bob approved s1 before, but a return means s1 is decided again.
    await pass('bob', pid);
    await pass('carol', pid);
    const final = await f.as('dave', '/api/bpm/auditReject', { taskId: await task('dave', pid), opinion: 'final no', mode: 'final' });
    expect(final.data.state).toBe('rejected');
    expect((await f.as('alice', '/api/bpm/cancel', { processInstanceId: pid }, )).msg).toBe('Status cannot be canceled');
    const zh = await f.h.post('/api/bpm/cancel', { processInstanceId: pid }, { token: await f.h.token('alice'), lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 409, msg: '该状态不能作废' });
    expect((await f.as('alice', '/api/bpm/recall', { processInstanceId: pid })).code).toBe(409);
  });

  it('accepts edits only to fields editable at the node (code 14 otherwise) and re-validates the record', async () => {
    const pid = await f.start('steps', { amount: 10 });
    const s1 = await pass('bob', pid, { data: { amount: 11 } });
    expect(s1.code).toBe(14);
    expect(await f.taskOf('bob', pid)).toBeDefined();
    await pass('bob', pid);
    const mixed = await pass('carol', pid, { data: { amount: 12, title: 'changed', secret: 'x' } });
    expect(mixed.code).toBe(14);
    expect(mixed.data.reqFieldErrorList.map((e: { fields: string }) => e.fields).sort()).toEqual(['secret', 'title']);
    const invalid = await pass('carol', pid, { data: { amount: -3 } });
    expect(invalid.code).toBe(14);
    expect(invalid.data.reqFieldErrorList[0].fields).toBe('amount');
    expect(await record(pid)).toMatchObject({ amount: 10, title: 't' });
    expect((await pass('carol', pid, { data: { amount: 12, title: 't' } })).code).toBe(0);
    expect((await record(pid)).amount).toBe(12);
  });

  it('sends each node\'s users only the fields they may see (approver, CC, initiator)', async () => {
    const pid = await f.start('steps');
    const bob = await f.detail('bob', pid);
    expect(bob.record.secret).toBeUndefined();
    expect(bob.fieldPermissions.secret).toBe('hidden');
    expect((await f.detail('alice', pid)).record.secret).toBe('s3cret-value');
    // Carol's node has not been reached: she is not part of the process yet.
    expect((await f.as('carol', '/api/bpm/businessProcessDetailV2', { processInstanceId: pid })).code).toBe(404);
    expect((await f.as('frank', '/api/bpm/businessProcessDetailV2', { processInstanceId: pid })).code).toBe(404);
    await pass('bob', pid);
    await pass('carol', pid);
    await pass('dave', pid);
    const erin = await f.detail('erin', pid);
    expect(erin.viewer.role).toBe('cc');
    expect(erin.record.title).toBe('t');
    expect(erin.record.secret).toBeUndefined();
    const ccList = await f.as('erin', '/api/bpm/ccMy', { current: 1, size: 10 });
    expect(JSON.stringify(ccList.data)).not.toContain('s3cret-value');
    const letters = await f.as('erin', '/api/stationLetter/getAllMsg', { page: { current: 1, size: 50 } });
    expect(JSON.stringify(letters.data)).not.toContain('s3cret-value');
  });

  it('adds signers before and after', async () => {
    const pid = await f.start('steps');
    const bobTask = await task('bob', pid);
    expect((await f.as('bob', '/api/bpm/addNode', { taskId: bobTask, position: 'before', userIds: [f.ids.bob] })).code).toBe(409);
    expect((await f.as('bob', '/api/bpm/addNode', { taskId: bobTask, position: 'before', userIds: [999999] })).code).toBe(400);
    expect((await f.as('bob', '/api/bpm/addNode', { taskId: bobTask, position: 'before', userIds: [f.ids.frank] })).code).toBe(0);
    expect(await f.taskOf('bob', pid)).toBeUndefined();
    expect((await f.as('bob', '/api/bpm/approvalPass', { taskId: bobTask })).code).toBe(409);
    await pass('frank', pid);
    expect((await pass('bob', pid)).code).toBe(0);
    expect(await f.taskOf('carol', pid)).toBeDefined();

    const carolTask = await task('carol', pid);
    expect((await f.as('carol', '/api/bpm/addNode', { taskId: carolTask, position: 'after', userIds: [f.ids.erin] })).code).toBe(0);
    expect(await f.taskOf('erin', pid)).toBeUndefined();
    await pass('carol', pid);
    expect(await f.taskOf('dave', pid)).toBeUndefined();
    await pass('erin', pid);
    expect(await f.taskOf('dave', pid)).toBeDefined();
  });

  it('transfers a task; both approvers are required', async () => {
    const pid = await f.start('steps');
    const bobTask = await task('bob', pid);
    const noFrom = await f.as('bob', '/api/bpm/changeApprover', { taskId: bobTask, toUserId: f.ids.frank });
    expect(noFrom).toMatchObject({ code: 400, msg: 'Original approver cannot be empty' });
    const noTo = await f.as('bob', '/api/bpm/changeApprover', { taskId: bobTask, fromUserId: f.ids.bob, toUserId: null });
    expect(noTo).toMatchObject({ code: 400, msg: 'Forwarded approver cannot be empty' });
    expect((await f.as('carol', '/api/bpm/changeApprover', { taskId: bobTask, fromUserId: f.ids.bob, toUserId: f.ids.frank })).code).toBe(403);
    expect((await f.as('bob', '/api/bpm/changeApprover', { taskId: bobTask, fromUserId: f.ids.bob, toUserId: f.ids.frank })).code).toBe(0);
    expect(await f.taskOf('bob', pid)).toBeUndefined();
    expect((await f.as('bob', '/api/bpm/approvalPass', { taskId: bobTask })).code).toBe(409);
    await pass('frank', pid);
    expect(await f.taskOf('carol', pid)).toBeDefined();
    const ops = (await f.detail('alice', pid)).history.map((x: { operator: string; state: string }) => `${x.operator}:${x.state}`);
    expect(ops.slice(0, 2)).toEqual(['Bob Approver:transferred', 'Frank Approver:approved']);
  });

  it('recall, forced return and cancel follow their state rules', async () => {
    const pid = await f.start('steps');
    expect((await f.as('bob', '/api/bpm/recall', { processInstanceId: pid })).code).toBe(403);
    expect((await f.as('alice', '/api/bpm/recall', { processInstanceId: pid })).data.state).toBe('toSubmit');
    expect(await f.taskOf('bob', pid)).toBeUndefined();
    const forcedWrong = await f.as('admin', '/api/bpm/forcedReturn', { processInstanceId: pid });
    expect(forcedWrong).toMatchObject({ code: 409, msg: 'Only a process under approval or abnormal can be operated' });
    await f.as('alice', '/api/bpm/resubmit', { processInstanceId: pid });
    expect(await f.taskOf('bob', pid)).toBeDefined(); // a recall starts over
    expect((await f.as('alice', '/api/bpm/forcedReturn', { processInstanceId: pid })).code).toBe(403);
    expect((await f.as('admin', '/api/bpm/forcedReturn', { processInstanceId: pid })).data.state).toBe('toSubmit');
    expect((await f.as('bob', '/api/bpm/cancel', { processInstanceId: pid })).code).toBe(403);
    expect((await f.as('alice', '/api/bpm/cancel', { processInstanceId: pid })).data.state).toBe('canceled');
    expect((await f.as('admin', '/api/bpm/cancel', { processInstanceId: pid })).msg).toBe('Status cannot be canceled');
    expect((await f.as('alice', '/api/bpm/resubmit', { processInstanceId: pid })).code).toBe(409);

    const abnormal = await f.start('noDefault', { amount: 1 });
    expect((await f.as('admin', '/api/bpm/forcedReturn', { processInstanceId: abnormal })).data.state).toBe('toSubmit');
    expect((await f.as('admin', '/api/bpm/cancel', { processInstanceId: abnormal })).data.state).toBe('canceled');
    expect((await f.as('admin', '/api/bpm/cancel', { processInstanceId: 999999 })).code).toBe(404);
  });
});

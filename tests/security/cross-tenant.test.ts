import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';
import { reimbursement } from '../server/support/fixtures';
import { multipartBody } from '../server/engine/support';

const SECRET = 'Acme secret 7f3a';

/**
 * The cross-tenant matrix: acme's record, process, task, message and file ids,
 * tried by globex's staff (mallory) and globex's administrator (gadmin) on every
 * route that takes such an id. Nothing answers 0, nothing shows acme's text,
 * nothing of acme's changes.
 */
describe.each(databases())('cross-tenant matrix ($name)', (target) => {
  let h: Harness;
  const ids = { record: 0, process: 0, task: 0, msg: 0, file: '' };
  const snapshot = async () => ({
    records: await h.db.selectFrom('fn_records').selectAll().where('tenant_id', '=', 'acme').orderBy('id').execute(),
    instances: await h.db.selectFrom('process_instances').selectAll().orderBy('id').execute(),
    tasks: await h.db.selectFrom('process_tasks').selectAll().orderBy('id').execute(),
    letters: await h.db.selectFrom('station_letters').selectAll().orderBy('id').execute(),
    files: await h.db.selectFrom('files').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    h = await createHarness(target);
    const alice = await h.token('alice');
    const saved = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project: SECRET }) }, { token: alice });
    ids.record = saved.data.id;
    ids.process = (await h.post('/api/fn/reimbursement/submit', { id: ids.record }, { token: alice })).data.processInstanceId;
    const bob = await h.token('bob');
    ids.task = (await h.post('/api/bpm/selectPendingProcessByPage', { current: 1, size: 10 }, { token: bob })).data.records[0].taskId;
    ids.msg = (await h.post('/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 } }, { token: bob })).data.records[0].id;
    const { payload, contentType } = multipartBody({}, { name: 'secret.txt', type: 'text/plain', bytes: Buffer.from(SECRET) });
    const up = await h.app.inject({ method: 'POST', url: '/api/files/upload', headers: { accesstoken: alice, 'content-type': contentType }, payload });
    ids.file = up.json().data.id;
    expect(ids.record && ids.process && ids.task && ids.msg && ids.file).toBeTruthy();
  });
  afterAll(async () => { await h?.close(); });

  it.each(['mallory', 'gadmin'])('%s of globex reaches none of acme\'s ids', async (userName) => {
    const token = await h.token(userName);
    const before = await snapshot();
    const calls: [string, Record<string, unknown>][] = [
      ['/api/fn/reimbursement/detail', { id: ids.record }],
      ['/api/fn/reimbursement/save', { id: ids.record, data: reimbursement({ project: 'pwned' }) }],
      ['/api/fn/reimbursement/delete', { id: ids.record }],
      ['/api/fn/reimbursement/submit', { id: ids.record }],
      ['/api/bpm/businessProcessDetailV2', { processInstanceId: ids.process }],
      ['/api/bpm/recall', { processInstanceId: ids.process }],
      ['/api/bpm/cancel', { processInstanceId: ids.process }],
      ['/api/bpm/forcedReturn', { processInstanceId: ids.process }],
      ['/api/bpm/retry', { processInstanceId: ids.process }],
      ['/api/bpm/markRead', { processInstanceId: ids.process }],
      ['/api/bpm/resubmit', { processInstanceId: ids.process }],
      ['/api/bpm/approvalPass', { taskId: ids.task }],
      ['/api/bpm/auditReject', { taskId: ids.task, opinion: 'no', mode: 'final' }],
      ['/api/bpm/changeApprover', { taskId: ids.task, fromUserId: 1, toUserId: 2 }],
      ['/api/bpm/addNode', { taskId: ids.task, position: 'after', userIds: [1] }],
      ['/api/bpm/queryTurnNodeList', { taskId: ids.task }],
      ['/api/stationLetter/updateUnread', { msgId: ids.msg }],
      ['/api/stationLetter/updateUnread', { msg_id: ids.msg }],
      ['/api/stationLetter/getMsgContent', { msg_id: ids.msg }],
      ['/api/stationLetter/delete', { msg_id: ids.msg }],
      ['/api/stationLetter/moveToTrash', { msg_id: ids.msg }],
      ['/api/stationLetter/restore', { msg_id: ids.msg }],
      ['/api/stationLetter/getUnreadCount', { sourceTenantId: 'acme' }],
      ['/api/stationLetter/getAllMsg', { page: { current: 1, size: 10 }, sourceTenantId: 'acme' }],
      ['/api/internalMsg/updateUnread', { msg_id: ids.msg }],
      ['/api/internalMsg/getMsgContent', { msg_id: ids.msg }],
      ['/api/internalMsg/delete', { msg_id: ids.msg }],
      ['/api/internalMsg/getAllMsg', { page: { current: 1, size: 10 }, sourceTenantId: 'acme' }],
    ];
    const leaks: string[] = [];
    for (const [url, body] of calls) {
      const res = await h.app.inject({ method: 'POST', url, headers: { accesstoken: token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      const answer = res.json() as { code: number };
      if (answer.code === 0) leaks.push(`${url} answered 0`);
      if (res.body.includes(SECRET)) leaks.push(`${url} showed acme's text`);
    }
    const file = await h.app.inject({ method: 'GET', url: `/api/files/${ids.file}`, headers: { accesstoken: token } });
    if (file.body.includes(SECRET)) leaks.push('GET /api/files/:id served acme\'s file');
    const lists = ['/api/bpm/selectPendingProcessByPage', '/api/bpm/selectMyProcessByPage', '/api/bpm/selectAlreadyProcessByPage', '/api/bpm/ccMy', '/api/bpm/abnormalList'];
    for (const url of lists) {
      const res = await h.app.inject({ method: 'POST', url, headers: { accesstoken: token, 'content-type': 'application/json' }, payload: '{"current":1,"size":50}' });
      if (res.body.includes(SECRET)) leaks.push(`${url} listed acme's process`);
    }
    const page = await h.post('/api/fn/reimbursement/page', { current: 1, size: 50, filters: { project: 'Acme' } }, { token });
    if (JSON.stringify(page).includes(SECRET)) leaks.push('page listed acme\'s record');
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

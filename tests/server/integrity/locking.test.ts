import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness } from '../workflow/support';
import { recordIn, SECRET, storedState } from './support';

describe.each(databases())('records keep their integrity: life cycle and locking ($name)', (target) => {
  let f: FlowHarness;
  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  it('keeps the document state in step with the process and answers it on the detail and the list', async () => {
    const { id } = await recordIn(f, 'draft', 'life');
    const draft = await f.as('alice', '/api/fn/steps/detail', { id });
    expect(draft.data).toMatchObject({ process: null, actions: { edit: true, delete: true, submit: true, resubmit: false } });
    expect(draft.data.record.docState).toBe('draft');

    const pid = (await f.as('alice', '/api/fn/steps/submit', { id })).data.processInstanceId;
    const inApproval = await f.as('alice', '/api/fn/steps/detail', { id });
    expect(inApproval.data.process).toMatchObject({
      processInstanceId: pid, state: 'inApproval', docState: 'inApproval', currentNodeName: 's1', currentApprovers: 'Bob Approver',
    });
    expect(inApproval.data.actions).toEqual({ edit: false, delete: false, submit: false, resubmit: false });

    // Rejected to the initiator: hers to change and resubmit, nobody deletes it while the process waits.
    await f.as('bob', '/api/bpm/auditReject', { taskId: await f.taskId('bob', pid), mode: 'toInitiator', opinion: 'fix it' });
    expect(await storedState(f, id)).toBe('rejected');
    const back = await f.as('alice', '/api/fn/steps/detail', { id });
    expect(back.data.actions).toEqual({ edit: true, delete: false, submit: false, resubmit: true });
    expect((await f.as('alice', '/api/fn/steps/save', { id, data: { title: 'life', amount: 12, secret: SECRET } })).code).toBe(0);
    expect((await f.as('alice', '/api/fn/steps/delete', { id })).code).toBe(409);
    expect((await f.as('alice', '/api/bpm/resubmit', { processInstanceId: pid })).code).toBe(0);
    expect(await storedState(f, id)).toBe('inApproval');

    // The list filters on the state and carries it on each row.
    const listed = await f.as('alice', '/api/fn/steps/page', { current: 1, size: 50, docStates: ['inApproval'] });
    expect(listed.data.records.map((r: { id: number }) => r.id)).toContain(id);
    expect(listed.data.records.every((r: { docState: string }) => r.docState === 'inApproval')).toBe(true);
    const drafts = await f.as('alice', '/api/fn/steps/page', { current: 1, size: 50, docStates: ['draft'] });
    expect(drafts.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await f.as('alice', '/api/fn/steps/page', { current: 1, size: 10, docStates: ['bogus'] })).code).toBe(400);
  });

  it('refuses edits and deletes of a locked record with a coded, translated error and changes nothing', async () => {
    const { id } = await recordIn(f, 'approved', 'locked');
    const edit = await f.as('alice', '/api/fn/steps/save', { id, data: { title: 'locked', amount: 999000, secret: SECRET } });
    expect(edit).toMatchObject({ code: 409, msg: 'This record is approved: it changes only through its approval flow and cannot be deleted', data: { docState: 'approved' } });
    const zh = await f.h.post('/api/fn/steps/delete', { id }, { token: await f.h.token('alice'), lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 409, msg: '该记录已通过，只能通过审批流程修改或删除' });
    expect((await f.as('alice', '/api/fn/steps/detail', { id })).data.record.data.amount).toBe(10);
  });

  it('locks an abnormal record too', async () => {
    const saved = await f.as('alice', '/api/fn/empty/save', { data: { title: 'ghost', amount: 1 } });
    await f.as('alice', '/api/fn/empty/submit', { id: saved.data.id });
    expect(await storedState(f, saved.data.id)).toBe('abnormal');
    expect((await f.as('alice', '/api/fn/empty/save', { id: saved.data.id, data: { title: 'x' } })).code).toBe(409);
    expect((await f.as('admin', '/api/fn/empty/delete', { id: saved.data.id })).code).toBe(409);
  });

  it('deletes a record whose process ended and keeps the history readable; an orphan process cannot exist', async () => {
    const { id, pid } = await recordIn(f, 'canceled', 'gone');
    expect((await f.as('alice', '/api/fn/steps/delete', { id })).code).toBe(0);
    expect((await f.as('alice', '/api/fn/steps/detail', { id })).code).toBe(404);
    expect((await f.as('alice', '/api/fn/steps/delete', { id })).code).toBe(404);
    const history = await f.detail('alice', pid!);
    expect(history.instance.state).toBe('canceled');
    expect(history.record.title).toBe('gone');
    // The foreign key: no process for a record that does not exist, no hard delete under a process.
    const row = await f.h.db.selectFrom('process_instances').selectAll().where('id', '=', pid!).executeTakeFirstOrThrow();
    const { id: _drop, ...copy } = row;
    await expect(f.h.db.insertInto('process_instances').values({ ...copy, record_id: 987654321 }).execute()).rejects.toThrow();
    await expect(f.h.db.deleteFrom('fn_records').where('id', '=', id).execute()).rejects.toThrow();
  });

  it('a save racing the submit of the same record: one wins, the other gets a coded error, nothing half-written', async () => {
    for (let i = 0; i < 5; i++) {
      const { id } = await recordIn(f, 'draft', `race-save-${i}`);
      const [save, submit] = await Promise.all([
        f.as('alice', '/api/fn/steps/save', { id, data: { title: `race-save-${i}`, amount: 77, secret: SECRET } }),
        f.as('alice', '/api/fn/steps/submit', { id }),
      ]);
      expect(submit.code, submit.msg).toBe(0);
      expect([0, 409], save.msg).toContain(save.code);
      const amount = (await f.as('alice', '/api/fn/steps/detail', { id })).data.record.data.amount;
      expect(amount).toBe(save.code === 0 ? 77 : 10);
      expect(await storedState(f, id)).toBe('inApproval');
    }
  });

  it('a save racing an approval that ends the flow never slips in', async () => {
    const { id, pid } = await recordIn(f, 'inApproval', 'race-approve');
    await f.pass('bob', pid!);
    await f.pass('carol', pid!);
    const task = await f.taskId('dave', pid!);
    const [save, pass] = await Promise.all([
      f.as('alice', '/api/fn/steps/save', { id, data: { title: 'race-approve', amount: 5, secret: SECRET } }),
      f.as('dave', '/api/bpm/approvalPass', { taskId: task }),
    ]);
    expect(pass.code).toBe(0);
    expect(save.code).toBe(409);
    expect(await storedState(f, id)).toBe('approved');
  });

  it('a delete racing a submit: exactly one wins and no process is left without its record', async () => {
    for (let i = 0; i < 5; i++) {
      const { id } = await recordIn(f, 'draft', `race-del-${i}`);
      const [del, submit] = await Promise.all([
        f.as('alice', '/api/fn/steps/delete', { id }),
        f.as('alice', '/api/fn/steps/submit', { id }),
      ]);
      const outcome = [del.code, submit.code];
      expect([[0, 404], [409, 0]], `${del.msg} / ${submit.msg}`).toContainEqual(outcome);
      const processes = await f.h.db.selectFrom('process_instances').select('id').where('record_id', '=', id).execute();
      expect(processes.length).toBe(submit.code === 0 ? 1 : 0);
      const rec = await f.h.db.selectFrom('fn_records').select(['deleted_at', 'doc_state']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(rec.deleted_at === null).toBe(submit.code === 0);
    }
    const orphans = await sql<{ n: number }>`SELECT count(*) AS n FROM process_instances pi
      WHERE NOT EXISTS (SELECT 1 FROM fn_records r WHERE r.id = pi.record_id AND r.deleted_at IS NULL)`.execute(f.h.db);
    expect(Number(orphans.rows[0].n)).toBe(1); // the canceled process of the record deleted above, still readable
  });
});

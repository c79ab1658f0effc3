import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '@server';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness, type User } from './support';

const BOARD: User[] = ['bob', 'carol', 'dave', 'erin', 'frank'];

describe.each(databases())('concurrent approvals ($name)', (target) => {
  let f: FlowHarness;
  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  const resultLetters = async (pid: number) => (await f.h.db.selectFrom('station_letters').select('biz')
    .where('user_id', '=', f.ids.alice).execute())
    .map((r) => JSON.parse(r.biz)).filter((b) => b.processInstanceId === pid && b.type === 'result');

  it('all five countersign assignees approve at once: one node transition, every loser gets a clear answer', async () => {
    for (let run = 0; run < 2; run++) {
      const pid = await f.start('cs60');
      const tasks = await Promise.all(BOARD.map(async (u) => [u, (await f.taskOf(u, pid))!.taskId] as const));
      const answers = await Promise.all(tasks.map(([u, taskId]) => f.as(u, '/api/bpm/approvalPass', { taskId })));
      const codes = answers.map((a) => a.code).sort();
      expect(codes).toEqual([0, 0, 0, 409, 409]);
      for (const a of answers.filter((x) => x.code !== 0)) {
        expect(['This task has already been handled; do not click repeatedly', 'The process has changed, refresh and try again']).toContain(a.msg);
      }
      expect(await f.state(pid)).toBe('approved');
      expect(await resultLetters(pid)).toHaveLength(1);
      const rows = await f.h.db.selectFrom('process_tasks').select(['state']).where('instance_id', '=', pid).execute();
      expect(rows.filter((r) => r.state === 'approved')).toHaveLength(3);
      expect(rows.filter((r) => r.state === 'closed')).toHaveLength(2);
      const inst = await f.h.db.selectFrom('process_instances').select(['round', 'taken_path']).where('id', '=', pid).executeTakeFirstOrThrow();
      expect(inst.round).toBe(1);
      expect(JSON.parse(inst.taken_path)).toEqual(['start', 'board']);
    }
  });

  it('the same action repeated at once succeeds exactly once', async () => {
    const pid = await f.start('steps');
    const taskId = (await f.taskOf('bob', pid))!.taskId;
    const answers = await Promise.all(Array.from({ length: 5 }, () => f.as('bob', '/api/bpm/approvalPass', { taskId })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409, 409, 409, 409]);
    const carol = await f.as('carol', '/api/bpm/pendingProcessCount');
    expect(carol.data).toBeGreaterThanOrEqual(1);
    expect((await f.h.db.selectFrom('process_tasks').select('id').where('instance_id', '=', pid).where('node_id', '=', 's2').execute())).toHaveLength(1);
  });

  it('a record submitted twice at once starts one process', async () => {
    const saved = await f.as('alice', '/api/fn/steps/save', { data: { title: 'twice' } });
    const answers = await Promise.all([0, 1, 2].map(() => f.as('alice', '/api/fn/steps/submit', { id: saved.data.id })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409, 409]);
    const rows = await f.h.db.selectFrom('process_instances').select('id').where('record_id', '=', saved.data.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('an update at a stale version changes nothing (optimistic lock on instances and tasks)', async () => {
    const pid = await f.start('steps');
    const data = createDataAccess(f.h.db, f.h.dialect).forTenant('acme');
    const inst = (await data.workflow.instances.get(pid))!;
    expect(await data.workflow.instances.update(pid, inst.version + 1, { state: 'canceled' })).toBe(false);
    expect(await data.workflow.instances.update(pid, inst.version, { updated_at: Date.now() })).toBe(true);
    expect(await data.workflow.instances.update(pid, inst.version, { state: 'canceled' })).toBe(false);
    expect(await f.state(pid)).toBe('inApproval');
    const [task] = await data.workflow.tasks.ofInstance(pid);
    expect(await data.workflow.tasks.update(task.id, task.version + 3, { state: 'approved' })).toBe(false);
    expect((await data.workflow.tasks.get(task.id))!.state).toBe('pending');
    // Another tenant cannot touch it at all.
    const globex = createDataAccess(f.h.db, f.h.dialect).forTenant('globex');
    expect(await globex.workflow.instances.get(pid)).toBeUndefined();
    expect(await globex.workflow.tasks.update(task.id, task.version, { state: 'approved' })).toBe(false);
  });

  it('tasks written together come back with their ids in the order given, more than one statement can bind', async () => {
    const pid = await f.start('steps');
    const data = createDataAccess(f.h.db, f.h.dialect).forTenant('acme');
    const [first] = await data.workflow.tasks.ofInstance(pid);
    const many = Array.from({ length: 2_100 }, (_, seq) => ({ ...first, node_id: 'bulk', seq, round: 9 }));
    const ids = await data.workflow.tasks.insertMany(many.map(({ id: _id, tenant_id: _t, version: _v, created_at: _c, ...task }) => task), Date.now());
    expect(ids).toHaveLength(many.length);
    const stored = await f.h.db.selectFrom('process_tasks').select(['id', 'seq', 'tenant_id', 'version']).where('instance_id', '=', pid).where('node_id', '=', 'bulk').orderBy('id').execute();
    expect(stored.map((r) => Number(r.id))).toEqual(ids);
    expect(stored.map((r) => r.seq)).toEqual(many.map((t) => t.seq));
    expect(new Set(stored.map((r) => `${r.tenant_id}:${r.version}`))).toEqual(new Set(['acme:0']));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { bundled } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A daily report of alice's, dated yesterday. */
const daily = (o: Record<string, unknown> = {}) => ({
  reportDate: day(-1), reportType: 'personal', workHours: 8, workContent: 'Initech workshop; minutes drafted', ...o,
});

/** A weekly plan from 6 days ago to today: one task finished, one past its date and open, one due later. */
const weekly = (o: Record<string, unknown> = {}) => ({
  weekStart: day(-6), weekEnd: day(0), weeklyGoal: 'Close the Initech scope',
  planTasks: [
    { taskName: 'Scope workshop', plannedFinish: day(-5), taskProgress: 'done', actualFinish: day(-5) },
    { taskName: 'Migration estimate', plannedFinish: day(-2), taskProgress: 'inProgress' },
    { taskName: 'Contract draft', plannedFinish: day(3), taskProgress: 'notStarted' },
  ],
  ...o,
});

describe.each(databases())('reports pack ($name)', (target) => {
  let f: PackHarness;
  const list = async (user: string, fn: string, filters: Record<string, unknown> = {}) => {
    const res = await f.as(user, `/api/fn/${fn}/page`, { current: 1, size: 50, filters });
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data.records as { id: number; data: Record<string, any> }[];
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  beforeAll(async () => { f = await createPackHarness(target, ['admin', 'alice', 'bob', 'carol', 'dave', 'finance']); });
  afterAll(async () => { await f?.close(); });

  it('numbers a daily report, defaults the reporter and refuses a future date and a project report without its project', async () => {
    const saved = await f.save('alice', 'dailyReport', daily());
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(await f.values('dailyReport', saved.data.id, 'alice')).toMatchObject({ reporter: f.ids.alice, reportNo: expect.stringMatching(/^RB\d{12}$/) });

    const future = await f.save('alice', 'dailyReport', daily({ reportDate: day(2) }));
    expect(future.code).toBe(14);
    expect(f.fieldsOf(future)).toEqual(['reportDate']);
    const noProject = await f.save('alice', 'dailyReport', daily({ reportType: 'project' }));
    expect(noProject.code).toBe(14);
    expect(f.fieldsOf(noProject)).toEqual(['project']);
    const tooLong = await f.save('alice', 'dailyReport', daily({ workHours: 25 }));
    expect(f.fieldsOf(tooLong)).toEqual(['workHours']);
  });

  it('ties a project daily report to an approved project and lists project reports by type', async () => {
    const project = await f.start('admin', 'project', {
      name: 'Initech ERP', clientName: 'Initech', projectType: 'implementation', projectAmount: 10_000_000, badDebtAmount: 0,
      plannedStart: day(-30), plannedEnd: day(60), projectManager: f.ids.bob, teamMembers: [f.ids.alice],
    });
    const draftProject = await f.save('admin', 'project', {
      name: 'Not yet', clientName: 'Globex', projectType: 'implementation', projectAmount: 10_000, badDebtAmount: 0,
      plannedStart: day(-3), plannedEnd: day(30), projectManager: f.ids.bob,
    });
    expect(draftProject.code, JSON.stringify(draftProject)).toBe(0);
    // The project pack's flow: the supervisor (none for admin: the administrator), then finance.
    for (const u of ['admin', 'finance']) if (await f.taskOf(u, project.pid)) expect((await f.pass(u, project.pid)).code).toBe(0);
    expect(await f.state(project.pid)).toBe('approved');
    const refused = await f.save('alice', 'dailyReport', daily({ reportType: 'project', project: draftProject.data.id }));
    expect(refused.code).toBe(14);
    expect(f.fieldsOf(refused)).toEqual(['project']);
    const ok = await f.save('alice', 'dailyReport', daily({ reportType: 'project', project: project.id, workContent: 'Data migration on site' }));
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    const projectRows = await list('alice', 'dailyReport', { reportType: 'project' });
    expect(ids(projectRows)).toEqual([ok.data.id]);
  });

  it('a submitted daily report is copied to the supervisor, who reads it; nobody else does', async () => {
    const { id, pid } = await f.start('alice', 'dailyReport', daily({ workContent: 'Submitted report' }));
    expect(await f.state(pid)).toBe('approved');
    const copied = await f.as('bob', '/api/bpm/ccMy', { current: 1, size: 50 });
    expect(copied.code, JSON.stringify(copied)).toBe(0);
    expect(copied.data.records.map((r: { processInstanceId: number }) => r.processInstanceId)).toContain(pid);
    expect(ids(await list('bob', 'dailyReport'))).toContain(id);
    expect(ids(await list('carol', 'dailyReport'))).not.toContain(id);
    expect((await f.as('carol', '/api/fn/dailyReport/detail', { id })).code).not.toBe(0);
  });

  it('computes delayed tasks on save (open and past the planned date) and finds plans with delays', async () => {
    const saved = await f.save('alice', 'weeklyPlan', weekly());
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const v = await f.values('weeklyPlan', saved.data.id, 'alice');
    expect(v).toMatchObject({ planOwner: f.ids.alice, planNo: expect.stringMatching(/^ZJ\d{12}$/), plannedTaskCount: 3, delayedCount: 1, hasDelay: 'yes' });
    expect(v.planTasks.map((t: { delayedFlag: string }) => t.delayedFlag)).toEqual(['no', 'yes', 'no']);

    const onTime = await f.save('alice', 'weeklyPlan', weekly({
      planTasks: [{ taskName: 'Contract draft', plannedFinish: day(3), taskProgress: 'inProgress' }, { taskName: 'Cancelled visit', plannedFinish: day(-3), taskProgress: 'cancelled' }],
    }));
    expect(await f.values('weeklyPlan', onTime.data.id, 'alice')).toMatchObject({ delayedCount: 0, hasDelay: 'no' });

    // A task saved without a status starts "not started" (and counts as delayed once past its date).
    const unset = await f.save('alice', 'weeklyPlan', weekly({ planTasks: [{ taskName: 'No status given', plannedFinish: day(-1) }] }));
    expect((await f.values('weeklyPlan', unset.data.id, 'alice')).planTasks[0]).toMatchObject({ taskProgress: 'notStarted', delayedFlag: 'yes' });
    await f.as('alice', '/api/fn/weeklyPlan/delete', { id: unset.data.id });

    expect(ids(await list('alice', 'weeklyPlan', { hasDelay: 'yes' }))).toEqual([saved.data.id]);
    expect(ids(await list('alice', 'weeklyPlan', { hasDelay: 'no' }))).toEqual([onTime.data.id]);

    // Finishing the late task and saving again clears the flag.
    const tasks = v.planTasks.map((t: Record<string, unknown>, i: number) => (i === 1 ? { ...t, taskProgress: 'done', actualFinish: day(0) } : t));
    const resaved = await f.save('alice', 'weeklyPlan', { ...v, planTasks: tasks }, saved.data.id);
    expect(resaved.code, JSON.stringify(resaved)).toBe(0);
    expect(await f.values('weeklyPlan', saved.data.id, 'alice')).toMatchObject({ delayedCount: 0, hasDelay: 'no' });
  });

  it('refuses a plan longer than a week, without tasks, or with a done task lacking its finish date', async () => {
    const long = await f.save('alice', 'weeklyPlan', weekly({ weekStart: day(-10) }));
    expect(f.fieldsOf(long)).toEqual(['weekEnd']);
    const empty = await f.save('alice', 'weeklyPlan', weekly({ planTasks: [] }));
    expect(f.fieldsOf(empty)).toEqual(['planTasks']);
    const undated = await f.save('alice', 'weeklyPlan', weekly({ planTasks: [{ taskName: 'x', plannedFinish: day(0), taskProgress: 'done' }] }));
    expect(f.fieldsOf(undated)).toEqual(['planTasks.0.actualFinish']);
  });

  it('a plan goes to the supervisor, who sees the member\'s plans; staff never see others\' plans', async () => {
    const mine = await f.start('alice', 'weeklyPlan', weekly({ weeklyGoal: 'Alice submits' }));
    expect(await f.taskOf('bob', mine.pid)).toMatchObject({ nodeId: 'supervisor' });
    const bobs = await f.start('bob', 'weeklyPlan', weekly({ weeklyGoal: 'Bob submits', planOwner: f.ids.bob }));
    expect(await f.taskOf('carol', bobs.pid)).toMatchObject({ nodeId: 'supervisor' });

    // The supervisor (bob) lists, searches and opens alice's plan; it shows its delayed task.
    const members = await list('bob', 'weeklyPlan', { planOwner: f.ids.alice });
    expect(ids(members)).toContain(mine.id);
    expect(ids(await list('bob', 'weeklyPlan', { hasDelay: 'yes', planOwner: f.ids.alice }))).toContain(mine.id);
    expect(await f.values('weeklyPlan', mine.id, 'bob')).toMatchObject({ delayedCount: 1, weeklyGoal: 'Alice submits' });
    expect((await f.pass('bob', mine.pid, { opinion: 'OK' })).code).toBe(0);
    expect(await f.state(mine.pid)).toBe('approved');

    // alice (staff) never sees bob's plan, in the list or by id; carol is not alice's supervisor.
    expect(ids(await list('alice', 'weeklyPlan'))).not.toContain(bobs.id);
    expect((await f.as('alice', '/api/fn/weeklyPlan/detail', { id: bobs.id })).code).not.toBe(0);
    expect(ids(await list('carol', 'weeklyPlan'))).not.toContain(mine.id);
    expect(ids(await list('carol', 'weeklyPlan'))).toContain(bobs.id);
  });

  it('a department head (approver role, department scope) sees the plans of the members of the department, drafts included', async () => {
    const draft = await f.save('alice', 'weeklyPlan', weekly({ weeklyGoal: 'Draft for the department' }));
    expect(ids(await list('dave', 'weeklyPlan'))).not.toContain(draft.data.id);
    const { id: deptId } = await f.h.db.insertInto('departments').values({ tenant_id: 'acme', parent_id: null, name: 'Presales', manager_id: f.ids.dave, sort: 9 })
      .returning('id').executeTakeFirstOrThrow();
    await f.h.db.updateTable('user_tenants').set({ department_id: deptId }).where('tenant_id', '=', 'acme')
      .where('user_id', 'in', [f.ids.alice, f.ids.dave]).execute();
    expect(ids(await list('dave', 'weeklyPlan'))).toContain(draft.data.id);
    // alice (staff: her own and what she takes part in) still does not see dave's.
    const daves = await f.save('dave', 'weeklyPlan', weekly({ planOwner: f.ids.dave }));
    expect(ids(await list('alice', 'weeklyPlan'))).not.toContain(daves.data.id);
  });

  it('upgrades without losing a record', async () => {
    const before = await list('admin', 'weeklyPlan');
    const next = { ...bundled('reports'), version: '1.0.1' };
    const res = await f.as('admin', '/api/pack/install', { pack: next });
    expect(res, JSON.stringify(res)).toMatchObject({ code: 0, data: { packId: 'reports', version: '1.0.1' } });
    const after = await list('admin', 'weeklyPlan');
    expect(ids(after).sort()).toEqual(ids(before).sort());
    expect(after.length).toBeGreaterThan(0);
  });
});

import * as XLSX from '@e965/xlsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases } from '../support/databases';
import { bundled } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

/** The local date `offset` days from now, as `today()` reads it. */
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((p, i) => String(p).padStart(i === 0 ? 4 : 2, '0')).join('-');
};

const MY_DAILY = 'S73010000000000';
const PROJECT_DAILY = 'S73020000000000';
const MY_PLANS = 'S74010000000000';
const MEMBER_PLANS = 'S74020000000000';
const DELAYED_TASKS = 'S74030000000000';

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
  /** The list as one of the pack's menus shows it (its view applied by the server). */
  const viewOf = async (user: string, fn: string, menu: string, filters: Record<string, unknown> = {}) => {
    const res = await f.as(user, `/api/fn/${fn}/page`, { current: 1, size: 50, filters, menu });
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data.records as { id: number; createdBy: number; data: Record<string, any> }[];
  };

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

  it('my daily reports and project daily reports: each menu shows its view of the list, the server keeps to it', async () => {
    const bobsOwn = await f.save('bob', 'dailyReport', daily({ workContent: 'Bob on his own' }));
    expect(bobsOwn.code, JSON.stringify(bobsOwn)).toBe(0);
    // bob reads alice's submitted report (copied to him) in the whole list, not under "my daily reports".
    const all = await list('bob', 'dailyReport');
    expect(all.some((r) => r.data.reporter === f.ids.alice)).toBe(true);
    const mine = await viewOf('bob', 'dailyReport', MY_DAILY);
    expect(ids(mine)).toContain(bobsOwn.data.id);
    expect(mine.every((r) => r.createdBy === f.ids.bob)).toBe(true);
    // Project daily reports: only project reports, whatever the client asks; it may not lift the fixed search.
    const project = await viewOf('admin', 'dailyReport', PROJECT_DAILY);
    expect(project.length).toBeGreaterThan(0);
    expect(project.every((r) => r.data.reportType === 'project')).toBe(true);
    expect((await viewOf('admin', 'dailyReport', PROJECT_DAILY, { reporter: f.ids.alice })).every((r) => r.data.reportType === 'project')).toBe(true);
    const lifted = await f.as('admin', '/api/fn/dailyReport/page', { current: 1, size: 50, menu: PROJECT_DAILY, filters: { reportType: 'personal' } });
    expect(lifted.code).toBe(400);
    expect(await f.h.db.selectFrom('menus').select('view').where('code', '=', PROJECT_DAILY).executeTakeFirstOrThrow()).toMatchObject({ view: expect.stringContaining('project') });
    // A menu of another function, or one the caller does not hold, is refused.
    expect((await f.as('admin', '/api/fn/dailyReport/page', { current: 1, size: 50, menu: MY_PLANS })).code).toBe(403);
    expect((await f.as('alice', '/api/fn/weeklyPlan/page', { current: 1, size: 50, menu: MEMBER_PLANS })).code).toBe(403);
  });

  it('the export named after a menu keeps to its view', async () => {
    const token = await f.h.token('admin');
    const rowsOf = async (body: Record<string, unknown>) => {
      const res = await f.h.app.inject({ method: 'POST', url: '/api/fn/dailyReport/export', headers: { accesstoken: token, lang: 'en-US', 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(res.statusCode, res.body).toBe(200);
      const wb = XLSX.read(res.rawPayload);
      return XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]]);
    };
    const everything = await rowsOf({});
    const projectRows = await rowsOf({ menu: PROJECT_DAILY });
    expect(projectRows.length).toBe((await viewOf('admin', 'dailyReport', PROJECT_DAILY)).length);
    expect(projectRows.length).toBeLessThan(everything.length);
  });

  it('my plans and member plans: the supervisor reads the members\' plans there, never his own; staff do not get the menu', async () => {
    const alices = await f.start('alice', 'weeklyPlan', weekly({ weeklyGoal: 'For the member view' }));
    const bobs = await f.save('bob', 'weeklyPlan', weekly({ weeklyGoal: 'Bob\'s own', planOwner: f.ids.bob }));
    const members = await viewOf('bob', 'weeklyPlan', MEMBER_PLANS);
    expect(ids(members)).toContain(alices.id);
    expect(ids(members)).not.toContain(bobs.data.id);
    expect(members.every((r) => r.createdBy !== f.ids.bob)).toBe(true);
    const own = await viewOf('bob', 'weeklyPlan', MY_PLANS);
    expect(ids(own)).toContain(bobs.data.id);
    expect(ids(own)).not.toContain(alices.id);
    // Narrowing never widens: carol (not alice's supervisor, another department) sees none of alice's plans there.
    expect((await viewOf('carol', 'weeklyPlan', MEMBER_PLANS)).some((r) => r.createdBy === f.ids.alice)).toBe(false);
    const menuMap = (await f.as('alice', '/api/sys/getMenuTreetByUser')).data.menuMap as Record<string, string[]>;
    expect(menuMap[MY_PLANS]).toBeDefined();
    expect(menuMap[DELAYED_TASKS]).toBeDefined();
    expect(menuMap[MEMBER_PLANS]).toBeUndefined();
  });

  describe('as days pass', () => {
    afterEach(() => { vi.useRealTimers(); });

    it('a plan saved before its task fell due reads as delayed afterwards, in the list, the detail and the delayed-tasks menu', async () => {
      const dueTwoDaysAgo = day(-2);
      // Saved five days ago: the task was due three days later, nothing was late then.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 5 * 86_400_000 });
      const saved = await f.save('alice', 'weeklyPlan', weekly({
        weekStart: day(-1), weekEnd: day(4), weeklyGoal: 'Saved before the due date',
        planTasks: [{ taskName: 'Due in three days', plannedFinish: dueTwoDaysAgo, taskProgress: 'inProgress' }, { taskName: 'Done early', plannedFinish: day(1), taskProgress: 'done', actualFinish: day(0) }],
      }));
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      expect(await f.values('weeklyPlan', saved.data.id, 'alice')).toMatchObject({ delayedCount: 0, hasDelay: 'no', openTaskDue: dueTwoDaysAgo });
      expect(ids(await viewOf('alice', 'weeklyPlan', DELAYED_TASKS))).not.toContain(saved.data.id);
      vi.useRealTimers();

      // Today, without a save: the stored flags are as they were, what is read is as it is now.
      const stored = await f.h.db.selectFrom('fn_records').select('data').where('id', '=', saved.data.id).executeTakeFirstOrThrow();
      expect(typeof stored.data === 'string' ? JSON.parse(stored.data) : stored.data).toMatchObject({ hasDelay: 'no' });
      const row = (await list('alice', 'weeklyPlan')).find((r) => r.id === saved.data.id)!;
      expect(row.data).toMatchObject({ delayedCount: 1, hasDelay: 'yes' });
      expect(row.data.planTasks.map((t: { delayedFlag: string }) => t.delayedFlag)).toEqual(['yes', 'no']);
      expect(await f.values('weeklyPlan', saved.data.id, 'alice')).toMatchObject({ delayedCount: 1, hasDelay: 'yes' });
      const delayed = await viewOf('alice', 'weeklyPlan', DELAYED_TASKS);
      expect(ids(delayed)).toContain(saved.data.id);
      expect(delayed.every((r) => r.data.hasDelay === 'yes')).toBe(true);
      // Inside each caller's own scope: carol (neither alice's supervisor nor her department) never sees it.
      expect((await viewOf('carol', 'weeklyPlan', DELAYED_TASKS)).some((r) => r.createdBy === f.ids.alice)).toBe(false);
    });
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

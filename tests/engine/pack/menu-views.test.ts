import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../../engine/core/expression';
import { resolveViewFilters, validatePack, type Pack } from '@engine';
import { bundledPacks } from '@schemas';

const reports = (): Pack => structuredClone(bundledPacks.find((p) => p.id === 'reports')!);
const finance = (): Pack => structuredClone(bundledPacks.find((p) => p.id === 'finance')!);
const problems = (p: Pack) => validatePack(p).map((e) => `${e.path} ${e.message}`);
const menuAt = (p: Pack, code: string) => p.menus.findIndex((m) => m.code === code);

describe('menu views in a pack', () => {
  it('the bundled reports pack declares its spec menus as views, and they pass', () => {
    const p = reports();
    expect(p.menus.filter((m) => m.view).map((m) => m.path)).toEqual([
      '/daily-management/my-daily', '/daily-management/project-daily',
      '/weekly-management/weekly-management-myPlan', '/weekly-management/weekly-management-memberPlan', '/weekly-management/delayed-tasks',
    ]);
    expect(problems(p)).toEqual([]);
  });

  it('refuses a view without a function, fixed values of fields the list does not search or in the wrong shape, and unknown columns', () => {
    const p = reports();
    const dir = menuAt(p, 'M73000000000000');
    const daily = menuAt(p, 'S73020000000000');
    const weekly = menuAt(p, 'S74030000000000');
    p.menus[dir]!.view = { scope: ['own'] };
    p.menus[daily]!.view = { filters: { workContent: 'x', reportType: ['project', 'personal'], reportDate: 'today' }, columns: ['nextDayPlan'] };
    p.menus[weekly]!.view = { filters: { planOwner: { $date: 1 }, openTaskDue: [null, null] } };
    const found = problems(p);
    expect(found).toContain(`/menus/${dir}/view a view needs the function the menu opens`);
    expect(found).toContain(`/menus/${daily}/view/filters/workContent field "workContent" is not in the function's search`);
    expect(found).toContain(`/menus/${daily}/view/filters/reportType a exact search takes one value`);
    expect(found).toContain(`/menus/${daily}/view/filters/reportDate a period search takes [from, to]`);
    expect(found).toContain(`/menus/${daily}/view/columns/0 "nextDayPlan" is not a column of the function's list`);
    expect(found).toContain(`/menus/${weekly}/view/filters/planOwner "$date" needs a date field, "planOwner" is user`);
    expect(found).toContain(`/menus/${weekly}/view/filters/openTaskDue a fixed search needs a value`);
  });

  it('the meta-schema refuses a scope outside the four, an unknown key and a far-off relative date', () => {
    const p = reports();
    const i = menuAt(p, 'S74020000000000');
    (p.menus[i]!.view as Record<string, unknown>) = { scope: ['everyone'], title: 'x', filters: { openTaskDue: [null, { $date: 99_999 }] } };
    const found = problems(p);
    expect(found.some((e) => e.startsWith(`/menus/${i}/view/scope/0`))).toBe(true);
    expect(found).toContain(`/menus/${i}/view/title is not allowed here`);
    expect(found.some((e) => e.startsWith(`/menus/${i}/view/filters/openTaskDue`))).toBe(true);
  });

  it('resolves relative dates against the day given, across month ends', () => {
    expect(resolveViewFilters({ due: [null, { $date: -1 }], kind: 'project', at: { $date: 1 } }, '2024-03-01'))
      .toEqual({ due: [null, '2024-02-29'], kind: 'project', at: '2024-03-02' });
  });

  it('a dashboard where-range takes relative dates only on date fields', () => {
    const p = finance();
    const fn = p.functions.find((f) => f.code === 'paymentOrder')!;
    const chart = fn.dashboards![0]!.charts.find((c) => c.code === 'overdueAmount')!;
    expect(problems(p)).toEqual([]);
    chart.where = { payerUnit: { to: { $date: 0 } } };
    const at = `/functions/${p.functions.indexOf(fn)}/dashboards/0/charts/${fn.dashboards![0]!.charts.indexOf(chart)}/where/payerUnit`;
    expect(problems(p)).toContain(`${at} "$date" needs a date field, "payerUnit" is text`);
  });
});

describe('earliest and latest over rows', () => {
  const planTasks = [
    { plannedFinish: '2024-05-09', state: 'open' }, { plannedFinish: '2024-05-03', state: 'done' },
    { plannedFinish: '2024-05-06', state: 'open' }, { plannedFinish: '', state: 'open' }, { state: 'open' },
  ];
  it('gives the earliest or latest date of the rows where the condition holds, null for none', () => {
    expect(evaluateExpression("earliest(planTasks, 'plannedFinish', \"state == 'open'\")", { planTasks })).toBe('2024-05-06');
    expect(evaluateExpression("earliest(planTasks, 'plannedFinish')", { planTasks })).toBe('2024-05-03');
    expect(evaluateExpression("latest(planTasks, 'plannedFinish', \"state == 'done'\")", { planTasks })).toBe('2024-05-03');
    expect(evaluateExpression("earliest(planTasks, 'plannedFinish', \"state == 'gone'\")", { planTasks })).toBeNull();
    expect(evaluateExpression("earliest(missing, 'plannedFinish')", {})).toBeNull();
    expect(() => evaluateExpression('earliest(planTasks, 3)', { planTasks })).toThrow();
  });
});

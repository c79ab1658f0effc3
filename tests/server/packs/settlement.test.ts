import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { project, settlement } from './fixtures';
import { createPackHarness, type PackHarness } from './support';

describe.each(databases())('settlement and project packs ($name)', (target) => {
  let f: PackHarness;
  let approvedProject = 0;
  /** Saves and submits as alice; bob (her supervisor) and finance approve. */
  const approved = async (fn: string, data: Record<string, unknown>) => {
    const { id, pid } = await f.start('alice', fn, data);
    expect((await f.pass('bob', pid)).code).toBe(0);
    expect(await f.taskOf('finance', pid)).toMatchObject({ nodeId: 'role' });
    const last = await f.pass('finance', pid);
    expect(last.code, JSON.stringify(last)).toBe(0);
    expect(await f.state(pid)).toBe('approved');
    return id;
  };

  beforeAll(async () => {
    f = await createPackHarness(target);
    approvedProject = await approved('project', project({ projectAmount: 30_000_000 }));
  });
  afterAll(async () => { await f?.close(); });

  it('project: amount above 0, bad debt required and within the amount, end not before start; numbered, manager defaults to the author', async () => {
    const zero = await f.save('alice', 'project', project({ projectAmount: 0 }));
    expect(f.fieldsOf(zero)).toEqual(['projectAmount']);
    const { badDebtAmount: _omit, ...noBadDebt } = project();
    expect(f.fieldsOf(await f.save('alice', 'project', noBadDebt))).toEqual(['badDebtAmount']);
    expect(f.fieldsOf(await f.save('alice', 'project', project({ badDebtAmount: 60_000_000 })))).toEqual(['badDebtAmount']);
    const backwards = await f.save('alice', 'project', project({ plannedStart: '2024-05-01', plannedEnd: '2024-04-30' }));
    expect(backwards.code).toBe(14);
    expect(f.fieldsOf(backwards)).toEqual(['plannedEnd']);
    const { projectManager: _m, ...noManager } = project();
    const ok = await f.save('alice', 'project', noManager);
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    expect(await f.values('project', ok.data.id)).toMatchObject({ projectManager: f.ids.alice, projectCode: expect.stringMatching(/^XM\d{12}$/) });
  });

  it('refuses a settled amount above the planned amount on settledAmount, in the reader\'s language', async () => {
    const over = await f.save('alice', 'settlement', settlement({ project: approvedProject, plannedAmount: 1_000_000, settledAmount: 1_000_001 }));
    expect(over.code).toBe(14);
    expect(f.fieldsOf(over)).toEqual(['settledAmount']);
    expect(over.data.reqFieldErrorList[0].message).toBe('The settled amount cannot exceed the planned amount');
    const zh = await f.as('alice', '/api/fn/settlement/save', { data: settlement({ project: approvedProject, plannedAmount: 1, settledAmount: 2 }) }, 'zh-CN');
    expect(zh.data.reqFieldErrorList[0].message).toBe('实际结算金额不能超过计划金额');
    const invoiced = await f.save('alice', 'settlement', settlement({ project: approvedProject, invoicedAmount: 19_000_000 }));
    expect(f.fieldsOf(invoiced)).toEqual(['invoicedAmount']);
  });

  it('needs both dates and the expense lines', async () => {
    const { returnDate: _r, plannedCollectionDate: _p, ...noDates } = settlement({ project: approvedProject });
    expect(f.fieldsOf(await f.save('alice', 'settlement', noDates)).sort()).toEqual(['plannedCollectionDate', 'returnDate']);
    const noLines = await f.save('alice', 'settlement', settlement({ project: approvedProject, expenses: [] }));
    expect(f.fieldsOf(noLines)).toEqual(['expenses']);
  });

  it('takes only approved projects, keeps a project\'s settlements within its amount, and lists them on the project', async () => {
    const draft = await f.save('alice', 'project', project({ name: 'Not yet approved' }));
    const onDraft = await f.save('alice', 'settlement', settlement({ project: draft.data.id }));
    expect(onDraft.code).toBe(14);
    expect(f.fieldsOf(onDraft)).toEqual(['project']);

    const first = await approved('settlement', settlement({ project: approvedProject, plannedAmount: 20_000_000, settledAmount: 20_000_000 }));
    expect(await f.values('settlement', first)).toMatchObject({ applicant: f.ids.alice, expenseTotal: 1_200_000, settlementNo: expect.stringMatching(/^JS\d{12}$/) });
    const beyond = await f.save('alice', 'settlement', settlement({ project: approvedProject, plannedAmount: 20_000_000, settledAmount: 10_000_001 }));
    expect(beyond.code).toBe(14);
    expect(f.fieldsOf(beyond)).toEqual(['settledAmount']);
    expect(beyond.data.reqFieldErrorList[0].message).toBe('The settlements of this project would exceed its project amount');
    const rest = await f.save('alice', 'settlement', settlement({ project: approvedProject, plannedAmount: 20_000_000, settledAmount: 10_000_000 }));
    expect(rest.code, JSON.stringify(rest)).toBe(0);

    const detail = await f.as('alice', '/api/fn/project/detail', { id: approvedProject });
    const related = detail.data.related.find((r: { form: string }) => r.form === 'settlement');
    expect(related.title).toBe('Settlement statement');
    expect(related.records.map((r: { id: number }) => r.id).sort()).toEqual([first, rest.data.id].sort());
  });

  it('the project dashboard: amount, settled and bad debt per project and in total, for finance only, narrowed by its filters', async () => {
    const client = 'Dashboard Test Client';
    const a = await f.save('alice', 'project', project({ name: 'Dashboard A', clientName: client, projectType: 'implementation', projectAmount: 4_000_000, settledAmount: 1_500_000, badDebtAmount: 200_000 }));
    const b = await f.save('alice', 'project', project({ name: 'Dashboard B', clientName: client, projectType: 'consulting', projectAmount: 1_000_000, settledAmount: 0, badDebtAmount: 0 }));
    expect(a.code, JSON.stringify(a)).toBe(0);
    expect(b.code, JSON.stringify(b)).toBe(0);

    expect((await f.as('finance', '/api/dashboard/list')).data.map((d: { code: string }) => d.code)).toContain('projectOverview');
    expect((await f.as('alice', '/api/dashboard/list')).data.map((d: { code: string }) => d.code)).not.toContain('projectOverview');
    expect((await f.as('alice', '/api/dashboard/project/projectOverview/data', {})).code).toBe(404);

    const res = await f.as('finance', '/api/dashboard/project/projectOverview/data', {});
    expect(res.code, JSON.stringify(res)).toBe(0);
    type Chart = { code: string; groups: { key: string | null; label: string | null; values: number[] }[] };
    const chart = (charts: Chart[], code: string) => charts.find((c) => c.code === code)!;
    const byProject = chart(res.data.charts, 'byProject').groups;
    expect(byProject.find((g) => g.key === 'Dashboard A')?.values).toEqual([4_000_000, 1_500_000, 200_000]);
    expect(byProject.find((g) => g.key === 'Dashboard B')?.values).toEqual([1_000_000, 0, 0]);

    // The totals agree with the records finance lists.
    const all: { data: Record<string, unknown> }[] = [];
    for (let page = 1; ; page++) {
      const p = await f.as('finance', '/api/fn/project/page', { current: page, size: 50 });
      all.push(...p.data.records);
      if (all.length >= p.data.total) break;
    }
    const sum = (rows: { data: Record<string, unknown> }[], field: string) => rows.reduce((n, r) => n + Number(r.data[field] ?? 0), 0);
    expect(chart(res.data.charts, 'totalAmount').groups[0].values).toEqual([sum(all, 'projectAmount')]);
    expect(chart(res.data.charts, 'settledTotal').groups[0].values).toEqual([sum(all, 'settledAmount')]);
    expect(chart(res.data.charts, 'badDebtTotal').groups[0].values).toEqual([sum(all, 'badDebtAmount')]);
    const consulting = all.filter((r) => r.data.projectType === 'consulting');
    expect(chart(res.data.charts, 'byType').groups.find((g) => g.key === 'consulting')?.values).toEqual([sum(consulting, 'projectAmount')]);

    // Its filters narrow every chart: the client's two projects, then the consulting one alone.
    const mine = await f.as('finance', '/api/dashboard/project/projectOverview/data', { filters: { clientName: client } });
    expect(chart(mine.data.charts, 'totalAmount').groups[0].values).toEqual([5_000_000]);
    expect(chart(mine.data.charts, 'badDebtTotal').groups[0].values).toEqual([200_000]);
    const narrowed = await f.as('finance', '/api/dashboard/project/projectOverview/data', { filters: { clientName: client, projectType: 'consulting' } });
    expect(chart(narrowed.data.charts, 'byProject').groups.map((g: { key: string | null }) => g.key)).toEqual(['Dashboard B']);
  });
});

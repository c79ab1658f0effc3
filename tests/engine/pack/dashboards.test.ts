import { describe, expect, it } from 'vitest';
import { validatePack, type Pack } from '@engine';
import { bundledPacks } from '@schemas';

/** The assets pack, whose register declares the asset dashboard. */
const assets = (): Pack => structuredClone(bundledPacks.find((p) => p.id === 'assets')!);
const board = (pack: Pack) => pack.functions.find((f) => f.dashboards?.length)!.dashboards![0]!;
const at = (pack: Pack) => `/functions/${pack.functions.findIndex((f) => f.dashboards?.length)}/dashboards/0`;
const problems = (pack: Pack) => validatePack(pack).map((e) => `${e.path} ${e.message}`);

describe('dashboards in a pack', () => {
  it('accepts the bundled dashboards, and the finance example of docs/packs.md', () => {
    expect(validatePack(assets())).toEqual([]);
    const pack = assets();
    const fn = pack.functions.find((f) => f.code === 'asset')!;
    // The payment-order example's shape over fields this function has: status, a date's month, a flag and an amount.
    fn.dashboards!.push({
      code: 'example', name: 'Example', filters: ['status'], workbench: ['overdue'],
      charts: [
        { code: 'byStatus', kind: 'pie', title: 'By status', groupBy: { field: 'status' }, measures: [{ op: 'sum', field: 'originalValue' }] },
        { code: 'byMonth', kind: 'line', title: 'By month', groupBy: { field: 'purchaseDate', by: 'month' }, measures: [{ op: 'count' }, { op: 'sum', field: 'originalValue' }] },
        { code: 'overdue', kind: 'number', title: 'Overdue', where: { status: ['inUse', 'borrowed'] }, measures: [{ op: 'sum', field: 'originalValue' }, { op: 'count' }] },
      ],
    });
    expect(validatePack(pack)).toEqual([]);
  });

  it('refuses unknown fields, sums of non-numeric fields and months of non-dates', () => {
    const pack = assets();
    const d = board(pack);
    d.charts[3] = { code: 'x1', kind: 'bar', title: 'X', groupBy: { field: 'nope' }, measures: [{ op: 'sum', field: 'name' }] };
    d.charts[4] = { code: 'x2', kind: 'line', title: 'X', groupBy: { field: 'status', by: 'month' }, measures: [{ op: 'avg', field: 'missing' }, { op: 'sum' }] };
    const found = problems(pack);
    expect(found).toContain(`${at(pack)}/charts/3/groupBy/field unknown field "nope"`);
    expect(found).toContain(`${at(pack)}/charts/3/measures/0/field field "name" (text) is not numeric`);
    expect(found).toContain(`${at(pack)}/charts/4/groupBy/by "month" needs a date field, "status" is select`);
    expect(found).toContain(`${at(pack)}/charts/4/measures/0/field unknown field "missing"`);
    expect(found).toContain(`${at(pack)}/charts/4/measures/1/field sum needs a numeric field`);
  });

  it('refuses groups over multi-valued fields, charts without a group, a grouped number card and a pie of two figures', () => {
    const pack = assets();
    const d = board(pack);
    d.charts = [
      { code: 'a', kind: 'bar', title: 'A', groupBy: { field: 'attachments' }, measures: [{ op: 'count' }] },
      { code: 'b', kind: 'bar', title: 'B', measures: [{ op: 'count' }] },
      { code: 'c', kind: 'number', title: 'C', groupBy: { field: 'status' }, measures: [{ op: 'count' }] },
      { code: 'd', kind: 'pie', title: 'D', groupBy: { field: 'status' }, measures: [{ op: 'count' }, { op: 'sum', field: 'originalValue' }] },
      { code: 'd', kind: 'number', title: 'E', measures: [{ op: 'count', field: 'originalValue' }] },
    ];
    d.workbench = ['zzz'];
    const found = problems(pack);
    expect(found).toContain(`${at(pack)}/charts/0/groupBy/field field "attachments" (attachment) cannot be grouped by`);
    expect(found).toContain(`${at(pack)}/charts/1/groupBy a bar chart needs groupBy`);
    expect(found).toContain(`${at(pack)}/charts/2/groupBy a number card shows one figure: no groupBy`);
    expect(found).toContain(`${at(pack)}/charts/3/measures a pie chart shows one measure`);
    expect(found).toContain(`${at(pack)}/charts/4/code duplicate chart code "d"`);
    expect(found).toContain(`${at(pack)}/charts/4/measures/0/field count takes no field`);
    expect(found).toContain(`${at(pack)}/workbench/0 unknown chart "zzz"`);
  });

  it('takes filters only from the function\'s search, and a menu opens only a declared dashboard (not also a function)', () => {
    const pack = assets();
    board(pack).filters = ['remarks'];
    const menu = pack.menus.find((m) => m.dashboard)!;
    menu.dashboard = 'missing';
    menu.function = 'asset';
    const found = problems(pack);
    expect(found).toContain(`${at(pack)}/filters/0 field "remarks" is not in the function's search`);
    const i = pack.menus.indexOf(menu);
    expect(found).toContain(`/menus/${i}/dashboard unknown dashboard "missing"`);
    expect(found).toContain(`/menus/${i}/dashboard a menu opens a function or a dashboard, not both`);
  });

  it('bounds the format in the meta-schema: kinds, at most 4 measures, at most 50 groups', () => {
    const pack = assets();
    const d = board(pack) as any;
    d.charts[3].kind = 'radar';
    d.charts[4].measures = Array.from({ length: 5 }, () => ({ op: 'count' }));
    d.charts[5].limit = 500;
    const paths = validatePack(pack).map((e) => e.path);
    expect(paths).toContain(`${at(pack)}/charts/3/kind`);
    expect(paths).toContain(`${at(pack)}/charts/4/measures`);
    expect(paths).toContain(`${at(pack)}/charts/5/limit`);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Pack } from '@engine';
import { dashboardRowCap } from '@server';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { ledgerPack } from './ledger-pack';

interface Entry { title: string; kind: string; amount: number }
type Chart = { code: string; groups: { key: string | null; values: number[] }[]; partial: boolean; window: number | null };

/** The ledger board with a free-text filter, which no rollup answers: its charts take the GROUP BY over the records. */
function textFiltered(): Pack {
  const pack = ledgerPack();
  pack.functions[0]!.dashboards![0]!.filters = ['kind', 'day', 'title'];
  return pack;
}

const sum = (es: Entry[]) => es.reduce((s, e) => s + e.amount, 0);
const byKind = (es: Entry[]) => {
  const m = new Map<string, number[]>();
  for (const e of es) m.set(e.kind, [(m.get(e.kind)?.[0] ?? 0) + 1]);
  return m;
};

describe('dashboardRowCap', () => {
  it('reads DASHBOARD_MAX_ROWS, else 200,000 (also for a value that is no positive whole number)', () => {
    expect(dashboardRowCap({})).toBe(200_000);
    expect(dashboardRowCap({ DASHBOARD_MAX_ROWS: '5' })).toBe(5);
    for (const bad of ['0', '-3', '2.5', 'many', '']) expect(dashboardRowCap({ DASHBOARD_MAX_ROWS: bad })).toBe(200_000);
  });
});

describe.each(databases())('dashboard GROUP BY bounded by DASHBOARD_MAX_ROWS ($name)', (target) => {
  let h: Harness;
  let token = '';
  const live: Entry[] = [];
  const saved = process.env.DASHBOARD_MAX_ROWS;
  const charts = async (filters: Record<string, unknown>, cap?: string) => {
    if (cap === undefined) delete process.env.DASHBOARD_MAX_ROWS;
    else process.env.DASHBOARD_MAX_ROWS = cap;
    const res = await h.post('/api/dashboard/ledgerEntry/ledgerBoard/data', { filters }, { token });
    expect(res.code, JSON.stringify(res)).toBe(0);
    return new Map((res.data.charts as Chart[]).map((c) => [c.code, c]));
  };

  beforeAll(async () => {
    h = await createHarness(target);
    token = await h.token('admin');
    expect((await h.post('/api/pack/install', { pack: textFiltered() }, { token })).code).toBe(0);
    for (let i = 0; i < 12; i++) {
      const e: Entry = { title: `${i % 2 ? 'alpha' : 'bravo'}-${i}`, kind: ['in', 'out', 'move'][i % 3]!, amount: 100 * (i + 1) };
      const res = await h.post('/api/fn/ledgerEntry/save', { data: { ...e, day: '2024-03-05' } }, { token });
      expect(res.code, JSON.stringify(res)).toBe(0);
      live.push(e);
      // The newest record is deleted: the window holds the newest live records.
      if (i === 11) {
        expect((await h.post('/api/fn/ledgerEntry/delete', { id: res.data.id }, { token })).code).toBe(0);
        live.pop();
      }
    }
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.DASHBOARD_MAX_ROWS;
    else process.env.DASHBOARD_MAX_ROWS = saved;
  });
  afterAll(async () => { await h?.close(); });

  it('answers in full and unflagged while the function has no more live records than the cap', async () => {
    const alpha = live.filter((e) => e.title.startsWith('alpha'));
    for (const cap of [undefined, '11', '50']) {
      const got = await charts({ title: 'alpha' }, cap);
      expect(got.get('total')!.groups[0]!.values).toEqual([sum(alpha)]);
      expect(new Map(got.get('byKind')!.groups.map((g) => [g.key, g.values]))).toEqual(byKind(alpha));
      for (const c of got.values()) expect([c.partial, c.window]).toEqual([false, null]);
    }
  });

  it('reads only the newest live records up to the cap beyond it, and flags every such chart as partial', async () => {
    const newest = live.slice(-5);
    const alpha = newest.filter((e) => e.title.startsWith('alpha'));
    const got = await charts({ title: 'alpha' }, '5');
    expect(got.get('total')!.groups[0]!.values).toEqual([sum(alpha)]);
    expect(new Map(got.get('byKind')!.groups.map((g) => [g.key, g.values]))).toEqual(byKind(alpha));
    for (const c of got.values()) expect([c.partial, c.window]).toEqual([true, 5]);
  });

  it('leaves rollup answers whole: filters a rollup serves are exact and unflagged under the same cap', async () => {
    const out = live.filter((e) => e.kind === 'out');
    const got = await charts({ kind: 'out' }, '5');
    expect(got.get('total')!.groups[0]!.values).toEqual([sum(out)]);
    for (const c of got.values()) expect([c.partial, c.window]).toEqual([false, null]);
  });
});

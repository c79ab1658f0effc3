import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { ledgerPack } from './ledger-pack';

interface Entry { title: string; kind: string; amount: number; owner: number; day: string; urgent: boolean; by: string }
type Group = { key: string | null; label: string | null; values: number[] };

const round = (n: number) => Math.round(n * 100) / 100;

/** The JavaScript reference: the same grouping over the entries the caller may see. */
function reference(entries: Entry[], key: (e: Entry) => string, measures: ((es: Entry[]) => number)[]) {
  const groups = new Map<string, Entry[]>();
  for (const e of entries) groups.set(key(e), [...(groups.get(key(e)) ?? []), e]);
  return new Map([...groups].map(([k, es]) => [k, measures.map((m) => round(m(es)))]));
}
const count = (es: Entry[]) => es.length;
const sum = (es: Entry[]) => es.reduce((s, e) => s + e.amount, 0);
const avg = (es: Entry[]) => sum(es) / es.length;
const asMap = (groups: Group[]) => new Map(groups.map((g) => [g.key!, g.values]));

describe.each(databases())('dashboard aggregation ($name)', (target) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const entries: Entry[] = [];
  const data = (user: string, body: Record<string, unknown> = {}, code = 'ledgerBoard') =>
    h.post(`/api/dashboard/ledgerEntry/${code}/data`, body, { token: tokens[user] });
  const chart = (res: { data: { charts: { code: string; groups: Group[]; truncated: boolean }[] } }, code: string) => res.data.charts.find((c) => c.code === code)!;

  beforeAll(async () => {
    h = await createHarness(target);
    for (const u of ['admin', 'alice', 'bob', 'finance', 'gadmin']) tokens[u] = await h.token(u);
    for (const r of await h.db.selectFrom('users').select(['id', 'user_name']).execute()) ids[r.user_name] = r.id;
    expect((await h.post('/api/pack/install', { pack: ledgerPack() }, { token: tokens.admin })).code).toBe(0);
    expect((await h.post('/api/pack/install', { pack: ledgerPack() }, { token: tokens.gadmin })).code).toBe(0);
    const kinds = ['in', 'out', 'move'];
    let n = 0;
    for (const by of ['alice', 'bob', 'admin']) {
      const many = by === 'admin' ? 9 : by === 'alice' ? 7 : 5;
      for (let i = 0; i < many; i++, n++) {
        const e: Entry = {
          title: `${by}-${i}`, kind: kinds[(n * 7) % 3]!, amount: 1000 + ((n * 3737) % 10101) + (n % 4) * 25,
          owner: ids[['alice', 'bob', 'carol'][n % 3]!]!, day: `2024-${String(1 + (n % 5)).padStart(2, '0')}-${String(1 + (n % 27)).padStart(2, '0')}`,
          urgent: n % 2 === 0, by,
        };
        const { by: _by, ...values } = e;
        const res = await h.post('/api/fn/ledgerEntry/save', { data: values }, { token: tokens[by] });
        expect(res.code, JSON.stringify(res)).toBe(0);
        entries.push(e);
      }
    }
    // Another tenant's records never count in acme.
    for (let i = 0; i < 4; i++) {
      const res = await h.post('/api/fn/ledgerEntry/save', { data: { title: `g-${i}`, kind: 'in', amount: 100000, day: '2024-01-01' } }, { token: tokens.gadmin });
      expect(res.code).toBe(0);
    }
    // A deleted record no longer counts.
    const gone = await h.post('/api/fn/ledgerEntry/save', { data: { title: 'gone', kind: 'in', amount: 5000, day: '2024-01-02' } }, { token: tokens.admin });
    expect((await h.post('/api/fn/ledgerEntry/delete', { id: gone.data.id }, { token: tokens.admin })).code).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('groups and measures on the server as a JavaScript reference does, for the administrator (every record of the tenant)', async () => {
    const res = await data('admin');
    expect(res.code, JSON.stringify(res)).toBe(0);
    expect(chart(res, 'total').groups).toEqual([{ key: null, label: null, values: [round(sum(entries))] }]);
    expect(asMap(chart(res, 'byKind').groups)).toEqual(reference(entries, (e) => e.kind, [count]));
    expect(asMap(chart(res, 'byOwner').groups)).toEqual(reference(entries, (e) => String(e.owner), [count, sum, avg]));
    expect(asMap(chart(res, 'byMonth').groups)).toEqual(reference(entries, (e) => e.day.slice(0, 7), [sum]));
    expect(chart(res, 'byMonth').groups.map((g) => g.key)).toEqual(['2024-01', '2024-02', '2024-03', '2024-04', '2024-05']);
    const urgent = entries.filter((e) => e.urgent && e.kind !== 'in');
    expect(asMap(chart(res, 'urgentOut').groups)).toEqual(reference(urgent, (e) => e.kind, [count, sum]));
  });

  it('labels groups: lookup names and users\' names', async () => {
    const res = await data('admin');
    expect(Object.fromEntries(chart(res, 'byKind').groups.map((g) => [g.key, g.label]))).toEqual({ in: 'Income', out: 'Expense', move: 'Transfer' });
    const owners = Object.fromEntries(chart(res, 'byOwner').groups.map((g) => [g.key, g.label]));
    expect(owners[String(ids.alice)]).toBe('Alice Staff');
    expect(owners[String(ids.carol)]).toBe('Carol Approver');
  });

  it('shows at most the chart\'s limit of groups, largest first, and says some were left out', async () => {
    const top = chart(await data('admin'), 'top2');
    const all = [...reference(entries, (e) => e.kind, [count])].sort((a, b) => b[1][0]! - a[1][0]! || a[0].localeCompare(b[0]));
    expect(top.groups.map((g) => [g.key, g.values])).toEqual(all.slice(0, 2));
    expect(top.truncated).toBe(true);
  });

  it('counts only her own records for a staff member whose scope is own', async () => {
    const mine = entries.filter((e) => e.by === 'alice');
    const res = await data('alice');
    expect(res.code).toBe(0);
    expect(chart(res, 'total').groups[0]!.values).toEqual([round(sum(mine))]);
    expect(asMap(chart(res, 'byKind').groups)).toEqual(reference(mine, (e) => e.kind, [count]));
    expect(asMap(chart(res, 'byOwner').groups)).toEqual(reference(mine, (e) => String(e.owner), [count, sum, avg]));
  });

  it('never counts another tenant\'s records: the other tenant sees only its own', async () => {
    const res = await data('gadmin');
    expect(chart(res, 'total').groups[0]!.values).toEqual([400000]);
    expect(asMap(chart(res, 'byKind').groups)).toEqual(new Map([['in', [4]]]));
  });

  it('applies the dashboard\'s search filters', async () => {
    const inFeb = entries.filter((e) => e.kind === 'out' && e.day >= '2024-02-01' && e.day <= '2024-03-31');
    const res = await data('admin', { filters: { kind: 'out', day: ['2024-02-01', '2024-03-31'] } });
    expect(res.code).toBe(0);
    expect(chart(res, 'total').groups[0]!.values).toEqual([round(sum(inFeb))]);
    expect(asMap(chart(res, 'byMonth').groups)).toEqual(reference(inFeb, (e) => e.day.slice(0, 7), [sum]));
  });

  it('reads only the named charts', async () => {
    const res = await data('admin', { charts: ['total'] });
    expect(res.data.charts.map((c: { code: string }) => c.code)).toEqual(['total']);
  });

  it('lists the dashboard for those whose menu opens it, and hides it (404) from the others', async () => {
    const list = await h.post('/api/dashboard/list', {}, { token: tokens.alice });
    expect(list.code).toBe(0);
    expect(list.data.map((d: { code: string }) => d.code)).toContain('ledgerBoard');
    const board = list.data.find((d: { code: string }) => d.code === 'ledgerBoard');
    expect(board).toMatchObject({ fn: 'ledgerEntry', path: '/dashboard/ledgerEntry/ledgerBoard', workbench: ['total'] });
    expect(board.filters.map((f: { field: string }) => f.field)).toEqual(['kind', 'day']);
    expect(board.filters[0].options).toEqual([{ code: 'in', label: 'Income' }, { code: 'out', label: 'Expense' }, { code: 'move', label: 'Transfer' }]);
    const other = await h.post('/api/dashboard/list', {}, { token: tokens.finance });
    expect(other.data.map((d: { code: string }) => d.code)).not.toContain('ledgerBoard');
    const refused = await data('finance');
    expect(refused.code).toBe(404);
    expect(refused.data).toBeNull();
  });

  it('refuses bad input in the envelope: a filter the dashboard does not offer, a bad value, an unknown body field', async () => {
    const notOffered = await data('admin', { filters: { title: 'x' } });
    expect(notOffered).toMatchObject({ code: 400 });
    const badRange = await data('admin', { filters: { day: 'x' } });
    expect(badRange).toMatchObject({ code: 400 });
    const unknown = await data('admin', { group: 'owner' });
    expect([14, 400]).toContain(unknown.code);
    expect((await data('admin', {}, 'nope')).code).toBe(404);
  });
});

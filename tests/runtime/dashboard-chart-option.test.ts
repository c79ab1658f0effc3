import { describe, expect, it } from 'vitest';
import { chartOption } from '../../runtime/pages/dashboard/chartOption';
import { toDashboardFilters } from '../../runtime/pages/dashboard/filters';
import { formatFigure } from '../../runtime/pages/dashboard/format';
import { withEmptyPeriods } from '../../runtime/pages/dashboard/timeAxis';
import type { ChartMeta } from '../../runtime/pages/dashboard/api';
import dayjs from 'dayjs';

const bar: ChartMeta = {
  code: 'c', kind: 'bar', title: 'T', span: 1, group: { field: 'd', by: 'value', label: 'D' },
  measures: [{ op: 'count', field: null, label: null, money: false }, { op: 'sum', field: 'v', label: 'V', money: true }],
};
const data = { code: 'c', truncated: false, groups: [{ key: '1', label: 'IT', values: [2, 12345] }, { key: null, label: null, values: [1, 100] }] };

describe('dashboard chart options', () => {
  it('plots money in yuan, names empty groups, and puts counts on their own axis beside amounts', () => {
    const o = chartOption(bar, data, { measure: (i) => `m${i}`, none: '(none)' }) as any;
    expect(o.xAxis.data).toEqual(['IT', '(none)']);
    expect(o.series.map((s: any) => s.data)).toEqual([[2, 1], [123.45, 1]]);
    expect(o.series.map((s: any) => s.yAxisIndex)).toEqual([1, 0]);
    expect(o.yAxis).toHaveLength(2);
    // No functions in the option: nothing to evaluate under the strict CSP.
    expect(JSON.stringify(o)).toBe(JSON.stringify(JSON.parse(JSON.stringify(o))));
  });

  it('draws a pie of its one measure', () => {
    const o = chartOption({ ...bar, kind: 'pie', measures: [bar.measures[0]!] }, data, { measure: () => 'x', none: '-' }) as any;
    expect(o.series[0].data).toEqual([{ name: 'IT', value: 2 }, { name: '-', value: 1 }]);
  });

  it('labels a pie\'s slices with figures as people read them: money in yuan with separators, as plain templates', () => {
    const money = { ...bar, kind: 'pie' as const, measures: [bar.measures[1]!] };
    const o = chartOption(money, { ...data, groups: [{ key: '1', label: 'IT', values: [12345] }] }, { measure: () => 'x', none: '-', figure: (m, v) => formatFigure(m, v, 'en-US') }) as any;
    expect(o.series[0].data[0]).toEqual({ name: 'IT', value: 123.45, label: { formatter: '{b}\n¥123.45' }, tooltip: { formatter: '{b}: ¥123.45 ({d}%)' } });
    const big = chartOption(money, { ...data, groups: [{ key: 'a', label: 'A', values: [24_000_000] }] }, { measure: () => 'x', none: '-', figure: (m, v) => formatFigure(m, v, 'en-US') }) as any;
    expect(big.series[0].data[0].label.formatter).toBe('{b}\n¥240,000.00');
    expect(JSON.stringify(o)).toBe(JSON.stringify(JSON.parse(JSON.stringify(o))));
  });

  it('puts the months nobody falls in back on a time axis as zeros, in order, the undated group last', () => {
    const line: ChartMeta = { ...bar, kind: 'line', group: { field: 'start', by: 'month', label: 'Start' }, measures: [bar.measures[0]!] };
    const answer = { code: 'c', truncated: false, groups: [
      { key: '2026-11', label: '2026-11', values: [1] }, { key: '2026-12', label: '2026-12', values: [2] },
      { key: '2027-02', label: '2027-02', values: [3] }, { key: null, label: null, values: [4] },
    ] };
    const o = chartOption(line, answer, { measure: () => 'n', none: '(none)' }) as any;
    expect(o.xAxis.data).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '(none)']);
    expect(o.series[0].data).toEqual([1, 2, 0, 3, 4]);
    // Years likewise; a span too long to draw, or a truncated answer, is left as it came.
    const years = withEmptyPeriods({ ...line, group: { field: 'd', by: 'year', label: 'D' } }, { ...answer, groups: [{ key: '2020', label: '2020', values: [1] }, { key: '2023', label: '2023', values: [1] }] });
    expect(years.groups.map((g) => g.key)).toEqual(['2020', '2021', '2022', '2023']);
    const far = { ...answer, groups: [{ key: '1900-01', label: '1900-01', values: [1] }, { key: '2026-01', label: '2026-01', values: [1] }] };
    expect(withEmptyPeriods(line, far)).toBe(far);
    expect(withEmptyPeriods(line, { ...answer, truncated: true }).groups).toHaveLength(4);
    // A pie of months is not a time axis.
    expect((chartOption({ ...line, kind: 'pie' }, answer, { measure: () => 'n', none: '-' }) as any).series[0].data).toHaveLength(4);
  });

  it('turns the filter form into the server\'s filters: dates as text, money in cents, blanks left out', () => {
    const filters = [
      { field: 'day', label: 'Day', rule: 'period' as const, type: 'date' },
      { field: 'amount', label: 'A', rule: 'range' as const, type: 'money' },
      { field: 'kind', label: 'K', rule: 'exact' as const, type: 'select' },
      { field: 'name', label: 'N', rule: 'fuzzy' as const, type: 'text' },
    ];
    expect(toDashboardFilters(filters, { day: [dayjs('2024-01-02'), dayjs('2024-02-03')], amount: [1.5, null], kind: 'out', name: '  ' }))
      .toEqual({ day: ['2024-01-02', '2024-02-03'], amount: [150, null], kind: 'out' });
  });
});

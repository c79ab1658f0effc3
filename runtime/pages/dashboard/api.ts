import { post } from '../../request';

export type ChartKind = 'bar' | 'line' | 'pie' | 'number' | 'table';

export interface MeasureMeta { op: 'count' | 'sum' | 'avg'; field: string | null; label: string | null; money: boolean }
export interface ChartMeta {
  code: string; kind: ChartKind; title: string; span: 1 | 2;
  group: { field: string; by: 'value' | 'month' | 'year'; label: string } | null;
  measures: MeasureMeta[];
}
export interface FilterMeta { field: string; label: string; rule: 'exact' | 'fuzzy' | 'range' | 'period'; type?: string; options?: { code: string; label: string }[] }
export interface DashboardMeta {
  fn: string; code: string; path: string; name: string; description?: string;
  workbench: string[]; filters: FilterMeta[]; charts: ChartMeta[];
}
export interface ChartGroup { key: string | null; label: string | null; values: number[] }
/** `partial`: counted over only the newest `window` records of the function (the server's cap on a GROUP BY over the records). */
export interface ChartData { code: string; truncated: boolean; partial?: boolean; window?: number | null; groups: ChartGroup[] }

const base = (fn: string, code: string) => `/api/dashboard/${encodeURIComponent(fn)}/${encodeURIComponent(code)}`;

/** The dashboards the signed-in user may open. */
export const listDashboards = () => post<DashboardMeta[]>('/api/dashboard/list', {});
export const getDashboard = (fn: string, code: string) => post<DashboardMeta>(`${base(fn, code)}/meta`, {});
/** The figures of the dashboard's charts (or of `charts` only), grouped and summed by the server. */
export const getDashboardData = (fn: string, code: string, body: { filters?: Record<string, unknown>; charts?: string[] }) =>
  post<{ charts: ChartData[] }>(`${base(fn, code)}/data`, body);

import type { FilterInput, SortInput } from '../../server/records/index';

/** The body of `POST /api/fn/reimbursement/page`, as the list page sends it. */
export interface PageBody {
  current: number;
  size: number;
  filters?: Record<string, FilterInput>;
  sort?: SortInput[];
}

/** One list request the benchmark times. */
export interface Scenario {
  name: string;
  body: PageBody;
}

const page = (current: number, rest: Omit<PageBody, 'current' | 'size'> = {}): PageBody => ({ current, size: 20, ...rest });

/**
 * The reimbursement list's search form and sortable columns (schemas/reimbursement/pack.json):
 * one request per search rule, the two sorts, and the plain list whose total is count(*) of
 * every record of the function.
 */
export const SCENARIOS: Scenario[] = [
  { name: 'default list (newest first), page 1 — count(*) of all', body: page(1) },
  { name: 'exact: vehicle = ship', body: page(1, { filters: { vehicle: 'ship' } }) },
  { name: 'fuzzy: project contains "apollo"', body: page(1, { filters: { project: 'apollo' } }) },
  { name: 'range: total 1,000.00–2,000.00', body: page(1, { filters: { total: [100_000, 200_000] } }) },
  { name: 'period: tripStart in 2025 Q1', body: page(1, { filters: { tripStart: ['2025-01-01', '2025-03-31'] } }) },
  { name: 'sort: total desc, page 1', body: page(1, { sort: [{ field: 'total', order: 'desc' }] }) },
  { name: 'sort: total desc, page 1000', body: page(1000, { sort: [{ field: 'total', order: 'desc' }] }) },
];

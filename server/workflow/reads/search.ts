import type { InstanceFilter, TenantData } from '../../data';
import { errors } from '../../errors';
import { functionVersionOf, localize } from '../flow';

/** The search a task-centre list accepts besides paging (times: epoch ms or an ISO date / date-time). */
export interface ListSearch {
  title?: string;
  functionCode?: string;
  initiator?: string;
  state?: string;
  startFrom?: number | string;
  startTo?: number | string;
}

const DAY = 86_400_000;

/** Epoch ms of a bound; a bare `YYYY-MM-DD` upper bound covers that whole day. */
function toTime(field: string, v: number | string | undefined, upper: boolean): number | undefined {
  if (v === undefined || v === '') return undefined;
  if (typeof v === 'number') return v;
  const ms = Date.parse(v);
  if (Number.isNaN(ms)) throw errors.invalidField(field, 'not a date');
  return upper && /^\d{4}-\d{2}-\d{2}$/.test(v) ? ms + DAY - 1 : ms;
}

/** Ids of the tenant's functions whose code or name (in any pack language) contains the text. */
async function functionsNamed(t: TenantData, text: string): Promise<number[]> {
  const needle = text.trim().toLowerCase();
  const out: number[] = [];
  for (const c of await t.workflow.functions.current()) {
    const f = await functionVersionOf(t, c.fnId, c.version);
    const names = [c.code, ...Object.values(localize(f, f.fn.name))];
    if (names.some((n) => n?.toLowerCase().includes(needle))) out.push(c.fnId);
  }
  return out;
}

/** The data layer's filter for a list request (undefined when nothing is searched). */
export async function toInstanceFilter(t: TenantData, s: ListSearch): Promise<InstanceFilter | undefined> {
  const filter: InstanceFilter = {
    title: s.title?.trim() || undefined,
    functionCode: s.functionCode || undefined,
    initiator: s.initiator?.trim() || undefined,
    state: s.state || undefined,
    startFrom: toTime('startFrom', s.startFrom, false),
    startTo: toTime('startTo', s.startTo, true),
  };
  if (filter.title) filter.titleFnIds = await functionsNamed(t, filter.title);
  return Object.values(filter).some((v) => v !== undefined) ? filter : undefined;
}

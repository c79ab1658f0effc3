import {
  applyDefaults, businessModel, evaluateExpression, nestedScope, referenceOf, SCAN_LIMIT, withRuleData, type DataAnswer, type DataRequest,
} from '../engine';
import { errors } from '../errors';
import { scopeFor, visibleRecords } from './access';
import { loadCurrentFunction } from './function-version';
import { ruleContextOf, tenantLoader, toRuleRecord } from './rule-data';
import { toRecordRow, type Caller, type PageInput, type ScopedFunction } from './service';
import { toRecordFilters, toRecordSort } from './query';
import type { PackFunction } from '../engine';

/** Which reference field a picker serves: the form's function, the field, the values being edited (`$` of the filter). */
export interface PickerReference {
  fn: string;
  field: string;
  record?: Record<string, unknown>;
}

/**
 * A page of the target records a related-record picker offers: inside the
 * caller's view scope, and - when the source field declares `x-reference.filter`
 * - only those the filter holds for (read from the source function's schema,
 * never from the request). At most {@link SCAN_LIMIT} records are looked at.
 */
export async function pagePicker(c: Caller, target: ScopedFunction, q: Omit<PageInput, 'docStates'>, reference: PickerReference) {
  const source = await loadCurrentFunction(c.data, reference.fn);
  const spot = businessModel(source.fn).fields.find((s) => s.key === reference.field);
  const ref = spot && referenceOf(spot);
  if (!ref || ref.fn !== target.fn.code) throw errors.invalidField('reference', 'a related-record field of that function naming this one');
  const page = await c.data.records.page({
    fnId: target.fnId, filters: toRecordFilters(target.fn, q.filters), sort: toRecordSort(target.fn, q.sort),
    offset: ref.filter ? 0 : (q.current - 1) * q.size, limit: ref.filter ? SCAN_LIMIT : q.size, scope: target.scope,
    total: ref.filter ? 'none' : q.exactTotal ? 'exact' : 'bounded',
  });
  let records = await visibleRecords(c.data, target.scope, page.records);
  let total = page.total;
  let totalIsLowerBound = page.totalIsLowerBound;
  if (ref.filter) {
    const filter = ref.filter;
    const ctx = await ruleContextOf(c.data, c.userId);
    const outer = reference.record ?? {};
    const holds = (r: (typeof records)[number]) => {
      try {
        return Boolean(evaluateExpression(filter, nestedScope(ctx, outer, toRuleRecord(r))));
      } catch {
        return false;
      }
    };
    const matched = await withRuleData(ctx.data!, tenantLoader(c.data), () => records.filter(holds));
    total = matched.length;
    totalIsLowerBound = undefined;
    records = matched.slice((q.current - 1) * q.size, q.current * q.size);
  }
  return { records: records.map(toRecordRow), total, ...(totalIsLowerBound ? { totalIsLowerBound } : {}), current: q.current, size: q.size };
}

/**
 * `lookup` / `sumOf` data for rules the browser evaluates: records of the
 * caller's tenant inside the caller's view scope of each target function
 * (the server, evaluating again, is the authority).
 */
export async function browserRuleData(c: Caller, requests: DataRequest[]): Promise<DataAnswer> {
  const answer: DataAnswer = { records: [], lists: [] };
  const scopes = new Map<string, Awaited<ReturnType<typeof scopeFor>> | null>();
  const scopeOf = async (code: string) => {
    if (!scopes.has(code)) {
      const current = await c.data.packs.currentVersion(code);
      const scope = current ? await scopeFor(c.data, c.userId, current.definition as PackFunction, 'view') : null;
      scopes.set(code, scope && scope.kinds.length ? scope : null);
    }
    return scopes.get(code) ?? null;
  };
  for (const r of requests.slice(0, 50)) {
    const scope = await scopeOf(r.fn);
    if (!scope) {
      if (r.kind === 'record') answer.records.push({ fn: r.fn, id: r.id, record: null });
      else answer.lists.push({ fn: r.fn, records: [] });
      continue;
    }
    const fnRow = await c.data.packs.findFunction(r.fn);
    if (r.kind === 'record') {
      const found = fnRow ? await c.data.records.get(fnRow.id, r.id, { scope }) : undefined;
      answer.records.push({ fn: r.fn, id: r.id, record: found ? toRuleRecord(found) : null });
    } else {
      const page = fnRow ? await c.data.records.page({ fnId: fnRow.id, filters: [], sort: [], offset: 0, limit: SCAN_LIMIT, scope, total: 'none' }) : { records: [] };
      answer.lists.push({ fn: r.fn, records: page.records.map(toRuleRecord) });
    }
  }
  return answer;
}

/** `currentUser()` of the caller and the `x-default` values a new record gets (the browser fills them at form open). */
export async function newRecordContext(c: Caller, f: ScopedFunction) {
  const ctx = await ruleContextOf(c.data, c.userId);
  const defaults = await withRuleData(ctx.data!, tenantLoader(c.data), () => applyDefaults(f.fn, {}, ctx, true));
  return { user: ctx.user ?? null, defaults };
}

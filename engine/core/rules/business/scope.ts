import { compileNested, evaluateExpression } from '../../expression/index';
import type { RuleData, RuleRecord } from './data';

/** The signed-in user as `currentUser()` shows it. */
export interface RuleUser {
  id: number;
  name?: string;
  department?: number | null;
  departmentName?: string | null;
}

/** What rules see besides the record: the user, the data hooks and extra `$` names (`$initiator`, `$recordId`). */
export interface RuleContext {
  user?: RuleUser;
  data?: RuleData;
  extra?: Record<string, unknown>;
}

type Values = Record<string, unknown>;

/** Most records `sumOf` / `countOf` look at. */
export const SCAN_LIMIT = 5000;

function matching(ctx: RuleContext, record: Values, fn: unknown, filter: unknown): RuleRecord[] {
  if (typeof fn !== 'string') throw new TypeError('the function code must be text');
  if (!ctx.data) return [];
  const list = ctx.data.list(fn);
  if (filter === undefined || filter === null || filter === '') return list;
  if (typeof filter !== 'string') throw new TypeError('the filter must be text');
  const test = compileNested(filter);
  return list.filter((r) => Boolean(test(nestedScope(ctx, record, r))));
}

/** The functions every rule scope offers: `currentUser`, `lookup`, `sumOf`, `countOf`. */
function contextFunctions(ctx: RuleContext, record: Values): Values {
  return {
    currentUser: () => (ctx.user ? { ...ctx.user } : null),
    lookup: (fn: unknown, id: unknown) => {
      if (typeof fn !== 'string') throw new TypeError('lookup: the function code must be text');
      const n = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || !ctx.data) return null;
      const found = ctx.data.record(fn, n);
      return found ? { ...found } : null;
    },
    sumOf: (fn: unknown, field: unknown, filter?: unknown) => {
      if (typeof field !== 'string') throw new TypeError('sumOf: the field must be text');
      let total = 0;
      for (const r of matching(ctx, record, fn, filter)) {
        const v = r[field];
        if (typeof v === 'number' && Number.isFinite(v)) total += v;
      }
      return total;
    },
    countOf: (fn: unknown, filter?: unknown) => matching(ctx, record, fn, filter).length,
  };
}

/** The scope of a record-level expression: the record's fields, `$` the record, the context functions. */
export function recordScope(ctx: RuleContext, record: Values): Values {
  return { ...contextFunctions(ctx, record), ...record, ...ctx.extra, $: record };
}

/** The scope of a sub-table row: the row's fields over the record's, `$` the record, `$row`, `$index`. */
export function rowScope(ctx: RuleContext, record: Values, row: Values, index: number): Values {
  return { ...contextFunctions(ctx, record), ...record, ...row, ...ctx.extra, $: record, $row: row, $index: index };
}

/** The scope of a nested item (a target record of a filter): its fields, `$` the outer record. */
export function nestedScope(ctx: RuleContext, outer: Values, item: Values, extra: Values = {}): Values {
  return { ...contextFunctions(ctx, outer), ...item, ...ctx.extra, ...extra, $: outer };
}

/** Evaluates `source` in `scope` (the safe evaluator, nothing else). */
export const run = (source: string, scope: Values): unknown => evaluateExpression(source, scope);

import { ExpressionError } from '../../expression/index';
import type { PackFunction } from '../../pack/index';
import { isDataMissing } from './data';
import { businessModel, defaultOf, isEmptyValue } from './model';
import { recordScope, rowScope, run, type RuleContext } from './scope';

type Values = Record<string, unknown>;

function tryDefault(source: string, scope: Values): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: run(source, scope) };
  } catch (e) {
    // A default that cannot be computed leaves the value missing; a required rule then speaks.
    if (e instanceof ExpressionError || isDataMissing(e)) return { ok: false };
    throw e;
  }
}

/**
 * Fills `x-default` values: top-level fields that are missing when `isNew`,
 * and missing cells of sub-table rows always. Answers a new object; defaults
 * see the values filled before them (in form order).
 */
export function applyDefaults(fn: Pick<PackFunction, 'form'>, values: Values, ctx: RuleContext, isNew: boolean): Values {
  const { defaulted } = businessModel(fn);
  const out: Values = { ...values };
  if (isNew) {
    for (const spot of defaulted.fields) {
      if (!isEmptyValue(out[spot.key])) continue;
      const r = tryDefault(defaultOf(spot)!, recordScope(ctx, out));
      if (r.ok && !isEmptyValue(r.value)) out[spot.key] = r.value;
    }
  }
  for (const [table, columns] of defaulted.tables) {
    const rows = out[table];
    if (!Array.isArray(rows)) continue;
    out[table] = rows.map((raw, index) => {
      if (!raw || typeof raw !== 'object') return raw;
      const row: Values = { ...(raw as Values) };
      for (const column of columns) {
        if (!isEmptyValue(row[column.key])) continue;
        const r = tryDefault(defaultOf(column)!, rowScope(ctx, out, row, index));
        if (r.ok && !isEmptyValue(r.value)) row[column.key] = r.value;
      }
      return row;
    });
  }
  return out;
}

/** The defaults a new row of `table` gets (the browser fills them when a row is added). */
export function rowDefaults(fn: Pick<PackFunction, 'form'>, table: string, record: Values, ctx: RuleContext): Values {
  const columns = businessModel(fn).tables.get(table) ?? [];
  const row: Values = {};
  for (const column of columns) {
    const source = defaultOf(column);
    if (!source) continue;
    const r = tryDefault(source, rowScope(ctx, record, row, 0));
    if (r.ok && !isEmptyValue(r.value)) row[column.key] = r.value;
  }
  return row;
}

import { ExpressionError } from '../../expression/index';
import type { ExpressionRule, PackFunction } from '../../pack/index';
import { isDataMissing } from './data';
import { businessModel, isEmptyValue, referenceOf, referencedIds, rulesOf, whenOf, type FieldSpot } from './model';
import { nestedScope, recordScope, rowScope, run, type RuleContext } from './scope';

type Values = Record<string, unknown>;

/**
 * Why a record breaks a business rule:
 * - `rule`: an expression rule does not hold (`message` is the pack's text or key);
 * - `required` / `hidden` / `readOnly`: an `x-when` condition and the value disagree;
 * - `filter`: a related record does not satisfy the reference filter (or does not exist);
 * - `expression`: an expression failed while checking (`detail` says why).
 */
export interface RuleViolation {
  /** Dotted path, sub-table rows by index (`lines.2.quantity`); '' for the form. */
  path: string;
  kind: 'rule' | 'required' | 'hidden' | 'readOnly' | 'filter' | 'expression';
  message?: string;
  detail?: string;
  /** The expression failure behind an `expression` violation, to word it in the caller's language. */
  failure?: { messageKey: ExpressionError['messageKey']; params: readonly string[] };
}

/** How a check runs: `previous` is the stored record on an update, `defaults` the values defaults would fill. */
export interface CheckOptions {
  previous?: Values;
  defaults?: Values;
  /** Check what the user sent against hidden / read-only conditions (saves, approvals with edits). */
  checkWrites?: boolean;
}

/** Where a field is checked: the form, or a sub-table row; `scope`, what its expressions see, is built on first use and shared by the place's fields. */
interface Place { table?: string; index?: number; row?: Values; scope?: Values }

const pathOf = (place: Place, field: string) => (place.table === undefined ? field : `${place.table}.${place.index}.${field}`);

/** Evaluates; a miss of data is "not decided" (undefined), an expression error a violation (at `paths`, worked out only then). */
function attempt(source: string, scope: Values, paths: () => string[], out: RuleViolation[]): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: run(source, scope) };
  } catch (e) {
    if (isDataMissing(e)) return { ok: false };
    if (!(e instanceof ExpressionError)) throw e;
    for (const path of paths()) out.push({ path, kind: 'expression', detail: e.message, failure: { messageKey: e.messageKey, params: e.params } });
    return { ok: false };
  }
}

function scopeAt(ctx: RuleContext, record: Values, place: Place): Values {
  return (place.scope ??= place.row ? rowScope(ctx, record, place.row, place.index ?? 0) : recordScope(ctx, record));
}

function checkRule(ctx: RuleContext, record: Values, rule: ExpressionRule, place: Place, own: string | undefined, out: RuleViolation[]): void {
  const paths = () => (rule.fields?.length ? rule.fields : own ? [own] : ['']).map((f) => (f === '' ? '' : pathOf(place, f)));
  const result = attempt(rule.expression, scopeAt(ctx, record, place), paths, out);
  if (result.ok && !result.value) for (const path of paths()) out.push({ path, kind: 'rule', message: rule.message });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function storedAt(values: Values | undefined, place: Place, key: string): unknown {
  if (!values) return undefined;
  if (place.table === undefined) return values[key];
  const rows = values[place.table];
  const row = Array.isArray(rows) ? rows[place.index ?? 0] : undefined;
  return row && typeof row === 'object' ? (row as Values)[key] : undefined;
}

/** Where a field's conditions are evaluated (the place's scope is built on first use: most fields have no condition). */
interface Condition { ctx: RuleContext; record: Values; place: Place; path: string; out: RuleViolation[] }

function holds(c: Condition, source: string | undefined): boolean {
  if (!source) return false;
  const r = attempt(source, scopeAt(c.ctx, c.record, c.place), () => [c.path], c.out);
  return r.ok && Boolean(r.value);
}

function checkField(ctx: RuleContext, record: Values, spot: FieldSpot, place: Place, o: CheckOptions, out: RuleViolation[]): void {
  const value = place.row ? place.row[spot.key] : record[spot.key];
  const when = whenOf(spot);
  if (when) {
    const path = pathOf(place, spot.key);
    const c: Condition = { ctx, record, place, path, out };
    const hidden = holds(c, when.hidden);
    if (!hidden && holds(c, when.required) && isEmptyValue(value)) out.push({ path, kind: 'required' });
    if (o.checkWrites && !isEmptyValue(value)) {
      const allowed = same(value, storedAt(o.previous, place, spot.key)) || same(value, storedAt(o.defaults, place, spot.key));
      if (!allowed && hidden) out.push({ path, kind: 'hidden' });
      else if (!allowed && holds(c, when.readOnly)) out.push({ path, kind: 'readOnly' });
    }
  }
  if (!isEmptyValue(value)) for (const rule of rulesOf(spot)) checkRule(ctx, record, rule, place, spot.key, out);
  const ref = referenceOf(spot);
  if (ref?.filter && !isEmptyValue(value) && ctx.data) {
    const path = pathOf(place, spot.key);
    for (const id of referencedIds(value)) {
      let target;
      try {
        target = ctx.data.record(ref.fn, id);
      } catch (e) {
        if (isDataMissing(e)) continue;
        throw e;
      }
      if (!target) {
        out.push({ path, kind: 'filter', detail: String(id) });
        continue;
      }
      const r = attempt(ref.filter, nestedScope(ctx, record, target), () => [path], out);
      if (r.ok && !r.value) out.push({ path, kind: 'filter', detail: String(id) });
    }
  }
}

/** The places of a sub-table's rows (a non-object row checks as an empty one). */
function rowPlaces(record: Values, table: string): Place[] {
  const rows = record[table];
  return Array.isArray(rows) ? rows.map((r, index) => ({ table, index, row: r && typeof r === 'object' ? (r as Values) : {} })) : [];
}

/**
 * Checks a record against its function's business rules (`x-rules`,
 * `rules`, `x-when`, reference filters) and answers every violation; an
 * expression error is a violation too, never a throw. Rules that read other
 * records (`lookup`, `sumOf`) need `ctx.data`; run the check through
 * `withRuleData` so missing data is loaded and the check repeated.
 */
export function checkBusinessRules(fn: Pick<PackFunction, 'form' | 'rules'>, record: Values, ctx: RuleContext, o: CheckOptions = {}): RuleViolation[] {
  const model = businessModel(fn);
  const out: RuleViolation[] = [];
  // One place for the form and one per row, shared by its columns and the rules over its table:
  // each builds its expressions' scope once.
  const form: Place = {};
  const rows = new Map<string, Place[]>();
  const placesOf = (table: string) => {
    let places = rows.get(table);
    if (!places) rows.set(table, (places = rowPlaces(record, table)));
    return places;
  };
  for (const { spot, own, columns } of model.checks) {
    if (own) checkField(ctx, record, spot, form, o, out);
    if (!columns.length) continue;
    for (const place of placesOf(spot.key)) for (const column of columns) checkField(ctx, record, column, place, o, out);
  }
  for (const rule of model.formRules) {
    if (rule.each === undefined) checkRule(ctx, record, rule, form, undefined, out);
    else for (const place of placesOf(rule.each)) checkRule(ctx, record, rule, place, undefined, out);
  }
  return out;
}

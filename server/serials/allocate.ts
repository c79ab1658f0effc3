import type { TenantData } from '../data';
import { formatSerial, serialScope, serialValue, toDateParts, type PackFunction, type SerialRule } from '../engine';

/** Per loaded function (its definition is not changed once loaded): an import asks for each of its rows. */
const rulesOf = new WeakMap<PackFunction, SerialRule[]>();
const fieldsOf = new WeakMap<PackFunction, ReadonlySet<string>>();

/** The function's serial rules whose field is declared (others are ignored). */
export function serialRulesOf(fn: PackFunction): readonly SerialRule[] {
  let rules = rulesOf.get(fn);
  if (!rules) {
    const declared = new Set(fn.fields.map((f) => f.identifier));
    rules = (fn.serialRules ?? []).filter((r) => r && typeof r.field === 'string' && declared.has(r.field));
    rulesOf.set(fn, rules);
  }
  return rules;
}

/** Fields the server fills: serial rules' fields and fields declared of type `serial`. */
export function serialFieldsOf(fn: PackFunction): ReadonlySet<string> {
  let out = fieldsOf.get(fn);
  if (!out) {
    const fields = new Set(serialRulesOf(fn).map((r) => r.field));
    for (const f of fn.fields) if (f.type === 'serial') fields.add(f.identifier);
    fieldsOf.set(fn, out = fields);
  }
  return out;
}

/** A number shaped like the first one a rule would give, for validating a record before it has its real number. */
export function previewSerials(fn: PackFunction, values: Record<string, unknown>, now: number): Record<string, string> {
  const rules = serialRulesOf(fn);
  if (!rules.length) return {};
  const d = toDateParts(new Date(now));
  return Object.fromEntries(rules.map((r) => [r.field, formatSerial(r, serialValue(r, 0), d, values)]));
}

/**
 * Allocates one number per serial rule. Must run inside the transaction that
 * inserts the record: the counter bump and the insert commit or roll back together.
 * With `taken`, each number is noted there (an import gives them back if its records go).
 */
export async function allocateSerials(t: TenantData, fnId: number, fn: PackFunction, values: Record<string, unknown>, now: number, taken?: SerialRange[]): Promise<Record<string, string>> {
  const d = toDateParts(new Date(now));
  const out: Record<string, string> = {};
  for (const rule of serialRulesOf(fn)) {
    const scope = serialScope(rule, d);
    const n = await t.serials.next(fnId, rule.field, scope);
    if (taken) noteSerialsTaken(taken, { field: rule.field, scope, first: n, last: n });
    out[rule.field] = formatSerial(rule, serialValue(rule, n), d, values);
  }
  return out;
}

/** Numbers `first`..`last` (counter n's) an import took of one counter, to give back if its records are not kept. */
export interface SerialRange { field: string; scope: string; first: number; last: number }

/**
 * Adds a range to `taken`, joining it to the last range of its counter when it follows on
 * (two rules of one field whose counters differ take their numbers in turns).
 */
export function noteSerialsTaken(taken: SerialRange[], r: SerialRange): void {
  // The newest range of the same counter: other counters' ranges may lie between (a few at most).
  for (let i = taken.length - 1; i >= 0; i--) {
    const prev = taken[i];
    if (prev.field !== r.field || prev.scope !== r.scope) continue;
    if (prev.last + 1 === r.first) {
      prev.last = r.last;
      return;
    }
    break;
  }
  taken.push(r);
}

/**
 * Gives an import's numbers back, newest first, as far as no number was taken after them
 * (call in a transaction, after its records are gone). Returns how many ranges went back.
 */
export async function giveSerialsBack(t: TenantData, fnId: number, taken: readonly SerialRange[]): Promise<number> {
  let given = 0;
  for (const r of [...taken].reverse()) if (await t.serials.giveBack(fnId, r.field, r.scope, r.first, r.last)) given++;
  return given;
}

/**
 * Serial numbers for several new records at once (an import's batch): one counter bump per
 * rule for all of them, numbers given in order, as `allocateSerials` for each in turn would.
 */
export async function allocateSerialsMany(t: TenantData, fnId: number, fn: PackFunction, list: Record<string, unknown>[], now: number, taken?: SerialRange[]): Promise<Record<string, string>[]> {
  const d = toDateParts(new Date(now));
  const out: Record<string, string>[] = list.map(() => ({}));
  if (!list.length) return out;
  const rules = serialRulesOf(fn);
  // Two rules of one field share its counter: numbers then alternate per record, as one at a time.
  if (new Set(rules.map((r) => r.field)).size < rules.length) {
    for (let i = 0; i < list.length; i++) out[i] = await allocateSerials(t, fnId, fn, list[i], now, taken);
    return out;
  }
  for (const rule of rules) {
    const scope = serialScope(rule, d);
    const first = await t.serials.nextMany(fnId, rule.field, scope, list.length);
    if (taken) noteSerialsTaken(taken, { field: rule.field, scope, first, last: first + list.length - 1 });
    list.forEach((values, i) => { out[i][rule.field] = formatSerial(rule, serialValue(rule, first + i), d, values); });
  }
  return out;
}

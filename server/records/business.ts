import type { StoredRecord, TenantData } from '../data';
import {
  applyDefaults, businessModel, expressionErrorText, checkBusinessRules, guardStateField, isEmptyValue, withRuleData,
  type DataLoader, type FieldError, type RuleContext, type RuleViolation,
} from '../engine';
import { errors } from '../errors';
import { packLocale, translate, type MessageKey, type ServerLang } from '../i18n';
import type { LoadedFunction } from './function-version';
import { ruleContextOf, tenantLoader } from './rule-data';
import type { SaveMemo } from './save-memo';

type Values = Record<string, unknown>;

const KIND_MESSAGES: Record<Exclude<RuleViolation['kind'], 'rule'>, MessageKey> = {
  required: 'ruleRequired', hidden: 'ruleHidden', readOnly: 'ruleReadOnly', filter: 'ruleFilter', expression: 'ruleExpression',
};

/** The title a person sees for a dotted path (`lines.2.quantity` -> the quantity column's title). */
function titleOf(f: LoadedFunction, path: string, locale: Record<string, string>): string {
  const parts = path.split('.');
  const key = parts[parts.length - 1];
  const table = parts.length === 3 ? parts[0] : undefined;
  const spot = businessModel(f.fn).fields.find((s) => s.key === key && s.table === table);
  const declared = f.fn.fields.find((d) => d.identifier === key);
  const title = spot?.title ?? declared?.name ?? key;
  return locale[title] ?? title;
}

/** Rule violations as the API's field errors (`{fields, fieldStr, message}`), in the caller's language. */
export function formatRuleViolations(f: LoadedFunction, violations: RuleViolation[], lang: ServerLang): FieldError[] {
  const locale = packLocale(f.locales, lang);
  return violations.map((v) => {
    const fieldStr = v.path ? titleOf(f, v.path, locale) : '';
    const message = v.kind === 'rule'
      ? locale[v.message ?? ''] ?? v.message ?? ''
      : translate(lang, KIND_MESSAGES[v.kind], { field: fieldStr, detail: v.failure ? expressionErrorText(v.failure, lang) : v.detail ?? '' });
    return { fields: v.path, fieldStr, message };
  });
}

/** Throws code 14 with the violations on their fields (nothing when there are none). */
export function refuseViolations(f: LoadedFunction, violations: RuleViolation[], lang: ServerLang): void {
  if (!violations.length) return;
  throw errors.fieldErrors({ reqFieldErrorList: formatRuleViolations(f, violations, lang), reqFormatErrorList: [] });
}

/** Defaults and the state field of a save: what the values become before validation. */
export async function prepareBusinessValues(t: TenantData, f: LoadedFunction, values: Values, userId: number, existing: StoredRecord | undefined, lang: ServerLang, memo?: SaveMemo): Promise<{ values: Values; defaults: Values; ctx: RuleContext }> {
  const ctx = memo ? await memo.ruleContext() : await ruleContextOf(t, userId);
  const previous = existing?.data as Values | undefined;
  const guarded = guardStateField(f.fn, values, previous);
  if (guarded.violation) refuseViolations(f, [guarded.violation], lang);
  const emptyDefaults = () => withRuleData(ctx.data!, memo?.loader ?? tenantLoader(t), () => applyDefaults(f.fn, {}, ctx, true));
  // What an empty record's defaults are is compared with, never written: an import's rows share it (as of its first row).
  const defaults = existing ? {} : await (memo ? memo.once('#emptyDefaults', emptyDefaults) : emptyDefaults());
  const filled = await withRuleData(ctx.data!, memo?.loader ?? tenantLoader(t), () => applyDefaults(f.fn, guarded.values, ctx, !existing));
  return { values: filled, defaults, ctx };
}

/**
 * Checks a record's business rules on the server (save, submit, approval):
 * code 14 with every violation. `sent` are the values the user wrote (checked
 * against hidden / read-only conditions); `recordId` is `$.id` in the rules.
 */
export async function enforceBusinessRules(t: TenantData, f: LoadedFunction, values: Values, o: {
  ctx?: RuleContext; userId: number; lang: ServerLang; recordId?: number; previous?: Values; defaults?: Values; checkWrites?: boolean;
  /** The rules' data loader (default: the tenant's, uncached). */
  loader?: DataLoader;
}): Promise<void> {
  const ctx = o.ctx ?? (await ruleContextOf(t, o.userId));
  const record = o.recordId === undefined ? values : { ...values, id: o.recordId };
  const violations = await withRuleData(ctx.data!, o.loader ?? tenantLoader(t), () =>
    checkBusinessRules(f.fn, record, ctx, { previous: o.previous, defaults: o.defaults, checkWrites: o.checkWrites }));
  refuseViolations(f, violations, o.lang);
}

/** The `unique` fields of a function. */
export const uniqueFieldsOf = (f: LoadedFunction) => f.fn.fields.filter((d) => d.unique).map((d) => d.identifier);

/** Unique fields whose value another live record of the function already holds (the index decides races). */
export async function uniqueConflicts(t: TenantData, f: LoadedFunction, values: Values, selfId?: number): Promise<string[]> {
  const taken: string[] = [];
  for (const field of uniqueFieldsOf(f)) {
    const value = values[field];
    if (isEmptyValue(value) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const kind = typeof value === 'number' ? 'number' : 'text';
    const page = await t.records.page({ fnId: f.fnId, filters: [{ field, kind, op: 'eq', value }], sort: [], offset: 0, limit: 2, total: 'none' });
    if (page.records.some((r) => r.id !== selfId)) taken.push(field);
  }
  return taken;
}

/** Text forms under which a stored value and a looked-up value may be equal (`12`, `'12'`, `'12.0'`; `true`, 1). */
function looseKeys(v: unknown): string[] {
  const text = String(v);
  const keys = [text];
  const n = typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (n !== undefined) keys.push(String(n));
  if (v === true || text === 'true') keys.push('1');
  if (v === false || text === 'false') keys.push('0');
  return keys;
}

/**
 * `uniqueConflicts` of many new records (an import's chunk): one look-up per field and kind
 * over the chunk; a record whose value may have come back gets the per-record check, so
 * each answer is exactly `uniqueConflicts`'s. Taken fields per record, in order.
 */
export async function uniqueConflictsOfMany(t: TenantData, f: LoadedFunction, list: Values[]): Promise<string[][]> {
  const suspects = new Set<number>();
  for (const field of uniqueFieldsOf(f)) {
    for (const kind of ['text', 'number'] as const) {
      const asked = list.map((v, i) => [v[field], i] as const).filter(([value]) => !isEmptyValue(value) && typeof value === (kind === 'number' ? 'number' : 'string'));
      if (!asked.length) continue;
      const stored = await t.records.storedValues(f.fnId, field, kind, [...new Set(asked.map(([value]) => value as string | number))]);
      if (!stored.length) continue;
      const keys = new Set(stored.flatMap(looseKeys));
      for (const [value, i] of asked) if (looseKeys(value).some((k) => keys.has(k))) suspects.add(i);
    }
  }
  const out: string[][] = list.map(() => []);
  for (const i of suspects) out[i] = await uniqueConflicts(t, f, list[i]);
  return out;
}

/** Code 14 "already exists" on unique fields. */
export function uniqueError(f: LoadedFunction, fields: string[], lang: ServerLang): Error {
  const locale = packLocale(f.locales, lang);
  const list = fields.map((field) => {
    const fieldStr = titleOf(f, field, locale);
    return { fields: field, fieldStr, message: translate(lang, 'uniqueTaken', { field: fieldStr }) };
  });
  return errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
}

import type { TenantData } from '../data';
import { checkBusinessRules, formatViolations, resolveTexts, withRuleData, type FieldError, type RuleContext } from '../engine';
import { errors } from '../errors';
import { packLocale, translate, type ServerLang } from '../i18n';
import { formatRuleViolations, tenantLoader, uniqueConflicts, validatorFor, type LoadedFunction } from '../records';
import { previewSerials } from '../serials';

type Values = Record<string, unknown>;

/**
 * The problems of a record a `create` action is about to add, checked as a save of the
 * target function would check them: its schema (types, options, limits), its business
 * rules and its unique fields. Paths and texts name the target function.
 */
async function problemsOf(t: TenantData, f: LoadedFunction, values: Values, ctx: RuleContext, defaults: Values, lang: ServerLang, now: number): Promise<FieldError[]> {
  const locale = packLocale(f.locales, lang);
  // The record is a draft of the target, completed there later: a field may still be empty
  // (required ones are checked when it is saved or submitted there); what it holds must fit.
  const schema = validatorFor(t.tenantId, f)({ ...values, ...previewSerials(f.fn, values, now) }).filter((v) => v.rule !== 'required');
  if (schema.length) return formatViolations(schema, lang, locale);
  const rules = (await withRuleData(ctx.data!, tenantLoader(t), () => checkBusinessRules(f.fn, values, ctx, { defaults }))).filter((v) => v.kind !== 'required');
  if (rules.length) return formatRuleViolations(f, rules, lang);
  const taken = await uniqueConflicts(t, f, values);
  return taken.map((field) => {
    const declared = f.fn.fields.find((d) => d.identifier === field);
    const fieldStr = declared ? locale[declared.name] ?? declared.name : field;
    return { fields: field, fieldStr, message: translate(lang, 'uniqueTaken', { field: fieldStr }) };
  });
}

/**
 * Refuses the event (code 14, like a failing guard) when a record a `create` action makes
 * breaks the target function's rules: each problem names the target function and its field.
 */
export async function refuseInvalidCreate(t: TenantData, f: LoadedFunction, values: Values, o: { ctx: RuleContext; defaults: Values; lang: ServerLang; now: number }): Promise<void> {
  const problems = await problemsOf(t, f, values, o.ctx, o.defaults, o.lang, o.now);
  if (!problems.length) return;
  const name = resolveTexts(f.fn.name, packLocale(f.locales, o.lang));
  const list = problems.map((p) => ({ fields: `${f.fn.code}.${p.fields}`, fieldStr: `${name} · ${p.fieldStr}`, message: `${name}: ${p.message}` }));
  throw errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [] });
}

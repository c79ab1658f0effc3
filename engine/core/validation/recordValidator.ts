import type { ErrorObject } from 'ajv';
import type { Lang } from '../i18n/index';
import type { FieldError, Violation } from './types';
import type { LookupItem, PackFunction } from '../pack/index';
import { createRecordAjv } from './ajv';
import { fieldTypeOf } from '../fields/index';
import { objectSchema, type SchemaIndex } from './toJsonSchema';
import { ruleText, rowText, type RuleName } from './messages';
import { expressionErrorText, isExpressionFailure } from '../expression/index';

const ajv = createRecordAjv();

/** Lookups a function's form refers to with `x-lookup: {dict}` or `{enum}`. */
export interface Lookups {
  dicts?: Record<string, LookupItem[]>;
  enums?: Record<string, LookupItem[]>;
}

export function resolveLookup(lookups: Lookups, ref: unknown): LookupItem[] | undefined {
  const r = ref as { dict?: string; enum?: string } | undefined;
  if (r?.dict) return lookups.dicts?.[r.dict];
  if (r?.enum) return lookups.enums?.[r.enum];
  return undefined;
}

function toPath(instancePath: string, extra?: string): string {
  const segs = instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) segs.push(extra);
  return segs.join('.');
}

const RULE_OF: Record<string, RuleName> = {
  required: 'required', 'x-nonEmpty': 'required', additionalProperties: 'unknownField', type: 'type',
  enum: 'enum', 'x-format': 'format', pattern: 'pattern', maxLength: 'maxLength', minLength: 'minLength',
  maximum: 'maximum', minimum: 'minimum', exclusiveMaximum: 'exclusiveMaximum',
  exclusiveMinimum: 'exclusiveMinimum', maxItems: 'maxItems', minItems: 'minItems',
};

function toViolation(e: ErrorObject, index: SchemaIndex): Violation | undefined {
  const rule = RULE_OF[e.keyword];
  if (!rule) return undefined; // allOf / anyOf wrappers repeat what their parts said
  const p = e.params as Record<string, unknown>;
  const extra = (p.missingProperty ?? p.additionalProperty) as string | undefined;
  const messageKey = index.messages.get(e.schemaPath.replace(/^#/, ''));
  return { path: toPath(e.instancePath, extra), rule, messageKey, params: { limit: p.limit, format: e.schema } };
}

function withTitles(v: Violation, index: SchemaIndex): Violation {
  const pattern = v.path.replace(/\.\d+(?=\.|$)/g, '.*');
  const rowAt = pattern.indexOf('.*');
  const tableTitle = rowAt > 0 ? index.titles.get(pattern.slice(0, rowAt)) : undefined;
  return { ...v, title: index.titles.get(pattern), tableTitle };
}

function emptyRuleOf(v: Violation, types: Record<string, string>): Violation {
  const own = v.rule === 'required' && Object.hasOwn(types, v.path) ? fieldTypeOf(types[v.path])?.requiredRule : undefined;
  return own ? { ...v, rule: own } : v;
}

/**
 * Compiles a function's form once into a record validator: data in, one
 * violation per offending field out (required wins over the other rules).
 */
export function createRecordValidator(fn: Pick<PackFunction, 'form'> & Partial<Pick<PackFunction, 'fields'>>, lookups: Lookups = {}): (data: unknown) => Violation[] {
  const index: SchemaIndex = { titles: new Map(), messages: new Map() };
  const types = Object.fromEntries((fn.fields ?? []).map((f) => [f.identifier, f.type]));
  const schema = objectSchema(fn.form, '', '', index, (ref) => resolveLookup(lookups, ref), types);
  const check = ajv.compile(schema);
  const validator = (data: unknown): Violation[] => {
    if (check(data)) return [];
    const byPath = new Map<string, Violation>();
    for (const e of check.errors ?? []) {
      const v = toViolation(e, index);
      if (!v) continue;
      const seen = byPath.get(v.path);
      if (!seen || (v.rule === 'required' && seen.rule !== 'required')) byPath.set(v.path, v);
    }
    // A type may name its own rule for "required but empty" (a signature: the canvas must not be empty).
    return [...byPath.values()].map((v) => withTitles(emptyRuleOf(v, types), index));
  };
  return validator;
}

/** Puts violations into the envelope's `reqFieldErrorList` shape, in the caller's language. */
export function formatViolations(violations: Violation[], lang: Lang, locale: Record<string, string> = {}): FieldError[] {
  const tr = (s: string | undefined) => (s === undefined ? undefined : locale[s] ?? s);
  return violations.map((v) => {
    const segs = v.path.split('.');
    const rowAt = segs.findIndex((s) => /^\d+$/.test(s));
    const leaf = tr(v.title) ?? segs[segs.length - 1];
    let fieldStr = leaf;
    if (rowAt > 0) {
      const tableTitle = tr(v.tableTitle) ?? segs[rowAt - 1];
      fieldStr = `${rowText(lang, tableTitle, Number(segs[rowAt]) + 1)} · ${leaf}`;
    }
    // An expression failure is worded in the caller's language, never the evaluator's English.
    const params = isExpressionFailure(v.params.failure) ? { ...v.params, detail: expressionErrorText(v.params.failure, lang) } : v.params;
    const message = v.messageKey
      ? `${fieldStr}${lang.startsWith('zh') ? '：' : ': '}${tr(v.messageKey)}`
      : ruleText(lang, v.rule as RuleName, { ...params, field: fieldStr });
    const error: FieldError = { fields: v.path, fieldStr, message };
    if (rowAt > 0) error.index = Number(segs[rowAt]);
    return error;
  });
}

import type { FormSchema, LookupItem, FieldType } from '../pack/index';
import { dataFields, isMoneyField } from '../form/index';
import { fieldTypeSchema, pickerTypeOf } from './fieldTypeSchemas';
import { patternProblem } from './linearPattern';
import { recordLimits } from './recordLimits';

/** Stands in for a pattern the linear engine refuses (stored before the check existed): it never matches, so such a field fails closed. */
const NEVER_MATCHES = 'a^';

type Json = Record<string, unknown>;

/** What the error mapper needs to know about the compiled schema. */
export interface SchemaIndex {
  /** `lines.*.amount` -> title (an i18n key or literal). */
  titles: Map<string, string>;
  /** ajv schemaPath up to the keyword (`#/properties/days/allOf/0/x-format`) -> custom message key. */
  messages: Map<string, string>;
}

export type LookupResolver = (lookup: unknown) => LookupItem[] | undefined;

const LIMIT_KEYS: Record<string, Record<string, string>> = {
  string: { max: 'maxLength', min: 'minLength' },
  number: { max: 'maximum', min: 'minimum' },
  array: { max: 'maxItems', min: 'minItems' },
};
const PASS_KEYS = ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'pattern', 'minItems', 'maxItems',
  'maxLength', 'minLength', 'uniqueItems', 'multipleOf'];
/** JSON-Schema validation keywords Formily reads on the node itself, as if written in `x-validator`. */
const NODE_RULE_KEYS = [...PASS_KEYS, 'format', 'const'];

// Formily skips a rule on an empty value (only `required` looks at it); so does the server.
const orEmpty = (values: unknown[]) => [...values, ...[null, ''].filter((e) => !values.includes(e))];

function nodeRule(field: FormSchema): Json[] {
  const rule = Object.fromEntries(NODE_RULE_KEYS.filter((k) => field[k] !== undefined).map((k) => [k, field[k]]));
  return Object.keys(rule).length ? [rule] : [];
}

function enumValues(field: FormSchema, lookups: LookupResolver): unknown[] | undefined {
  if (field['x-lookup']) return lookups(field['x-lookup'])?.map((i) => i.code);
  if (!Array.isArray(field.enum)) return undefined;
  return field.enum.map((e: unknown) => (e && typeof e === 'object' && 'value' in e ? (e as { value: unknown }).value : e));
}

function ruleSchemas(field: FormSchema, kind: string, at: string, index: SchemaIndex): Json[] {
  const raw = field['x-validator'];
  const rules = [...nodeRule(field), ...(Array.isArray(raw) ? raw : raw ? [raw] : []).map((r) => (typeof r === 'string' ? { format: r } : r))];
  return rules.map((rule: Json, i: number) => {
    const out: Json = {};
    for (const [k, v] of Object.entries(rule)) {
      if (k === 'message' || k === 'triggerType' || k === 'required' || k === 'whitespace') continue;
      if (k === 'format') out['x-format'] = v;
      else if (k === 'len' && kind === 'string') Object.assign(out, { minLength: v, maxLength: v });
      else if (LIMIT_KEYS[kind]?.[k]) out[LIMIT_KEYS[kind][k]] = v;
      else if (k === 'pattern') out.pattern = patternProblem(v) ? NEVER_MATCHES : v;
      else if (k === 'enum' && Array.isArray(v)) out.enum = orEmpty(v);
      else if (k === 'const') out.enum = orEmpty([v]);
      else if (PASS_KEYS.includes(k)) out[k] = v;
    }
    if (typeof rule.message === 'string') {
      for (const k of Object.keys(out)) index.messages.set(`${at}/allOf/${i}/${k}`, rule.message);
    }
    return out;
  });
}

function fieldSchema(field: FormSchema, path: string, at: string, index: SchemaIndex, lookups: LookupResolver, declared?: FieldType): Json {
  const kind = field.type === 'number' || field.type === 'integer' ? 'number' : String(field.type ?? 'string');
  const typed = fieldTypeSchema(declared);
  let out: Json;
  if (typed && (field['x-reference'] as { multiple?: boolean } | undefined)?.multiple) {
    // A related-record field that holds many records: an array of single values.
    out = { type: ['array', 'null'], maxItems: 500, items: { ...typed } };
  } else if (typed) {
    out = { ...typed };
  } else if (kind === 'array') {
    const items = field.items;
    out = { type: ['array', 'null'] };
    if (items?.type === 'object') out.items = objectSchema(items, `${path}.*`, `${at}/items`, index, lookups);
  } else if (kind === 'object') {
    out = { anyOf: [{ type: 'null' }, objectSchema(field, path, at, index, lookups)] };
  } else if (kind === 'number') {
    out = { type: [isMoneyField(field) || field.type === 'integer' ? 'integer' : 'number', 'null'] };
  } else if (kind === 'boolean') {
    out = { type: ['boolean', 'null'] };
  } else {
    out = { type: ['string', 'null'] };
  }
  const values = typed ? undefined : enumValues(field, lookups);
  // A multiple choice (checkbox group) holds an array of codes.
  if (values && kind === 'array') out.items = { enum: values };
  else if (values) out.enum = [...values, null];
  // A typed value (ids, files, a range) has its own shape: rules written for a text or a number do
  // not apply to it, and ajv's strict mode refuses them without their type (the save answered 500).
  const rules = typed ? [] : ruleSchemas(field, kind, at, index);
  if (rules.length) out.allOf = rules;
  // A text without its own max length still has one: no field grows without bound.
  if (!typed && kind === 'string' && !values && !rules.some((r) => 'maxLength' in r)) out.maxLength = recordLimits.defaultTextMaxLength;
  if (field.required === true) out['x-nonEmpty'] = true;
  return out;
}

/**
 * Turns a Formily object node into a closed JSON Schema object. `types` (the
 * function's declared field types, top level only) shape pickers and uploads; a field
 * without one (a sub-table's column) takes its picker's type (`pickerTypeOf`).
 */
export function objectSchema(node: FormSchema, path: string, at: string, index: SchemaIndex, lookups: LookupResolver, types: Record<string, FieldType> = {}): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const f of dataFields(node)) {
    const fieldPath = path ? `${path}.${f.key}` : f.key;
    if (f.title) index.titles.set(fieldPath, f.title);
    const declared = Object.hasOwn(types, f.key) ? types[f.key] : pickerTypeOf(f.schema['x-component']);
    properties[f.key] = fieldSchema(f.schema, fieldPath, `${at}/properties/${f.key}`, index, lookups, declared);
    if (f.schema.required === true) required.push(f.key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

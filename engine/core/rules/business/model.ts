import type { ExpressionRule, FormSchema, PackFunction, ReferenceConfig, WhenConditions } from '../../pack/index';
import { dataFields } from '../../form/index';

/** Where a field sits: top-level (`table` undefined) or a column of sub-table `table`. */
export interface FieldSpot {
  key: string;
  table?: string;
  schema: FormSchema;
  title?: string;
}

/** The business-rule keys of one function, read once from its pack definition. */
export interface BusinessModel {
  fields: FieldSpot[];
  /** Sub-table field -> its columns. */
  tables: Map<string, FieldSpot[]>;
  formRules: ExpressionRule[];
  /**
   * The fields a check visits, in form order: a top-level field with a condition, a rule or a
   * reference filter of its own (`own`), and a sub-table's columns that have one. For a function
   * with none of them a check visits no field (an import checks tens of thousands of rows).
   */
  checks: { spot: FieldSpot; own: boolean; columns: FieldSpot[] }[];
  /** The fields with an `x-default`: top-level ones in form order, and per sub-table its columns that have one. */
  defaulted: { fields: FieldSpot[]; tables: [string, FieldSpot[]][] };
}

const isTable = (schema: FormSchema) => schema.type === 'array' && schema.items?.type === 'object';

/** Models already built, per function object (kept while its form and rules are the same objects). */
const built = new WeakMap<object, { form: FormSchema; rules: PackFunction['rules']; model: BusinessModel }>();

/**
 * Every data field of the form, sub-table columns included, with its place. Built once
 * per function object (a save checks many rows of one function); a function whose
 * `form` or `rules` was replaced gets a new model.
 */
export function businessModel(fn: Pick<PackFunction, 'form' | 'rules'>): BusinessModel {
  const hit = built.get(fn);
  if (hit && hit.form === fn.form && hit.rules === fn.rules) return hit.model;
  const model = buildModel(fn);
  built.set(fn, { form: fn.form, rules: fn.rules, model });
  return model;
}

function buildModel(fn: Pick<PackFunction, 'form' | 'rules'>): BusinessModel {
  const fields: FieldSpot[] = [];
  const tables = new Map<string, FieldSpot[]>();
  for (const f of dataFields(fn.form)) {
    fields.push({ key: f.key, schema: f.schema, title: f.title });
    if (isTable(f.schema) && f.schema.items) {
      const columns = dataFields(f.schema.items).map((c) => ({ key: c.key, table: f.key, schema: c.schema, title: c.title }));
      tables.set(f.key, columns);
      fields.push(...columns);
    }
  }
  const checks = fields.filter((spot) => spot.table === undefined)
    .map((spot) => ({ spot, own: checksSomething(spot), columns: (tables.get(spot.key) ?? []).filter(checksSomething) }))
    .filter((c) => c.own || c.columns.length);
  const defaulted = {
    fields: fields.filter((spot) => spot.table === undefined && defaultOf(spot)),
    tables: [...tables].map(([table, columns]) => [table, columns.filter((c) => defaultOf(c))] as [string, FieldSpot[]]).filter(([, columns]) => columns.length),
  };
  return { fields, tables, formRules: fn.rules ?? [], checks, defaulted };
}

export const rulesOf = (spot: FieldSpot) => (spot.schema['x-rules'] as ExpressionRule[] | undefined) ?? [];
export const whenOf = (spot: FieldSpot) => spot.schema['x-when'] as WhenConditions | undefined;
/** Whether a check of the field does anything: an `x-when`, an `x-rules` or a reference filter. */
const checksSomething = (spot: FieldSpot) => whenOf(spot) !== undefined || rulesOf(spot).length > 0 || !!referenceOf(spot)?.filter;
export const defaultOf = (spot: FieldSpot) => spot.schema['x-default'] as string | undefined;

/** The reference of a related-record field: `x-reference`, or the older `x-component-props.fn`. */
export function referenceOf(spot: FieldSpot): ReferenceConfig | undefined {
  const ref = spot.schema['x-reference'] as ReferenceConfig | undefined;
  if (ref) return ref;
  return undefined;
}

/** Empty as a form sees it: absent, null, '' or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The ids a related-record value holds: one id, `{id}`, or an array of either. */
export function referencedIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : isEmptyValue(value) ? [] : [value];
  const ids: number[] = [];
  for (const v of list) {
    const raw = v !== null && typeof v === 'object' ? (v as { id?: unknown }).id : v;
    const n = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) ids.push(n);
  }
  return ids;
}

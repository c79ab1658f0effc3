import {
  centsToYuan, dataFields, operatorsByKind, valueKindOf, yuanToCents,
  type Condition, type ConditionOp, type FieldType, type FormSchema, type PackFunction, type ValueKind,
} from '../../../engine/index';

/** The special condition field holding the initiator's user id. */
export const INITIATOR_FIELD = '$initiator';

/** A field conditions may test: its key, title (pack text), value kind and, for selections, the inline choices. */
export interface ConditionField {
  key: string;
  title: string;
  kind: ValueKind;
  type?: FieldType;
  options?: { label: string; value: string }[];
}

const NOT_COMPARABLE: ReadonlySet<FieldType> = new Set(['subTable', 'attachment', 'relatedRecord', 'dateRange']);

function inlineOptions(schema: FormSchema): ConditionField['options'] {
  const list = (schema as { enum?: unknown }).enum;
  if (!Array.isArray(list)) return undefined;
  return list.map((item) => (item !== null && typeof item === 'object'
    ? { label: String((item as { label?: unknown }).label ?? (item as { value?: unknown }).value), value: String((item as { value?: unknown }).value) }
    : { label: String(item), value: String(item) }));
}

function collect(fn: PackFunction, node: FormSchema, out: ConditionField[]): void {
  const typeOf = new Map(fn.fields.map((f) => [f.identifier, f.type]));
  for (const d of dataFields(node)) {
    const type = typeOf.get(d.key);
    if (type && NOT_COMPARABLE.has(type)) continue;
    if (d.schema.type === 'array' || d.schema.type === 'object') continue;
    const kind = type ? valueKindOf(type) : 'text';
    out.push({ key: d.key, title: d.title ?? d.key, kind, ...(type ? { type } : {}), ...(kind === 'select' ? { options: inlineOptions(d.schema) } : {}) });
  }
}

/** The form's top-level value fields a condition can compare (not sub-tables, files or ranges). */
export function conditionFields(fn: PackFunction): ConditionField[] {
  const out: ConditionField[] = [];
  collect(fn, fn.form, out);
  return out;
}

/** The form's user fields (approvers "from a form field"). */
export const userFields = (fn: PackFunction) => conditionFields(fn).filter((f) => f.kind === 'user');

/** The operators for a field's kind. */
export const operatorsFor = (kind: ValueKind): readonly ConditionOp[] => operatorsByKind[kind];

/** Whether an operator takes no value, a pair or a list. */
export function valueShape(op: ConditionOp): 'none' | 'pair' | 'list' | 'single' {
  if (op === 'isEmpty' || op === 'notEmpty') return 'none';
  if (op === 'between') return 'pair';
  if (op === 'in' || op === 'notIn') return 'list';
  return 'single';
}

/** The value a condition's operator starts with: nothing to fill in yet. */
export function emptyValue(op: ConditionOp): unknown {
  const shape = valueShape(op);
  return shape === 'pair' ? [null, null] : shape === 'list' ? [] : undefined;
}

/** A new condition on `field` with its kind's first operator. */
export function createCondition(field: ConditionField): Condition {
  const op = operatorsFor(field.kind)[0];
  const value = emptyValue(op);
  return value === undefined ? { field: field.key, op } : { field: field.key, op, value };
}

/** A condition moved to another operator: the value kept when it still fits, else emptied. */
export function changeOperator(c: Condition, op: ConditionOp): Condition {
  const before = valueShape(c.op);
  const after = valueShape(op);
  if (before === after) return { ...c, op };
  const value = emptyValue(op);
  const { value: _dropped, ...rest } = c;
  return value === undefined ? { ...rest, op } : { ...rest, op, value };
}

/** Money is stored in cents and typed in yuan; other kinds are shown as stored. */
export function toInputNumber(kind: ValueKind, stored: unknown): number | null {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return null;
  return kind === 'money' ? Number(centsToYuan(stored)) : stored;
}

/** The stored number of a typed one (yuan to integer cents for money). */
export function fromInputNumber(kind: ValueKind, typed: number | null | undefined): number | undefined {
  if (typed === null || typed === undefined || !Number.isFinite(typed)) return undefined;
  return kind === 'money' ? yuanToCents(typed) : typed;
}

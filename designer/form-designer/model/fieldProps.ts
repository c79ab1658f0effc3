import type { ExpressionRule, FieldType, FormSchema, PackFunction, ReferenceConfig, WhenConditions } from '../../../engine/index';
import { fieldTypeOf } from './fieldKinds';
import { titleOf } from './outline';
import { columnField, getNode, isInTable, kindOf, type NodePath } from './tree';

/** One entry of `x-validator`: a rule object, or a format name as a string. */
export type ValidatorRule = Record<string, unknown> | string;
export interface LookupRef { dict?: string; enum?: string }
/** One option of a list defined in place (the schema's `enum`). */
export interface OptionItem { label: string; value: string | number }

/** What the property panel edits of a value field, a sub-table or a sub-table column. */
export interface FieldProps {
  kind: 'field' | 'subTable' | 'column';
  type: FieldType;
  identifier: string;
  title: string;
  required: boolean;
  searchable: boolean;
  placeholder?: string;
  description?: string;
  defaultValue?: unknown;
  decimals?: number;
  gridSpan?: number;
  /** Sub-table columns: the column width in pixels. */
  width?: number;
  validators: ValidatorRule[];
  lookup?: LookupRef;
  /** Options defined in place (`enum`), when the field has no lookup. */
  options?: OptionItem[];
  reactions?: unknown;
  compute?: string;
  /** Business rules (docs/packs.md "Business rules"): `x-rules`, `x-when`, `x-default`, `unique`, `x-reference`. */
  rules: ExpressionRule[];
  when: WhenConditions;
  contextDefault?: string;
  unique: boolean;
  reference?: ReferenceConfig;
  componentProps: Record<string, unknown>;
}

/** A change from the panel; `componentProps` is merged key by key (`undefined` removes a key). */
export type FieldChanges = Partial<Omit<FieldProps, 'kind' | 'type' | 'reference'>> & {
  /** The related-record settings; `null` goes back to a plain single reference (`x-component-props.fn`). */
  reference?: ReferenceConfig | null;
};

type Json = Record<string, unknown>;

/** The node that holds the value: a column's field, else the node itself. */
export function valueNodeOf(node: FormSchema, isColumn: boolean): [string | undefined, FormSchema] {
  if (!isColumn) return [undefined, node];
  const [key, field] = columnField(node)!;
  return [key, field];
}

const numberKey = (node: FormSchema) => (node['x-component'] === 'NumberPicker' ? 'precision' : 'decimals');

/** The properties of the field at `path`, or null when it is not a field (grid, void). */
export function readFieldProps(fn: PackFunction, path: NodePath): FieldProps | null {
  const node = getNode(fn.form, path);
  if (!node || !path.length) return null;
  const kind = kindOf(node, isInTable(fn.form, path));
  if (kind !== 'field' && kind !== 'subTable' && kind !== 'column') return null;
  const [innerKey, value] = valueNodeOf(node, kind === 'column');
  const identifier = innerKey ?? path[path.length - 1];
  const declared = kind === 'column' ? undefined : fn.fields.find((f) => f.identifier === identifier);
  const props = (value['x-component-props'] ?? {}) as Json;
  const decorator = (value['x-decorator-props'] ?? {}) as Json;
  const raw = value['x-validator'];
  const type = fieldTypeOf(value, declared?.type);
  const columnProps = (node['x-component-props'] ?? {}) as Json;
  return {
    kind,
    type,
    identifier,
    title: titleOf(node) ?? declared?.name ?? '',
    required: value.required === true,
    searchable: declared?.searchable === true,
    ...(typeof props.placeholder === 'string' ? { placeholder: props.placeholder } : {}),
    ...(typeof value.description === 'string' ? { description: value.description } : {}),
    ...('default' in value ? { defaultValue: value.default } : {}),
    ...(typeof props[numberKey(value)] === 'number' ? { decimals: props[numberKey(value)] as number } : {}),
    ...(typeof decorator.gridSpan === 'number' ? { gridSpan: decorator.gridSpan } : {}),
    ...(kind === 'column' && typeof columnProps.width === 'number' ? { width: columnProps.width } : {}),
    validators: Array.isArray(raw) ? (raw as ValidatorRule[]) : raw ? [raw as ValidatorRule] : [],
    ...(value['x-lookup'] ? { lookup: value['x-lookup'] as LookupRef } : {}),
    ...(Array.isArray(value.enum) ? { options: toOptions(value.enum) } : {}),
    ...('x-reactions' in value ? { reactions: value['x-reactions'] } : {}),
    ...(typeof value['x-compute'] === 'string' ? { compute: value['x-compute'] } : {}),
    rules: Array.isArray(value['x-rules']) ? (value['x-rules'] as ExpressionRule[]) : [],
    when: (value['x-when'] ?? {}) as WhenConditions,
    ...(typeof value['x-default'] === 'string' ? { contextDefault: value['x-default'] } : {}),
    unique: declared?.unique === true,
    ...(value['x-reference'] ? { reference: value['x-reference'] as ReferenceConfig } : {}),
    componentProps: props,
  };
}

/** A schema `enum` as options: `{label, value}` entries, plain values labelled by themselves. */
function toOptions(list: unknown[]): OptionItem[] {
  return list.map((e) => {
    if (e && typeof e === 'object') {
      const o = e as { label?: unknown; value?: unknown };
      const value = typeof o.value === 'number' ? o.value : String(o.value ?? '');
      return { label: typeof o.label === 'string' ? o.label : String(value), value };
    }
    return { label: String(e), value: typeof e === 'number' ? e : String(e) };
  });
}

const isEmpty = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && !v.length)
  || (!!v && typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length);

/** `node` with `key` set to `value`, or without `key` when `value` is empty. */
export function setKey<T extends Json>(node: T, key: string, value: unknown): T {
  if (isEmpty(value)) {
    if (!(key in node)) return node;
    const { [key]: _gone, ...rest } = node;
    return rest as T;
  }
  return { ...node, [key]: value };
}

function mergeProps(node: FormSchema, key: 'x-component-props' | 'x-decorator-props', patch: Json): FormSchema {
  let props = (node[key] ?? {}) as Json;
  for (const [k, v] of Object.entries(patch)) props = setKey(props, k, v);
  return setKey(node, key, props);
}

/** The value node with the panel's changes (title and identifier are handled by the caller). */
export function applyToValueNode(value: FormSchema, changes: FieldChanges): FormSchema {
  let out = value;
  if ('required' in changes) out = setKey(out, 'required', changes.required ? true : undefined);
  if ('description' in changes) out = setKey(out, 'description', changes.description);
  if ('defaultValue' in changes) out = changes.defaultValue === undefined || changes.defaultValue === null ? setKey(out, 'default', undefined) : { ...out, default: changes.defaultValue };
  if ('validators' in changes) out = setKey(out, 'x-validator', changes.validators);
  if ('lookup' in changes) out = setKey(out, 'x-lookup', changes.lookup);
  // Options are kept even when empty: an empty list is a list being built, not "no list".
  if ('options' in changes) out = changes.options ? { ...out, enum: changes.options } : setKey(out, 'enum', undefined);
  if ('reactions' in changes) out = setKey(out, 'x-reactions', changes.reactions);
  if ('compute' in changes) out = setKey(out, 'x-compute', changes.compute);
  if ('rules' in changes) out = setKey(out, 'x-rules', changes.rules);
  if ('when' in changes) out = setKey(out, 'x-when', changes.when);
  if ('contextDefault' in changes) out = setKey(out, 'x-default', changes.contextDefault);
  if ('reference' in changes) out = withReference(out, changes.reference ?? undefined);
  if ('placeholder' in changes) out = mergeProps(out, 'x-component-props', { placeholder: changes.placeholder });
  if ('decimals' in changes) out = mergeProps(out, 'x-component-props', { [numberKey(out)]: changes.decimals });
  if ('gridSpan' in changes) out = mergeProps(out, 'x-decorator-props', { gridSpan: changes.gridSpan });
  if (changes.componentProps) out = mergeProps(out, 'x-component-props', changes.componentProps);
  const target = changes.componentProps?.fn;
  if (typeof target === 'string' && out['x-reference']) out = { ...out, 'x-reference': { ...(out['x-reference'] as ReferenceConfig), fn: target } };
  return out;
}

/**
 * A related-record node with `reference` as its `x-reference` (the target stays
 * in `x-component-props.fn` too); several records make the value an array of ids.
 */
function withReference(node: FormSchema, reference: ReferenceConfig | undefined): FormSchema {
  const plain = !reference || (!reference.multiple && !reference.filter && !reference.columns?.length);
  const cleaned = reference && (Object.fromEntries(Object.entries(reference).filter(([, v]) => !isEmpty(v) && v !== false)) as unknown as ReferenceConfig);
  const out = setKey(node, 'x-reference', plain ? undefined : cleaned);
  return { ...out, type: reference?.multiple ? 'array' : 'number' };
}

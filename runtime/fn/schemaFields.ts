import type { EnumOption, FunctionMeta } from '../api';

interface SchemaNode {
  type?: string;
  title?: string;
  enum?: unknown[];
  'x-component-props'?: Record<string, unknown>;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** The schema node of a top-level data field (void layout nodes such as FormGrid are looked through). */
export function findFieldSchema(form: unknown, identifier: string): SchemaNode | undefined {
  const walk = (node: SchemaNode | undefined): SchemaNode | undefined => {
    for (const [key, child] of Object.entries(node?.properties ?? {})) {
      if (key === identifier && child.type !== 'void') return child;
      if (child.type === 'void') {
        const found = walk(child);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(form as SchemaNode);
}

/** `enum` of a select field as `{label, value}` (the server turned `x-lookup` into it). */
export function fieldOptions(meta: FunctionMeta, identifier: string): EnumOption[] {
  const list = findFieldSchema(meta.form, identifier)?.enum ?? [];
  return list.map((item) =>
    item && typeof item === 'object'
      ? (item as EnumOption)
      : { label: String(item), value: item as string | number },
  );
}

/** The field's display name (already translated by the server). */
export function fieldLabel(meta: FunctionMeta, identifier: string): string {
  const field = meta.fields.find((f) => f.identifier === identifier);
  return field?.name ?? findFieldSchema(meta.form, identifier)?.title ?? identifier;
}

export function fieldType(meta: FunctionMeta, identifier: string): string | undefined {
  return meta.fields.find((f) => f.identifier === identifier)?.type;
}

/** The field's `x-component-props` (related-record settings, decimals ...). */
export function fieldProps(meta: FunctionMeta, identifier: string): Record<string, unknown> {
  return findFieldSchema(meta.form, identifier)?.['x-component-props'] ?? {};
}

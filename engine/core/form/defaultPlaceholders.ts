import type { FormSchema } from '../pack/index';

/** The words of a default placeholder, given the field's title ("请输入{{field}}", "请选择{{field}}"). */
export interface PlaceholderWords {
  enter: (title: string) => string;
  choose: (title: string) => string;
}

/** Components a person types into, and components a person chooses from (pickers with words of their own are neither). */
const TYPED: ReadonlySet<string> = new Set(['Input', 'Input.TextArea', 'NumberPicker', 'NumericInput', 'MoneyInput', 'PercentInput']);
const CHOSEN: ReadonlySet<string> = new Set(['Select', 'Cascader', 'TreeSelect']);
const NOT_EDITABLE: ReadonlySet<unknown> = new Set(['readOnly', 'disabled', 'readPretty']);

function placeholderOf(node: FormSchema, words: PlaceholderWords): string | undefined {
  if (node.type === 'void' || typeof node.title !== 'string' || !node.title) return undefined;
  if (node['x-read-only'] || node['x-disabled'] || node['x-read-pretty'] || NOT_EDITABLE.has(node['x-pattern'])) return undefined;
  // A computed field's value is the form's to fill, not the person's.
  if (node['x-compute'] !== undefined) return undefined;
  const props = node['x-component-props'] as Record<string, unknown> | undefined;
  if (props && 'placeholder' in props) return undefined;
  const component = String(node['x-component'] ?? '');
  if (TYPED.has(component)) return words.enter(node.title);
  if (CHOSEN.has(component)) return words.choose(node.title);
  return undefined;
}

/**
 * The form with a placeholder on each editable text, number and choice field of the record that
 * names none and is not computed ("请输入金额", "请选择类别"), as the list's search panel words its own. A pack's
 * placeholder (even an empty one) is kept; sub-table rows (`items`) get none, so a wide table's
 * empty cells stay quiet. Nodes are copied where they change; the rest are shared.
 */
export function withDefaultPlaceholders<T extends object>(form: T, words: PlaceholderWords): T {
  return fill(form as FormSchema, words) as T;
}

function fill(node: FormSchema, words: PlaceholderWords): FormSchema {
  const placeholder = placeholderOf(node, words);
  let out = node;
  if (placeholder !== undefined) {
    out = { ...node, 'x-component-props': { ...(node['x-component-props'] as object | undefined), placeholder } };
  }
  if (!node.properties) return out;
  let changed = false;
  const properties = Object.fromEntries(Object.entries(node.properties).map(([key, child]) => {
    const next = fill(child, words);
    if (next !== child) changed = true;
    return [key, next];
  }));
  return changed ? { ...out, properties } : out;
}

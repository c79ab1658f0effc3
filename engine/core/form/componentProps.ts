import type { FormSchema } from '../pack/index';

/**
 * Props a schema may hand to a field or layout component through
 * `x-component-props` / `x-decorator-props`: plain settings of the components
 * we render (antd inputs, our pickers, grids, form items). Anything else
 * (`dangerouslySetInnerHTML`, event handlers, `ref`, `style`, `href`, `src`...)
 * is dropped before rendering: a pack configures components, it does not
 * reach the DOM.
 */
export const ALLOWED_COMPONENT_PROPS: ReadonlySet<string> = new Set([
  // inputs
  'placeholder', 'allowClear', 'maxLength', 'minLength', 'showCount', 'rows', 'autoSize', 'disabled', 'readOnly', 'size',
  'addonBefore', 'addonAfter', 'prefix', 'suffix', 'inputHelper', 'type', 'autoComplete',
  // numbers, money, dates
  'min', 'max', 'step', 'precision', 'decimals', 'signed', 'format', 'picker', 'showTime',
  // choices and lookups
  'mode', 'showSearch', 'options', 'optionType', 'buttonStyle', 'lookup', 'dict', 'multiple', 'checkedChildren', 'unCheckedChildren',
  // pickers, related records, attachments
  'fn', 'labelField', 'valueField', 'searchField', 'columns', 'fills', 'filtered', 'maxSize', 'accept', 'maxCount',
  // sub-tables: column totals in a summary row, paging of long tables, cells edited when focused
  'totals', 'pagination', 'editOnFocus',
  // layout: grids, columns, form items
  'title', 'width', 'align', 'columnGap', 'rowGap', 'minColumns', 'maxColumns', 'minWidth', 'maxWidth', 'gridSpan',
  'layout', 'direction', 'bordered', 'colon', 'labelCol', 'wrapperCol', 'labelWidth', 'labelAlign', 'wrapperWidth',
  'tooltip', 'extra', 'feedbackLayout', 'asterisk', 'fullness',
  // @formily/antd-v5 inputs and layouts (tabs, collapse panels, steps, space, cards, tree and table selects, transfers)
  'tab', 'header', 'description', 'defaultActiveKey', 'accordion', 'ghost', 'current', 'tabPosition', 'centered', 'split', 'wrap', 'gap',
  'inset', 'shallow', 'labelWrap', 'wrapperWrap', 'tooltipLayout', 'strategy', 'breakpoints', 'gridColumnGap', 'gridRowGap',
  'treeData', 'treeCheckable', 'treeDefaultExpandAll', 'showCheckedStrategy', 'treeNodeFilterProp', 'dataSource', 'titles', 'oneWay',
  'showSelectAll', 'changeOnSelect', 'expandTrigger', 'fieldNames', 'rowKey', 'primaryKey', 'optionAsValue', 'use12Hours',
  'hourStep', 'minuteStep', 'secondStep', 'checkStrictly', 'showArrow', 'listType', 'textContent',
]);

const PROP_KEYS = ['x-component-props', 'x-decorator-props'] as const;

/** Settings only a sub-table reads: on any other component (or a decorator) they would reach the DOM as unknown attributes. */
const SUB_TABLE_PROPS: ReadonlySet<string> = new Set(['totals', 'editOnFocus']);
const SUB_TABLE_COMPONENTS: ReadonlySet<string> = new Set(['ArrayTable']);

/** `data-*` and `aria-*` attributes are inert in the DOM; packs use `data-*` to hand texts to their reactions. */
const INERT_ATTRIBUTE = /^(data|aria)-[a-z0-9-]{1,40}$/;

/** Whether a component or decorator prop may reach the rendered element. */
export function isAllowedComponentProp(key: string): boolean {
  return ALLOWED_COMPONENT_PROPS.has(key) || INERT_ATTRIBUTE.test(key);
}

function cleanProps(props: unknown, subTable: boolean): Record<string, unknown> | undefined {
  if (!props || typeof props !== 'object' || Array.isArray(props)) return undefined;
  return Object.fromEntries(Object.entries(props).filter(([k]) => isAllowedComponentProp(k) && (subTable || !SUB_TABLE_PROPS.has(k))));
}

/** A copy of the form schema whose component and decorator props hold only allowed keys (every node, sub-tables included). */
export function sanitizeComponentProps<T extends object>(node: T): T {
  return sanitizeNode(node as FormSchema) as T;
}

function sanitizeNode(node: FormSchema): FormSchema {
  const out: FormSchema = { ...node };
  for (const key of PROP_KEYS) {
    if (key in out) {
      const clean = cleanProps(out[key], key === 'x-component-props' && SUB_TABLE_COMPONENTS.has(String(node['x-component'] ?? '')));
      if (clean) out[key] = clean;
      else delete out[key];
    }
  }
  if (node.properties && typeof node.properties === 'object') {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, child]) => [k, sanitizeNode(child as FormSchema)]));
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) out.items = sanitizeNode(node.items as FormSchema);
  return out;
}

import { Registry } from '../registry/index';
import { fieldTypeDescriptors } from './registry';

/**
 * What a component does in a form: holds a value (`input`), holds a list of rows
 * (`array`), arranges other nodes (`layout`), wraps a field (`decorator`), or
 * only shows something (`display`).
 */
export type ComponentKind = 'input' | 'array' | 'layout' | 'decorator' | 'display';

/**
 * One component a pack's `x-component` / `x-decorator` may name (the React side
 * registers the renderer under the same name in `engine/react`).
 */
export interface ComponentDescriptor {
  name: string;
  kind: ComponentKind;
  /** Dotted members a schema may name (`Input.TextArea`, `FormTab.TabPane`). */
  members?: readonly string[];
  /** The field type a value of this component is declared as (inputs). */
  fieldType?: string;
}

const ROW_OPS = ['Index', 'SortHandle', 'Addition', 'Remove', 'MoveUp', 'MoveDown', 'Copy'];
const input = (name: string, fieldType: string, members?: string[]): ComponentDescriptor => ({ name, kind: 'input', fieldType, members });
const layout = (name: string, members?: string[]): ComponentDescriptor => ({ name, kind: 'layout', members });
const array = (name: string, members: string[] = []): ComponentDescriptor => ({ name, kind: 'array', fieldType: 'subTable', members: [...members, ...ROW_OPS] });

/** Every built-in component: the platform's own and every schema component of @formily/antd-v5. */
export const BUILTIN_COMPONENTS: readonly ComponentDescriptor[] = [
  input('Input', 'text', ['TextArea']), input('Password', 'password'), input('NumberPicker', 'number'),
  input('NumericInput', 'number'), input('MoneyInput', 'money'), input('PercentInput', 'percent'),
  input('DatePicker', 'date', ['RangePicker', 'WeekPicker', 'MonthPicker', 'QuarterPicker', 'YearPicker']),
  input('DateTimePicker', 'datetime'), input('TimePicker', 'time', ['RangePicker']),
  input('Select', 'select'), input('Radio', 'radio', ['Group']), input('Checkbox', 'checkbox', ['Group']),
  input('Switch', 'switch'), input('TreeSelect', 'treeSelect'), input('Cascader', 'cascader'),
  input('Transfer', 'transfer'), input('SelectTable', 'selectTable', ['Column']), input('Upload', 'attachment'),
  input('UserPicker', 'user'), input('DepartmentPicker', 'department'), input('AttachmentUpload', 'attachment'),
  input('SerialNumber', 'serial'), input('RelatedRecordPicker', 'relatedRecord'),
  { name: 'MoneyText', kind: 'display', fieldType: 'money' },
  {
    name: 'PreviewText', kind: 'display',
    members: ['Input', 'Select', 'TreeSelect', 'Cascader', 'DatePicker', 'DateRangePicker', 'TimePicker', 'TimeRangePicker', 'Placeholder'],
  },
  array('ArrayTable', ['Column']), array('ArrayItems', ['Item']), array('ArrayCards'),
  array('ArrayCollapse', ['CollapsePanel']),
  // ArrayTabs adds and removes tabs itself: no row operations to name.
  { name: 'ArrayTabs', kind: 'array', fieldType: 'subTable' },
  layout('FormLayout'), layout('FormGrid', ['GridColumn']), layout('FormTab', ['TabPane']),
  layout('FormCollapse', ['CollapsePanel']), layout('FormStep', ['StepPane']), layout('Space'), layout('Card'),
  layout('FormButtonGroup', ['Sticky', 'FormItem']),
  { name: 'FormItem', kind: 'decorator' },
  { name: 'Editable', kind: 'decorator', members: ['Popover'] },
];

/**
 * Names a Formily schema may hold that the engine refuses on purpose, with why
 * (the form page owns its form, its buttons and its dialogs).
 */
export const REFUSED_COMPONENTS: Readonly<Record<string, string>> = Object.freeze({
  Form: 'the form page renders the form itself; put the fields at the top level',
  Submit: 'the form page has its own save and submit buttons',
  Reset: 'the form page has its own buttons; a reset button is not part of a pack form',
  FormDialog: 'dialogs are opened from code, which a pack cannot hold; use a related form or a button',
  FormDrawer: 'drawers are opened from code, which a pack cannot hold; use a related form or a button',
});

const components = new Registry<ComponentDescriptor>('component');

/** Registers a component descriptor (the renderer is registered separately in engine/react). */
export function registerComponent(descriptor: ComponentDescriptor, options: { override?: boolean } = {}): void {
  components.register(descriptor.name, descriptor, options);
}

/** Every registered component descriptor, in registration order. */
export function componentDescriptors(): ComponentDescriptor[] {
  return components.entries().map(([, d]) => d);
}

/** The descriptor `name` (or `Base.Member`) resolves to, or undefined. */
export function componentOf(name: string): ComponentDescriptor | undefined {
  const [base, member, ...rest] = name.split('.');
  const d = components.get(base);
  if (!d || rest.length) return undefined;
  return member === undefined || d.members?.includes(member) ? d : undefined;
}

/** Every name a schema may use: each component and each of its dotted members. */
export function componentNames(): string[] {
  return componentDescriptors().flatMap((d) => [d.name, ...(d.members ?? []).map((m) => `${d.name}.${m}`)]);
}

/** Why `name` cannot be rendered, or undefined when it can. */
export function componentProblem(name: string): string | undefined {
  if (componentOf(name)) return undefined;
  // A registered field type brings its own input (its canonical form node names it).
  if (fieldTypeDescriptors().some((d) => d.formNode['x-component'] === name)) return undefined;
  const base = name.split('.')[0];
  if (Object.hasOwn(REFUSED_COMPONENTS, base)) return `component "${name}" is not supported: ${REFUSED_COMPONENTS[base]}`;
  if (components.has(base)) {
    const members = components.get(base)?.members ?? [];
    return `unknown component "${name}": ${base} has ${members.length ? `the members ${members.join(', ')}` : 'no members'}`;
  }
  return `unknown component "${name}": it is not registered, so it would render nothing`;
}

for (const d of BUILTIN_COMPONENTS) registerComponent(d);

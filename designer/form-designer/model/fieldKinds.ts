import { fieldTypeDescriptors, fieldTypeOf as engineFieldType, type FieldType, type FormSchema } from '../../../engine/index';

/** What the palette offers: every registered field type with a palette slot, and the grid layout container. */
export type PaletteKind = FieldType | 'grid' | (string & {});

export type PaletteGroup = 'basic' | 'choice' | 'advanced' | 'layout';

export interface PaletteEntry {
  kind: PaletteKind;
  group: PaletteGroup;
  /** May be a sub-table column. */
  inTable: boolean;
}

const GRID: PaletteEntry = { kind: 'grid', group: 'layout', inTable: false };

/** The palette in display order (groups, then registration order), from the field-type descriptors. */
export function paletteEntries(): PaletteEntry[] {
  const fields = fieldTypeDescriptors().flatMap((d) => (d.palette ? [{ kind: d.type, ...d.palette }] : []));
  return [...PALETTE_GROUPS.flatMap((g) => fields.filter((f) => f.group === g)), GRID];
}

export const PALETTE_GROUPS: readonly PaletteGroup[] = ['basic', 'choice', 'advanced', 'layout'];

export const paletteEntry = (kind: string): PaletteEntry | undefined => paletteEntries().find((p) => p.kind === kind);

/** The canonical value node of a field type, as its descriptor gives it (the server accepts these). */
function shapeOf(type: string): FormSchema & { type: string } {
  const node = engineFieldType(type)?.formNode;
  if (!node) throw new Error(`form designer: unknown field type "${type}"`);
  return node as FormSchema & { type: string };
}

/** Texts a new sub-table needs besides its title, in the admin's language (stored as literals). */
export interface TableTexts { addRow: string; operations: string }

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A new sub-table: index column, operations column with row removal, and the "add row" button. */
function subTableNode(title: string, texts: TableTexts): FormSchema {
  return {
    type: 'array',
    title,
    'x-decorator': 'FormItem',
    'x-component': 'ArrayTable',
    items: {
      type: 'object',
      properties: {
        c_index: {
          type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: '#', width: 56, align: 'center' },
          properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } },
        },
        c_ops: {
          type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: texts.operations, width: 80, align: 'center' },
          properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
        },
      },
    },
    properties: { add: { type: 'void', title: texts.addRow, 'x-component': 'ArrayTable.Addition' } },
  };
}

/** A new FormGrid (two columns, as the packs lay out their forms). */
export function gridNode(): FormSchema {
  return { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 2, minColumns: 1, columnGap: 24 }, properties: {} };
}

/** The value node of a new form-level field (title on the node). */
export function fieldNode(type: FieldType, title: string, texts: TableTexts): FormSchema {
  if (type === 'subTable') return subTableNode(title, texts);
  const { type: jsonType, ...rest } = clone(shapeOf(type));
  return { type: jsonType, title, 'x-decorator': 'FormItem', ...rest };
}

/** A new sub-table column: the void column carries the title, the field inside holds the value. */
export function columnNode(type: FieldType, key: string, title: string): FormSchema {
  const { type: jsonType, ...rest } = clone(shapeOf(type));
  return {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title, width: type === 'textarea' ? 220 : 160 },
    properties: { [key]: { type: jsonType, 'x-decorator': 'FormItem', ...rest } },
  };
}

// Components older packs write for a type besides its descriptor's own.
const COMPONENT_ALIASES: Record<string, FieldType> = { NumberPicker: 'number', MoneyText: 'money' };

function typeOfComponent(component: string): FieldType | undefined {
  const own = fieldTypeDescriptors().find((d) => d.formNode['x-component'] === component)?.type;
  return (own ?? COMPONENT_ALIASES[component]) as FieldType | undefined;
}

/** The field type of a value node: the declared one when the function declares it, else read from its component. */
export function fieldTypeOf(node: FormSchema, declared?: FieldType): FieldType {
  if (declared) return declared;
  const byComponent = typeOfComponent(String(node['x-component'] ?? ''));
  if (byComponent) return byComponent;
  if (node.type === 'number' || node.type === 'integer') return 'number';
  if (node.type === 'boolean') return 'switch';
  return 'text';
}

import { dataFields, fieldChoices, fieldTypeOf, LANGS, isMoneyField, type CellKind, type FieldType, type FormSchema } from '../engine';
import { packLocale, type ServerLang } from '../i18n';
import type { LoadedFunction } from '../records';

export type { CellKind };

export interface Column {
  key: string;
  header: string;
  kind: CellKind;
  /** Choices of select / multi columns: code and label in the sheet's language. */
  options?: { code: string; label: string }[];
}

/** A sub-table: its own sheet (named by the field), rows keyed by the main sheet's row number. */
export interface SubTable {
  key: string;
  header: string;
  columns: Column[];
}

export interface SheetLayout {
  columns: Column[];
  subTables: SubTable[];
}

function kindOf(schema: FormSchema, declared: FieldType | undefined, hasOptions: boolean): CellKind {
  const descriptor = fieldTypeOf(declared);
  if (hasOptions) return schema.type === 'array' || descriptor?.multiple ? 'multi' : 'select';
  const fromDeclared = descriptor?.cellKind;
  if (fromDeclared) return fromDeclared;
  if (isMoneyField(schema)) return 'money';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'boolean') return 'switch';
  const rules = JSON.stringify(schema['x-validator'] ?? '');
  if (schema['x-component'] === 'DatePicker' || rules.includes('"date"')) return 'date';
  return 'text';
}

const optionsOf = (f: LoadedFunction, schema: FormSchema, locale: Record<string, string>) =>
  fieldChoices(schema, f.lookupsOf, (name) => locale[name] ?? name);

function columnsOf(f: LoadedFunction, node: FormSchema, locale: Record<string, string>, types: Map<string, { type: FieldType; name: string }>): { columns: Column[]; subTables: SubTable[] } {
  const columns: Column[] = [];
  const subTables: SubTable[] = [];
  for (const d of dataFields(node)) {
    const declared = types.get(d.key);
    const title = d.title ?? declared?.name ?? d.key;
    const header = locale[title] ?? title;
    if (d.schema.type === 'array' && d.schema.items?.type === 'object') {
      subTables.push({ key: d.key, header, columns: columnsOf(f, d.schema.items, locale, new Map()).columns });
      continue;
    }
    const options = optionsOf(f, d.schema, locale);
    columns.push({ key: d.key, header, kind: kindOf(d.schema, declared?.type, options !== undefined), options });
  }
  return { columns, subTables };
}

/** The sheets of a function in a language: main columns and one sheet per sub-table. */
export function sheetLayout(f: LoadedFunction, lang: ServerLang): SheetLayout {
  const locale = packLocale(f.locales, lang);
  const types = new Map(f.fn.fields.map((x) => [x.identifier, { type: x.type, name: x.name }]));
  return columnsOf(f, f.fn.form, locale, types);
}

/** Every header a column may carry in an imported file: its key and its title in each pack language. */
export function headerAliases(f: LoadedFunction, layout: SheetLayout): Map<string, string> {
  const out = new Map<string, string>();
  const langs: ServerLang[] = [...LANGS];
  const others = langs.map((l) => sheetLayout(f, l));
  const add = (cols: Column[], prefix: string) => cols.forEach((c) => {
    out.set(`${prefix}${c.key}`.toLowerCase(), c.key);
    out.set(`${prefix}${c.header}`.toLowerCase(), c.key);
  });
  add(layout.columns, '');
  for (const o of others) add(o.columns, '');
  for (const sub of layout.subTables) {
    add(sub.columns, `${sub.key}:`);
    for (const o of others) add(o.subTables.find((s) => s.key === sub.key)?.columns ?? [], `${sub.key}:`);
  }
  return out;
}

/**
 * The layout for reading a file: choices also match their labels in the other
 * pack languages (the caller's own labels stay first).
 */
export function importLayout(f: LoadedFunction, lang: ServerLang): SheetLayout {
  const layout = sheetLayout(f, lang);
  const others = ([...LANGS] as ServerLang[]).filter((l) => l !== lang).map((l) => sheetLayout(f, l));
  const widen = (cols: Column[], pick: (o: SheetLayout) => Column[] | undefined) => cols.forEach((c) => {
    if (!c.options) return;
    for (const o of others) c.options.push(...(pick(o)?.find((x) => x.key === c.key)?.options ?? []));
  });
  widen(layout.columns, (o) => o.columns);
  for (const s of layout.subTables) widen(s.columns, (o) => o.subTables.find((x) => x.key === s.key)?.columns);
  return layout;
}

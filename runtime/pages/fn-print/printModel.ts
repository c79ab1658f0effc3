import { dataFields, type FormSchema } from '../../../engine/index';

/** A function's print layout as `/meta` answers it (headings translated; docs/packs.md "Print view"). */
export interface PrintLayoutMeta {
  title?: string;
  sections?: { title?: string; fields: string[] }[];
  columns?: 1 | 2 | 3;
  history?: boolean;
  signatures?: string[];
}

/** One printed field: its title, type and form node; a sub-table carries its columns. */
export interface PrintField {
  key: string;
  title: string;
  type?: string;
  schema: FormSchema;
  columns?: PrintField[];
}

export interface PrintSection { title?: string; fields: PrintField[] }

/** What the page prints: field groups, the signature block, the layout's switches. */
export interface PrintModel {
  sections: PrintSection[];
  signatures: PrintField[];
  columns: 1 | 2 | 3;
  history: boolean;
}

function toField(key: string, schema: FormSchema, title: string | undefined, type: string | undefined): PrintField {
  const field: PrintField = { key, title: title ?? key, type, schema };
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    field.columns = dataFields(schema.items as FormSchema).map((c) => toField(c.key, c.schema, c.title, undefined));
  }
  return field;
}

/**
 * The printed page of a record from the form as the reader may see it
 * (`form`: hidden fields and columns already dropped, so they are never
 * printed) and the function's print layout, or a generated default: every
 * field in form order, signature fields in the block at the foot.
 */
export function printModel(form: FormSchema, fields: { identifier: string; type: string }[], layout?: PrintLayoutMeta | null): PrintModel {
  const types = new Map(fields.map((f) => [f.identifier, f.type]));
  const visible = new Map(dataFields(form).map((d) => [d.key, toField(d.key, d.schema, d.title, types.get(d.key))]));
  const pick = (keys: string[]) => keys.flatMap((k) => (visible.has(k) ? [visible.get(k)!] : []));
  const signatureKeys = layout?.signatures ?? [...visible.values()].filter((f) => f.type === 'signature').map((f) => f.key);
  const sections = layout?.sections?.length
    ? layout.sections.map((s) => ({ title: s.title, fields: pick(s.fields) })).filter((s) => s.fields.length)
    : [{ fields: [...visible.values()].filter((f) => !signatureKeys.includes(f.key)) }];
  return { sections, signatures: pick(signatureKeys), columns: layout?.columns ?? 2, history: layout?.history ?? true };
}

/** Splits a section's fields into printed rows: a sub-table or a long text takes a whole row. */
export function printRows(fields: PrintField[], columns: number): PrintField[][] {
  const rows: PrintField[][] = [];
  let row: PrintField[] = [];
  for (const f of fields) {
    const wide = !!f.columns || f.type === 'textarea' || f.type === 'attachment';
    if (wide) {
      if (row.length) rows.push(row);
      rows.push([f]);
      row = [];
      continue;
    }
    row.push(f);
    if (row.length === columns) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length) rows.push(row);
  return rows;
}

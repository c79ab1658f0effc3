import { centsToYuan, dataFields, fieldChoices, fieldTypeOf, isMoneyField, type ExecutableGraph, type FieldType, type FormSchema } from '../../engine';
import { packLocale, type ServerLang } from '../../i18n';
import type { LoadedFunction } from '../../records';

/** How many of a function's list columns a task card shows. */
export const SUMMARY_FIELDS = 3;

/** One line of a task card's summary: the field's label and its value as text. */
export interface SummaryField { field: string; label: string; text: string }

type Formatter = (value: unknown) => string | undefined;

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Field keys some node of the flow hides: a card never shows them, whoever reads the list. */
function hiddenSomewhere(graph: ExecutableGraph): Set<string> {
  const hidden = new Set<string>();
  for (const node of Object.values(graph.nodes)) {
    if (!('config' in node)) continue;
    for (const [key, access] of Object.entries(node.config.fieldPermissions ?? {})) if (access === 'hidden') hidden.add(key.split('.')[0]!);
  }
  return hidden;
}

/** A plain value's text, or undefined for values a card does not show (people, records, files, objects). */
function formatterFor(f: LoadedFunction, schema: FormSchema, declared: FieldType | undefined, locale: Record<string, string>): Formatter | undefined {
  const kind = fieldTypeOf(declared)?.cellKind;
  if (kind && !['text', 'number', 'money', 'date', 'datetime', 'select', 'multi', 'serial'].includes(kind)) return undefined;
  const items = fieldChoices(schema, f.lookupsOf, (name) => locale[name] ?? name);
  const label = (v: unknown) => items?.find((i) => i.code === String(v))?.label ?? String(v);
  if (items) return (v) => (Array.isArray(v) ? v.map(label).join(', ') : label(v));
  if (kind === 'money' || isMoneyField(schema)) return (v) => (typeof v === 'number' ? MONEY.format(Number(centsToYuan(v))) : undefined);
  return (v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
}

/**
 * The summary a task card shows (issue 18): the first few list columns of the
 * record's function that no flow node hides, as text in the reader's language.
 * Built per function version and language once, then applied to each row.
 */
export function summaryBuilder(f: LoadedFunction, graph: ExecutableGraph, lang: ServerLang): (data: unknown) => SummaryField[] {
  const locale = packLocale(f.locales, lang);
  const hidden = hiddenSomewhere(graph);
  const byKey = new Map(dataFields(f.fn.form).map((d) => [d.key, d]));
  const declared = new Map(f.fn.fields.map((x) => [x.identifier, x]));
  const columns = [...(f.fn.list?.columns ?? [])].filter((c) => c.showInList !== false)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const shown: { field: string; label: string; format: Formatter }[] = [];
  for (const c of columns) {
    if (shown.length >= SUMMARY_FIELDS) break;
    const d = byKey.get(c.field);
    if (!d || hidden.has(c.field) || d.schema.type === 'array' || d.schema.type === 'object') continue;
    const format = formatterFor(f, d.schema, declared.get(c.field)?.type, locale);
    if (!format) continue;
    const title = d.title ?? declared.get(c.field)?.name ?? c.field;
    shown.push({ field: c.field, label: locale[title] ?? title, format });
  }
  return (data) => {
    const values = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const out: SummaryField[] = [];
    for (const s of shown) {
      const v = values[s.field];
      if (v === null || v === undefined || v === '') continue;
      const text = s.format(v);
      if (text) out.push({ field: s.field, label: s.label, text: text.slice(0, 200) });
    }
    return out;
  };
}

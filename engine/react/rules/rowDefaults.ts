import type { Form } from '@formily/core';
import { raw, reaction, toJS } from '@formily/reactive';
import { businessModel, isEmptyValue, rowDefaults, type FormSchema, type RuleUser } from '../../index';

type Values = Record<string, unknown>;

/**
 * Prefills the `x-default` cells of sub-table rows added in the browser (issue 12):
 * a new row gets the defaults its columns declare, computed from the record as it
 * stands, in the cells still empty. Rows already there when the form opens are the
 * record's own and stay as they are. Returns the disposer.
 */
export function createRowDefaults(form: Form, schema: FormSchema, user?: RuleUser | null): () => void {
  const tables = [...businessModel({ form: schema }).tables]
    .filter(([, columns]) => columns.some((c) => typeof c.schema['x-default'] === 'string'))
    .map(([table]) => table);
  if (!tables.length) return () => undefined;
  const ctx = { user: user ?? undefined };
  const seen = new WeakSet<object>();
  const rowsOf = (table: string): unknown[] => {
    const rows = form.getValuesIn(table);
    return Array.isArray(rows) ? rows : [];
  };
  const mark = (row: unknown) => { if (row && typeof row === 'object') seen.add(raw(row) as object); };
  const fill = (table: string) => {
    rowsOf(table).forEach((row, index) => {
      if (row && typeof row === 'object' && seen.has(raw(row) as object)) return;
      let defaults: Values;
      try {
        defaults = rowDefaults({ form: schema }, table, (toJS(form.values) ?? {}) as Values, ctx);
      } catch {
        // A default that cannot run in the browser is left to the server, which fills missing cells at save.
        defaults = {};
      }
      for (const [key, value] of Object.entries(defaults)) {
        const path = `${table}.${index}.${key}`;
        if (isEmptyValue(form.getValuesIn(path))) form.setValuesIn(path, value);
      }
      mark(form.getValuesIn(`${table}.${index}`));
    });
  };
  for (const table of tables) rowsOf(table).forEach(mark);
  const disposers = tables.map((table) => reaction(() => rowsOf(table).length, () => fill(table)));
  return () => disposers.forEach((d) => d());
}

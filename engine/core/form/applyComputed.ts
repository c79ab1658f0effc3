import type { FormSchema } from '../pack/index';
import { dataFields } from './dataFields';
import { evaluateExpression } from '../expression/index';

type Values = Record<string, unknown>;

function computeObject(node: FormSchema, values: Values, scope: Values): Values {
  const out: Values = { ...values };
  for (const f of dataFields(node)) {
    const items = f.schema.items;
    if (f.schema.type === 'array' && items?.type === 'object' && Array.isArray(out[f.key])) {
      out[f.key] = (out[f.key] as unknown[]).map((row) =>
        row && typeof row === 'object' ? computeObject(items, row as Values, { ...scope, ...(row as Values), $row: row }) : row,
      );
    }
  }
  for (const f of dataFields(node)) {
    const expr = f.schema['x-compute'];
    if (typeof expr === 'string') out[f.key] = evaluateExpression(expr, { ...scope, ...out });
  }
  return out;
}

/**
 * Recomputes every `x-compute` field (e.g. `total = sum(lines, 'amount')`) with
 * the safe evaluator, rows first, so stored values never disagree with their inputs.
 */
export function applyComputed(form: FormSchema, data: Values): Values {
  return computeObject(form, data, {});
}

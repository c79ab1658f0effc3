import type { FormSchema } from '../pack/index';
import { dataFields, walkSchema } from './dataFields';
import { evaluateExpression, ExpressionError, readsClock } from '../expression/index';

type Values = Record<string, unknown>;

/** An `x-compute` expression of one field failed (a wrong type, a limit): a content problem of that field. */
export class ComputedFieldError extends Error {
  constructor(
    /** Dotted field path, rows by index (`lines.2.amount`). */
    readonly path: string,
    readonly cause: ExpressionError,
  ) {
    super(`${path}: ${cause.message}`);
    this.name = 'ComputedFieldError';
  }
}

/** A node's data fields, listed once per node object (kept while its `properties` are the same object). */
const fieldsOf = new WeakMap<FormSchema, { properties: FormSchema['properties']; fields: ReturnType<typeof dataFields> }>();
function nodeFields(node: FormSchema) {
  const hit = fieldsOf.get(node);
  if (hit && hit.properties === node.properties) return hit.fields;
  const fields = dataFields(node);
  fieldsOf.set(node, { properties: node.properties, fields });
  return fields;
}

/**
 * `scopeOf` gives what the object's expressions see besides its own values (a row: the record's
 * scope, the row's fields, `$row`); it is called only for an object with a computed field, so
 * rows without one build no scope (an import computes tens of thousands of rows).
 */
function computeObject(node: FormSchema, values: Values, scopeOf: () => Values, prefix: string): Values {
  const out: Values = { ...values };
  const fields = nodeFields(node);
  for (const f of fields) {
    const items = f.schema.items;
    if (f.schema.type === 'array' && items?.type === 'object' && Array.isArray(out[f.key])) {
      out[f.key] = (out[f.key] as unknown[]).map((row, i) => {
        if (!row || typeof row !== 'object') return row;
        let scope: Values | undefined;
        return computeObject(items, row as Values, () => (scope ??= { ...scopeOf(), ...(row as Values), $row: row }), `${prefix}${f.key}.${i}.`);
      });
    }
  }
  // What each expression sees: the scope under the values so far, built once per object and
  // given each computed value as `out` is.
  let seen: Values | undefined;
  for (const f of fields) {
    const expr = f.schema['x-compute'];
    if (typeof expr !== 'string') continue;
    try {
      seen ??= { ...scopeOf(), ...out };
      const value = evaluateExpression(expr, seen);
      out[f.key] = value;
      seen[f.key] = value;
    } catch (e) {
      if (e instanceof ExpressionError) throw new ComputedFieldError(`${prefix}${f.key}`, e);
      throw e;
    }
  }
  return out;
}

const NO_SCOPE = (): Values => ({});

/**
 * Recomputes every `x-compute` field (e.g. `total = sum(lines, 'amount')`) with
 * the safe evaluator, rows first, so stored values never disagree with their inputs.
 * Throws {@link ComputedFieldError} naming the field whose expression failed.
 */
export function applyComputed(form: FormSchema, data: Values): Values {
  return computeObject(form, data, NO_SCOPE, '');
}

/**
 * Whether some `x-compute` of the form calls the clock (`today()`, `now()`): its stored
 * value goes stale as days pass, so readers recompute the record (`applyComputed`).
 */
export function computesFromClock(form: FormSchema): boolean {
  let found = false;
  walkSchema(form, (node) => {
    const expr = node['x-compute'];
    if (found || typeof expr !== 'string') return;
    try {
      found = readsClock(expr);
    } catch (e) {
      if (!(e instanceof ExpressionError)) throw e;
    }
  });
  return found;
}

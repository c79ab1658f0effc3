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

/** What computing a node's values involves: its computed fields in order, and its sub-tables whose rows compute something. */
interface ComputePlan {
  computed: { key: string; expr: string }[];
  tables: { key: string; rows: ComputePlan }[];
}

/**
 * Plans, made once per node object and kept while its `properties`, and those of every object
 * row schema under it (`watched`), are the same objects: a sub-table's columns replaced in place
 * make its own plan and every plan around it again.
 */
const plans = new WeakMap<FormSchema, { watched: [FormSchema, FormSchema['properties']][]; plan: ComputePlan }>();
function planOf(node: FormSchema): ComputePlan {
  const hit = plans.get(node);
  if (hit && hit.watched.every(([n, properties]) => n.properties === properties)) return hit.plan;
  const plan: ComputePlan = { computed: [], tables: [] };
  const watched: [FormSchema, FormSchema['properties']][] = [[node, node.properties]];
  for (const f of dataFields(node)) {
    const items = f.schema.items;
    if (f.schema.type === 'array' && items?.type === 'object') {
      const rows = planOf(items);
      watched.push(...plans.get(items)!.watched);
      if (rows.computed.length || rows.tables.length) plan.tables.push({ key: f.key, rows });
    }
    const expr = f.schema['x-compute'];
    if (typeof expr === 'string') plan.computed.push({ key: f.key, expr });
  }
  plans.set(node, { watched, plan });
  return plan;
}

const NO_SCOPE = (): Values => ({});

/**
 * `scopeOf` gives what the object's expressions see besides its own values (a row: the record's
 * scope, the row's fields, `$row`); it is called only for an object with a computed field, so
 * rows without one build no scope (an import computes tens of thousands of rows). An object
 * that computes nothing, in itself or in its rows, is answered as it is, not copied.
 */
function computeObject(plan: ComputePlan, values: Values, scopeOf: () => Values, prefix: string): Values {
  if (!plan.computed.length && !plan.tables.length) return values;
  const out: Values = { ...values };
  for (const t of plan.tables) {
    if (!Array.isArray(out[t.key])) continue;
    out[t.key] = (out[t.key] as unknown[]).map((row, i) => {
      if (!row || typeof row !== 'object') return row;
      let scope: Values | undefined;
      return computeObject(t.rows, row as Values, () => (scope ??= { ...scopeOf(), ...(row as Values), $row: row }), `${prefix}${t.key}.${i}.`);
    });
  }
  // What each expression sees: the scope under the values so far, built once per object and
  // given each computed value as `out` is (the record itself, with no scope around it).
  let seen: Values | undefined;
  for (const { key, expr } of plan.computed) {
    try {
      seen ??= scopeOf === NO_SCOPE ? out : { ...scopeOf(), ...out };
      const value = evaluateExpression(expr, seen);
      out[key] = value;
      seen[key] = value;
    } catch (e) {
      if (e instanceof ExpressionError) throw new ComputedFieldError(`${prefix}${key}`, e);
      throw e;
    }
  }
  return out;
}

/**
 * Recomputes every `x-compute` field (e.g. `total = sum(lines, 'amount')`) with
 * the safe evaluator, rows first, so stored values never disagree with their inputs.
 * Throws {@link ComputedFieldError} naming the field whose expression failed. Never changes
 * `data`; answers `data` itself when the form computes nothing.
 */
export function applyComputed(form: FormSchema, data: Values): Values {
  return computeObject(planOf(form), data, NO_SCOPE, '');
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

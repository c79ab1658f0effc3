import type { PackFunction, PathError } from './types';
import { compileExpression, ExpressionError } from '../expression/index';
import { walkSchema } from '../form/index';

function compiles(source: unknown, path: string, errors: PathError[]): void {
  if (typeof source !== 'string') return;
  try {
    compileExpression(source);
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    errors.push({ path, message: e.message });
  }
}

/**
 * Checks of a function's business-rule keys (docs/packs.md "Business rules")
 * the meta-schema cannot make: every expression compiles, `each` names a
 * sub-table, rule fields and the state field are declared fields, actions
 * name related-record fields.
 */
export function ruleChecks(fn: PackFunction, at: string): PathError[] {
  const errors: PathError[] = [];
  const declared = new Map(fn.fields.map((f) => [f.identifier, f.type]));
  const tableOk = (each: string | undefined, path: string) => {
    if (each !== undefined && declared.get(each) !== 'subTable') errors.push({ path, message: `"${each}" is not a sub-table field` });
  };
  walkSchema(fn.form, (node, pointer) => {
    const base = `${at}/form${pointer}`;
    ((node['x-rules'] as { expression?: unknown }[] | undefined) ?? []).forEach((r, i) => compiles(r.expression, `${base}/x-rules/${i}/expression`, errors));
    const when = (node['x-when'] ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(when)) compiles(v, `${base}/x-when/${k}`, errors);
    compiles(node['x-default'], `${base}/x-default`, errors);
    compiles((node['x-reference'] as { filter?: unknown } | undefined)?.filter, `${base}/x-reference/filter`, errors);
  });
  (fn.rules ?? []).forEach((r, i) => {
    compiles(r.expression, `${at}/rules/${i}/expression`, errors);
    tableOk(r.each, `${at}/rules/${i}/each`);
    if (r.each === undefined) {
      (r.fields ?? []).forEach((f, j) => {
        if (!declared.has(f)) errors.push({ path: `${at}/rules/${i}/fields/${j}`, message: `unknown field "${f}"` });
      });
    }
  });
  (fn.actions ?? []).forEach((a, i) => {
    const p = `${at}/actions/${i}`;
    tableOk(a.each, `${p}/each`);
    for (const key of ['when', 'add', 'subtract', 'guard'] as const) compiles(a[key], `${p}/${key}`, errors);
    for (const key of ['set', 'map'] as const) for (const [f, v] of Object.entries(a[key] ?? {})) compiles(v, `${p}/${key}/${f}`, errors);
    if (a.ref !== undefined && a.each === undefined && declared.get(a.ref) !== 'relatedRecord') {
      errors.push({ path: `${p}/ref`, message: `"${a.ref}" is not a related-record field` });
    }
    if (a.kind === 'set') {
      for (const f of Object.keys(a.set ?? {})) if (!declared.has(f)) errors.push({ path: `${p}/set/${f}`, message: `unknown field "${f}"` });
    }
  });
  if (fn.stateField) {
    const type = declared.get(fn.stateField.field);
    if (type !== 'select' && type !== 'radio') errors.push({ path: `${at}/stateField/field`, message: `"${fn.stateField.field}" is not a select field` });
  }
  if (fn.ownerField !== undefined && declared.get(fn.ownerField) !== 'user') {
    errors.push({ path: `${at}/ownerField`, message: `"${fn.ownerField}" is not a user field` });
  }
  return errors;
}

import type { FormSchema, PackFunction } from '../../pack/index';
import type { RuleViolation } from './check';
import { businessModel, isEmptyValue, referenceOf, type FieldSpot } from './model';

type Values = Record<string, unknown>;

/**
 * Related-record fields whose `x-reference` is `optional`: they point at a
 * function of another pack the tenant may not have installed.
 */
export function optionalReferences(fn: Pick<PackFunction, 'form'>): FieldSpot[] {
  return businessModel({ form: fn.form }).fields.filter((s) => referenceOf(s)?.optional === true);
}

/** The target functions of a function's optional references (ask the tenant which it lacks). */
export function optionalReferenceTargets(fn: Pick<PackFunction, 'form'>): string[] {
  return [...new Set(optionalReferences(fn).map((s) => referenceOf(s)!.fn))];
}

const MAX_DEPTH = 32;

/**
 * The form without the optional references whose target is in `absent`: each
 * such node, and a wrapper whose every data field is one (a sub-table column),
 * gets `x-display: none`, so neither the field nor its column shows.
 */
export function hideAbsentReferences(form: FormSchema, absent: ReadonlySet<string>): FormSchema {
  if (!absent.size) return form;
  const copy = JSON.parse(JSON.stringify(form)) as FormSchema;
  /** Walks a node; answers [data fields below or at it, how many of them are hidden]. */
  const walk = (node: FormSchema, depth: number): [number, number] => {
    if (depth > MAX_DEPTH) return [0, 0];
    const ref = node['x-reference'] as { fn?: unknown; optional?: unknown } | undefined;
    if (node.type !== 'void' && ref?.optional === true && typeof ref.fn === 'string' && absent.has(ref.fn)) {
      node['x-display'] = 'none';
      return [1, 1];
    }
    let total = node.type === 'void' ? 0 : 1;
    let hidden = 0;
    if (node.type === 'void' || node.type === 'object') total = 0;
    for (const child of Object.values(node.properties ?? {})) {
      const [t, h] = walk(child as FormSchema, depth + 1);
      total += t;
      hidden += h;
    }
    if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) walk(node.items as FormSchema, depth + 1);
    if (node.type === 'void' && total > 0 && total === hidden) node['x-display'] = 'none';
    return [total, hidden];
  };
  walk(copy, 0);
  return copy;
}

/**
 * A value in an optional reference whose target the tenant lacks is refused
 * (kind `hidden`: the field is not part of the form there), per row for a
 * sub-table column.
 */
export function absentReferenceViolations(fn: Pick<PackFunction, 'form'>, values: Values, absent: ReadonlySet<string>): RuleViolation[] {
  const out: RuleViolation[] = [];
  if (!absent.size) return out;
  for (const spot of optionalReferences(fn)) {
    if (!absent.has(referenceOf(spot)!.fn)) continue;
    if (spot.table === undefined) {
      if (!isEmptyValue(values[spot.key])) out.push({ path: spot.key, kind: 'hidden' });
      continue;
    }
    const rows = values[spot.table];
    (Array.isArray(rows) ? rows : []).forEach((row, i) => {
      if (row && typeof row === 'object' && !isEmptyValue((row as Values)[spot.key])) out.push({ path: `${spot.table}.${i}.${spot.key}`, kind: 'hidden' });
    });
  }
  return out;
}

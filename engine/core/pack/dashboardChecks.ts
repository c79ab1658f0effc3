import { fieldTypeOf } from '../fields/index';
import type { Pack, PackFunction, PathError } from './types';
import { isRelativeDate, isWhereRange } from './menuViews';

/** Field types a chart may group by: one value per record that reads as a category, a date or a person. */
const GROUPABLE = new Set(['text', 'select', 'radio', 'switch', 'user', 'department', 'date', 'datetime', 'number', 'serial', 'treeSelect']);
const DATED = new Set(['date', 'datetime']);

function checkChart(fn: PackFunction, chart: NonNullable<PackFunction['dashboards']>[number]['charts'][number], at: string): PathError[] {
  const errors: PathError[] = [];
  const types = new Map(fn.fields.map((f) => [f.identifier, f.type]));
  const group = chart.groupBy;
  if (group) {
    const type = types.get(group.field);
    if (!type) errors.push({ path: `${at}/groupBy/field`, message: `unknown field "${group.field}"` });
    else if (!GROUPABLE.has(type) || fieldTypeOf(type)?.multiple) errors.push({ path: `${at}/groupBy/field`, message: `field "${group.field}" (${type}) cannot be grouped by` });
    else if (group.by && group.by !== 'value' && !DATED.has(type)) errors.push({ path: `${at}/groupBy/by`, message: `"${group.by}" needs a date field, "${group.field}" is ${type}` });
  } else if (chart.kind !== 'number') {
    errors.push({ path: `${at}/groupBy`, message: `a ${chart.kind} chart needs groupBy` });
  }
  if (chart.kind === 'number' && group) errors.push({ path: `${at}/groupBy`, message: 'a number card shows one figure: no groupBy' });
  chart.measures.forEach((m, i) => {
    if (m.op === 'count') {
      if (m.field !== undefined) errors.push({ path: `${at}/measures/${i}/field`, message: 'count takes no field' });
      return;
    }
    const type = m.field === undefined ? undefined : types.get(m.field);
    if (m.field === undefined) errors.push({ path: `${at}/measures/${i}/field`, message: `${m.op} needs a numeric field` });
    else if (!type) errors.push({ path: `${at}/measures/${i}/field`, message: `unknown field "${m.field}"` });
    else if (fieldTypeOf(type)?.storage !== 'number') errors.push({ path: `${at}/measures/${i}/field`, message: `field "${m.field}" (${type}) is not numeric` });
  });
  if (chart.kind === 'pie' && chart.measures.length > 1) errors.push({ path: `${at}/measures`, message: 'a pie chart shows one measure' });
  for (const [field, value] of Object.entries(chart.where ?? {})) {
    if (!types.has(field)) errors.push({ path: `${at}/where/${field}`, message: `unknown field "${field}"` });
    else if (isWhereRange(value) && [value.from, value.to].some(isRelativeDate) && !DATED.has(types.get(field)!)) {
      errors.push({ path: `${at}/where/${field}`, message: `"$date" needs a date field, "${field}" is ${types.get(field)}` });
    }
  }
  return errors;
}

/**
 * A function's dashboards name its own fields: groups over single-valued fields
 * (months and years only of dates), sums and averages only of numeric fields,
 * filters only of the function's search fields.
 */
export function dashboardChecks(fn: PackFunction, at: string): PathError[] {
  const errors: PathError[] = [];
  const searched = new Set(fn.search.map((s) => s.field));
  (fn.dashboards ?? []).forEach((d, i) => {
    const here = `${at}/dashboards/${i}`;
    const charts = new Set<string>();
    d.charts.forEach((c, j) => {
      if (charts.has(c.code)) errors.push({ path: `${here}/charts/${j}/code`, message: `duplicate chart code "${c.code}"` });
      charts.add(c.code);
      errors.push(...checkChart(fn, c, `${here}/charts/${j}`));
    });
    d.filters?.forEach((f, j) => {
      if (!searched.has(f)) errors.push({ path: `${here}/filters/${j}`, message: `field "${f}" is not in the function's search` });
    });
    d.workbench?.forEach((c, j) => {
      if (!charts.has(c)) errors.push({ path: `${here}/workbench/${j}`, message: `unknown chart "${c}"` });
    });
  });
  return errors;
}

/** Dashboard codes are unique in a pack; a menu opens a declared dashboard, and not also a function. */
export function dashboardMenuChecks(pack: Pack): PathError[] {
  const errors: PathError[] = [];
  const codes = new Set<string>();
  pack.functions.forEach((fn, i) => (fn.dashboards ?? []).forEach((d, j) => {
    if (codes.has(d.code)) errors.push({ path: `/functions/${i}/dashboards/${j}/code`, message: `duplicate dashboard code "${d.code}"` });
    codes.add(d.code);
  }));
  pack.menus.forEach((m, i) => {
    if (m.dashboard === undefined) return;
    if (!codes.has(m.dashboard)) errors.push({ path: `/menus/${i}/dashboard`, message: `unknown dashboard "${m.dashboard}"` });
    if (m.function) errors.push({ path: `/menus/${i}/dashboard`, message: 'a menu opens a function or a dashboard, not both' });
  });
  return errors;
}

/** The function holding a dashboard of the pack. */
export function dashboardFunction(pack: Pack, code: string): PackFunction | undefined {
  return pack.functions.find((fn) => fn.dashboards?.some((d) => d.code === code));
}

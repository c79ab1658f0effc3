import { lookupTreeProblems } from './lookupTree';
import type { Pack, PackFunction, PathError } from './types';
import { dataFields, walkSchema } from '../form/index';
import { compileExpression, ExpressionError } from '../expression/index';
import { validateFlow } from '../flow/index';
import { patternProblem } from '../validation/index';
import { formilyNodeProblems } from './formilyChecks';
import { ruleChecks } from './ruleChecks';
import { dashboardChecks, dashboardMenuChecks } from './dashboardChecks';
import { menuPathChecks } from './menuPaths';
import { menuViewChecks } from './menuViews';

function duplicates<T>(items: T[], key: (t: T) => string, at: (i: number) => string, what: string): PathError[] {
  const seen = new Set<string>();
  const errors: PathError[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) errors.push({ path: at(i), message: `duplicate ${what} "${k}"` });
    seen.add(k);
  });
  return errors;
}

/** A print layout names declared fields; its signature block names signature fields. */
function checkPrint(fn: PackFunction, at: string): PathError[] {
  const errors: PathError[] = [];
  const types = new Map(fn.fields.map((f) => [f.identifier, f.type]));
  fn.print?.sections?.forEach((section, i) => section.fields.forEach((field, j) => {
    if (!types.has(field)) errors.push({ path: `${at}/print/sections/${i}/fields/${j}`, message: `unknown field "${field}"` });
  }));
  fn.print?.signatures?.forEach((field, i) => {
    if (!types.has(field)) errors.push({ path: `${at}/print/signatures/${i}`, message: `unknown field "${field}"` });
    else if (types.get(field) !== 'signature') errors.push({ path: `${at}/print/signatures/${i}`, message: `field "${field}" is not a signature field` });
  });
  return errors;
}

function checkFunction(fn: PackFunction, at: string, pack: Pack): PathError[] {
  const errors: PathError[] = [];
  errors.push(...duplicates(fn.fields, (f) => f.identifier, (i) => `${at}/fields/${i}/identifier`, 'field identifier'));
  errors.push(...duplicates(fn.fields, (f) => f.name, (i) => `${at}/fields/${i}/name`, 'field name'));
  const declared = new Set(fn.fields.map((f) => f.identifier));
  const inForm = new Set(dataFields(fn.form).map((f) => f.key));
  for (const id of inForm) {
    if (!declared.has(id)) errors.push({ path: `${at}/form/properties`, message: `form field "${id}" is not declared in fields` });
  }
  fn.fields.forEach((f, i) => {
    if (!inForm.has(f.identifier)) errors.push({ path: `${at}/fields/${i}`, message: `field "${f.identifier}" is not in the form` });
  });
  const knownColumn = (field: string) => declared.has(field) || field === 'createdAt' || field === 'updatedAt';
  fn.list.columns.forEach((c, i) => {
    if (!knownColumn(c.field)) errors.push({ path: `${at}/list/columns/${i}/field`, message: `unknown field "${c.field}"` });
  });
  if (fn.list.defaultSort && !knownColumn(fn.list.defaultSort.field)) {
    errors.push({ path: `${at}/list/defaultSort/field`, message: `unknown field "${fn.list.defaultSort.field}"` });
  }
  const searchable = new Set(fn.fields.filter((f) => f.searchable).map((f) => f.identifier));
  fn.search.forEach((s, i) => {
    if (!searchable.has(s.field)) errors.push({ path: `${at}/search/${i}/field`, message: `field "${s.field}" is not searchable` });
  });
  walkSchema(fn.form, (node, pointer) => {
    const lookup = node['x-lookup'] as { dict?: string; enum?: string } | undefined;
    if (lookup?.dict && !pack.lookups?.dicts?.[lookup.dict]) {
      errors.push({ path: `${at}/form${pointer}/x-lookup/dict`, message: `unknown dictionary "${lookup.dict}"` });
    }
    if (lookup?.enum && !pack.lookups?.enums?.[lookup.enum]) {
      errors.push({ path: `${at}/form${pointer}/x-lookup/enum`, message: `unknown enumeration "${lookup.enum}"` });
    }
    if (Array.isArray(node.enum)) {
      // An option list defined in place: each value once, none empty (records store the value).
      const values = node.enum.map((e: unknown) => String(e && typeof e === 'object' ? (e as { value?: unknown }).value : e));
      values.forEach((v: string, i: number) => {
        if (!v.trim()) errors.push({ path: `${at}/form${pointer}/enum/${i}/value`, message: 'an option needs a value' });
      });
      errors.push(...duplicates(values, (v) => v, (i) => `${at}/form${pointer}/enum/${i}/value`, 'option value'));
    }
    const rules = node['x-validator'];
    (Array.isArray(rules) ? rules : rules ? [rules] : []).forEach((rule: unknown, i: number) => {
      const pattern = rule && typeof rule === 'object' ? (rule as { pattern?: unknown }).pattern : undefined;
      const problem = pattern === undefined ? undefined : patternProblem(pattern);
      const where = Array.isArray(rules) ? `/x-validator/${i}/pattern` : '/x-validator/pattern';
      if (problem) errors.push({ path: `${at}/form${pointer}${where}`, message: problem });
    });
    errors.push(...formilyNodeProblems(node, `${at}/form${pointer}`));
    const expr = node['x-compute'];
    if (typeof expr === 'string') {
      try {
        compileExpression(expr);
      } catch (e) {
        if (!(e instanceof ExpressionError)) throw e;
        errors.push({ path: `${at}/form${pointer}/x-compute`, message: e.message });
      }
    }
  });
  errors.push(...ruleChecks(fn, at));
  errors.push(...checkPrint(fn, at));
  errors.push(...dashboardChecks(fn, at));
  if (fn.flow !== undefined) {
    const fields = fn.fields.map((f) => f.identifier);
    for (const p of validateFlow(fn.flow, { fields })) errors.push({ path: `${at}/flow${p.path}`, message: p.message });
  }
  return errors;
}

/** Checks a pack cannot express in JSON Schema: uniqueness and references. */
export function semanticChecks(pack: Pack): PathError[] {
  const errors: PathError[] = [];
  errors.push(...duplicates(pack.functions, (f) => f.code, (i) => `/functions/${i}/code`, 'function code'));
  errors.push(...duplicates(pack.menus, (m) => m.code, (i) => `/menus/${i}/code`, 'menu code'));
  const menuCodes = new Set(pack.menus.map((m) => m.code));
  const fnCodes = new Set(pack.functions.map((f) => f.code));
  pack.menus.forEach((m, i) => {
    if (m.parent && !menuCodes.has(m.parent)) errors.push({ path: `/menus/${i}/parent`, message: `unknown menu "${m.parent}"` });
    if (m.function && !fnCodes.has(m.function)) errors.push({ path: `/menus/${i}/function`, message: `unknown function "${m.function}"` });
  });
  (pack.roles ?? []).forEach((r, i) => {
    r.menus.forEach((code, j) => {
      if (!menuCodes.has(code)) errors.push({ path: `/roles/${i}/menus/${j}`, message: `unknown menu "${code}"` });
    });
    for (const code of Object.keys(r.scopes ?? {})) {
      if (!fnCodes.has(code)) errors.push({ path: `/roles/${i}/scopes/${code}`, message: `unknown function "${code}"` });
    }
    for (const code of Object.keys(r.buttons ?? {})) {
      if (!r.menus.includes(code)) errors.push({ path: `/roles/${i}/buttons/${code}`, message: `menu "${code}" is not one of the role's menus` });
    }
  });
  errors.push(...lookupTreeProblems(pack.lookups?.dicts, '/lookups/dicts'), ...lookupTreeProblems(pack.lookups?.enums, '/lookups/enums'));
  pack.functions.forEach((fn, i) => errors.push(...checkFunction(fn, `/functions/${i}`, pack)));
  errors.push(...dashboardMenuChecks(pack), ...menuPathChecks(pack), ...menuViewChecks(pack));
  return errors;
}

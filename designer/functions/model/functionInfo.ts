import type { PackFunction } from '../../../engine/index';

type Categories = NonNullable<PackFunction['categories']>;

/** A second- or third-level category as the form edits it (blank parts are left out when written). */
export interface CategoryInfo { name: string; description: string; icon: string }

/**
 * The basic information of a function (spec 001 section 3, "creation also has"):
 * what the new-function wizard asks for and the designer's basic-info panel edits.
 */
export interface FunctionInfo {
  code: string;
  name: string;
  businessType: string;
  permissionRequired: boolean;
  displayStyle: string;
  menuName: string;
  /** Menu code of the directory the function's menu goes in ('' = top level). */
  directory: string;
  /** Roles that see the menu; undefined leaves the function's grants as they are (pack functions). */
  roles?: string[];
  parentCategory: string;
  second: CategoryInfo;
  third: CategoryInfo;
  description: string;
}

export type InfoField = Exclude<keyof FunctionInfo, 'second' | 'third'>
  | 'second.name' | 'second.description' | 'second.icon' | 'third.name' | 'third.description' | 'third.icon';

const EMPTY_CATEGORY: CategoryInfo = { name: '', description: '', icon: '' };

/** What the wizard starts from. */
export function emptyFunctionInfo(): FunctionInfo {
  return {
    code: '', name: '', businessType: '', permissionRequired: true, displayStyle: 'list', menuName: '', directory: '', roles: [],
    parentCategory: '', second: { ...EMPTY_CATEGORY }, third: { ...EMPTY_CATEGORY }, description: '',
  };
}

const toCategory = (c: Categories['second']): CategoryInfo => ({ name: c?.name ?? '', description: c?.description ?? '', icon: c?.icon ?? '' });

/** The basic information of a loaded function (texts as written: keys stay keys). */
export function toFunctionInfo(fn: PackFunction): FunctionInfo {
  return {
    code: fn.code, name: fn.name, businessType: fn.businessType, permissionRequired: fn.permissionRequired,
    displayStyle: fn.displayStyle, menuName: fn.menu.displayName, directory: fn.menu.directory,
    ...(fn.menu.roles ? { roles: fn.menu.roles } : {}),
    parentCategory: fn.categories?.parent ?? '', second: toCategory(fn.categories?.second), third: toCategory(fn.categories?.third),
    description: fn.description ?? '',
  };
}

function fromCategory(c: CategoryInfo): Categories['second'] {
  const name = c.name.trim();
  if (!name) return undefined;
  const description = c.description.trim();
  const icon = c.icon.trim();
  return { name, ...(description ? { description } : {}), ...(icon ? { icon } : {}) };
}

/** The pack's `categories` for the info, or undefined when every category is blank. */
export function toCategories(info: FunctionInfo): PackFunction['categories'] {
  const parent = info.parentCategory.trim();
  const second = fromCategory(info.second);
  const third = fromCategory(info.third);
  if (!parent && !second && !third) return undefined;
  return { ...(parent ? { parent } : {}), ...(second ? { second } : {}), ...(third ? { third } : {}) };
}

/** Structural equality of JSON values, key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Writes the info into the function immutably. Keys whose value does not change
 * keep their references (the undo history diffs top-level keys by reference);
 * blank optional keys are removed; nothing changed returns `fn` itself. Roles
 * are only written while permission is required.
 */
export function applyFunctionInfo(fn: PackFunction, info: FunctionInfo): PackFunction {
  const roles = info.permissionRequired ? info.roles : undefined;
  const { roles: _previous, ...menuBase } = fn.menu;
  const wanted: Partial<PackFunction> = {
    name: info.name.trim(), businessType: info.businessType, permissionRequired: info.permissionRequired, displayStyle: info.displayStyle,
    menu: { ...menuBase, displayName: info.menuName.trim(), directory: info.directory, ...(roles ? { roles } : {}) },
    categories: toCategories(info), description: info.description.trim() || undefined,
  };
  let next = fn;
  for (const [k, value] of Object.entries(wanted)) {
    const key = k as keyof PackFunction;
    if (value === undefined ? !(key in fn) : sameValue(fn[key], value)) continue;
    if (next === fn) next = { ...fn };
    if (value === undefined) delete next[key];
    else (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** A new function as the wizard saves it: the basics and an empty form, list and search (a legal draft). */
export function newFunction(info: FunctionInfo): PackFunction {
  const base: PackFunction = {
    code: info.code.trim(), name: '', businessType: '', formType: 'standard', displayStyle: '', permissionRequired: true,
    menu: { displayName: '', directory: '' }, fields: [], form: { type: 'object', properties: {} }, list: { columns: [] }, search: [],
  };
  return applyFunctionInfo(base, info);
}

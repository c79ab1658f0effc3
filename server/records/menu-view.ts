import { evaluateExpression, resolveViewFilters, type MenuView } from '../engine';
import { errors } from '../errors';
import { loadMenuAccess } from '../menus';
import type { FilterInput } from './query';
import type { Caller, ScopedFunction } from './service';

/** Today as expressions read it (`today()`), so a view's dates agree with the values computed when read. */
export const today = (): string => evaluateExpression('today()', {}) as string;

/**
 * A list, page or export call that names the menu it is made from gets that menu's view
 * (docs/packs.md "Menu views"): the caller must hold the menu and it must open this
 * function; the view's fixed search values are added (the client may not send its own
 * for those fields) and its scope narrows the caller's, never widens it.
 */
export async function applyMenuView(
  c: Caller, f: ScopedFunction, menu: string | undefined, filters: Record<string, FilterInput> = {},
): Promise<{ f: ScopedFunction; filters: Record<string, FilterInput> }> {
  if (menu === undefined) return { f, filters };
  const row = (await loadMenuAccess(c.data, c.userId)).menus.find((m) => m.code === menu);
  if (!row || row.function_code !== f.fn.code) throw errors.forbidden();
  if (!row.view) return { f, filters };
  const view = JSON.parse(row.view) as MenuView;
  const fixed = resolveViewFilters(view.filters, today());
  for (const field of Object.keys(filters)) if (Object.hasOwn(fixed, field)) throw errors.filterNotAllowed(field);
  const narrowed = view.scope || view.others
    ? { ...f, scope: { ...f.scope, narrow: { kinds: view.scope ?? ['all' as const], others: view.others } } }
    : f;
  return { f: narrowed, filters: { ...filters, ...fixed } };
}

import type { ExpressionRule, PackAction, PackFunction, PrintLayout, StateFieldConfig } from '../../../engine/index';

export interface RulesSetParams { rules: ExpressionRule[] }
export interface ActionsSetParams { actions: PackAction[] }
export interface StateFieldSetParams { stateField: StateFieldConfig | null }
export interface PrintSetParams { print: PrintLayout | null }

/** `fn` with `key` set, or without it when `value` is empty; `fn` itself when nothing changes (no undo step). */
function assign<K extends 'rules' | 'actions' | 'stateField' | 'print'>(fn: PackFunction, key: K, value: PackFunction[K] | null): PackFunction {
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  if (JSON.stringify(empty ? undefined : value) === JSON.stringify(fn[key])) return fn;
  if (empty) {
    const { [key]: _gone, ...rest } = fn;
    return rest as PackFunction;
  }
  return { ...fn, [key]: value };
}

/** `rules.set`: the function's form rules (docs/packs.md "`rules`: form rules"). */
export const setFormRules = (fn: PackFunction, { rules }: RulesSetParams) => assign(fn, 'rules', rules);
/** `actions.set`: what document events do (docs/packs.md "`actions`"). */
export const setActions = (fn: PackFunction, { actions }: ActionsSetParams) => assign(fn, 'actions', actions);
/** `stateField.set`: the module's own document state, or none. */
export const setStateField = (fn: PackFunction, { stateField }: StateFieldSetParams) => assign(fn, 'stateField', stateField);
/** `print.set`: the print layout, or the generated default. */
export const setPrint = (fn: PackFunction, { print }: PrintSetParams) => assign(fn, 'print', print);

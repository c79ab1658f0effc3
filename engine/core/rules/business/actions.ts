import type { ActionEvent, PackAction, PackFunction } from '../../pack/index';
import { recordScope, rowScope, nestedScope, type RuleContext } from './scope';

type Values = Record<string, unknown>;

/** The actions of `fn` that an event triggers (`nodeCompleted` only those naming `nodeId`), in pack order. */
export function actionsFor(fn: Pick<PackFunction, 'actions'>, event: ActionEvent, nodeId?: string): PackAction[] {
  return (fn.actions ?? []).filter((a) => a.on === event && (event !== 'nodeCompleted' || a.node === nodeId));
}

/** One run of an action: the whole record, or one sub-table row (`each`). */
export interface ActionItem {
  /** Scope the value expressions see (row or record). */
  scope: Values;
  /** The row (with `each`) or the record: where `ref` is read. */
  source: Values;
  index?: number;
}

/** The items an action runs for: one per row of `each`, else the record itself. */
export function actionItems(action: PackAction, record: Values, ctx: RuleContext): ActionItem[] {
  if (!action.each) return [{ scope: recordScope(ctx, record), source: record }];
  const rows = record[action.each];
  if (!Array.isArray(rows)) return [];
  return rows.map((raw, index) => {
    const row = raw && typeof raw === 'object' ? (raw as Values) : {};
    return { scope: rowScope(ctx, record, row, index), source: row, index };
  });
}

/** The guard's scope: the target after the change, `$` the source record, `$row` the row. */
export function guardScope(ctx: RuleContext, record: Values, target: Values, item: ActionItem): Values {
  return nestedScope(ctx, record, target, item.index === undefined ? {} : { $row: item.source, $index: item.index });
}

/** Paths a failing guard reports: `fields` (row-addressed with `each`), else the reference field. */
export function guardPaths(action: PackAction, item: ActionItem): string[] {
  const fields = action.fields?.length ? action.fields : [action.ref ?? ''];
  return fields.map((f) => (action.each && item.index !== undefined && f ? `${action.each}.${item.index}.${f}` : f));
}

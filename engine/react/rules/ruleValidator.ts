import { toJS } from '@formily/reactive';
import {
  evaluateExpression, ExpressionError, isDataMissing, isEmptyValue, recordScope, rowScope, RuleData, withRuleData,
  type DataLoader, type ExpressionRule, type RuleUser,
} from '../../index';

type Values = Record<string, unknown>;

/** What browser rules run with: the signed-in user and the loader of other records. */
export interface BrowserRuleRuntime {
  user?: RuleUser | null;
  loader?: DataLoader;
}

/** The part of Formily's validator context a rule reads. */
export interface RuleFieldContext {
  field?: { path?: { segments?: (string | number)[] } };
  form?: { values?: unknown };
}

/**
 * A Formily validator for one expression rule: evaluated with the engine's
 * safe evaluator in the same scope the server uses (the row's scope for a
 * sub-table cell, addressed by the field's path), `lookup`/`sumOf` data
 * loaded through the runtime. Answers the rule's message when it fails.
 * `own`: a field's own rule passes while the field is empty, as on the server.
 */
export function ruleValidator(rule: ExpressionRule, runtime: BrowserRuleRuntime, own: boolean) {
  return async (value: unknown, _rule: unknown, ctx: RuleFieldContext): Promise<string | undefined> => {
    if (own && isEmptyValue(value)) return undefined;
    const record = (toJS(ctx?.form?.values ?? {}) ?? {}) as Values;
    const segments = ctx?.field?.path?.segments ?? [];
    const index = segments.length >= 3 ? Number(segments[segments.length - 2]) : NaN;
    const table = Number.isInteger(index) ? String(segments[segments.length - 3]) : undefined;
    const rows = table === undefined ? undefined : record[table];
    const row = Array.isArray(rows) && rows[index] && typeof rows[index] === 'object' ? (rows[index] as Values) : undefined;
    const data = new RuleData();
    const context = { user: runtime.user ?? undefined, data };
    const scope = () => (row ? rowScope(context, record, row, index) : recordScope(context, record));
    try {
      const holds = await withRuleData(data, runtime.loader, () => evaluateExpression(rule.expression, scope()));
      return holds ? undefined : rule.message;
    } catch (e) {
      // Data the browser may not read: the server, checking again, decides.
      if (isDataMissing(e)) return undefined;
      if (e instanceof ExpressionError) return e.message;
      throw e;
    }
  };
}

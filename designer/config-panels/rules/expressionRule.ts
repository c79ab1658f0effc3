import type { TFunction } from 'i18next';
import type { Rule } from 'antd/es/form';
import { expressionProblem } from '../../form-designer';

/**
 * An antd form rule checking an expression with the engine's safe evaluator as it
 * is typed (nothing is run); `required` refuses an empty one.
 */
export function expressionRule(t: TFunction, required = false): Rule {
  return {
    validator: async (_, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) {
        if (required) throw new Error(t('designer.panels.rules.errors.required'));
        return;
      }
      const problem = expressionProblem(text);
      if (problem) {
        const reason = t(`designer.form.errors.expressionCodes.${problem.code}`);
        throw new Error(`${t('designer.form.errors.expression', { reason })}${problem.detail ? ` (${problem.detail})` : ''}`);
      }
    },
  };
}

/** Drops empty strings, empty arrays and empty objects, so what is saved is what the pack format expects. */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    if (Array.isArray(v) && !v.length) continue;
    if (typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length) continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return out as T;
}

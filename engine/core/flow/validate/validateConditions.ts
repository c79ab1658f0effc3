import { compileExpression, isExpressionText, stripExpressionBraces } from '../../expression/index';
import { isEmptyValue } from '../conditions/coerce';
import { isConditionOp, operatorsByKind, valueKindOf } from '../conditions/operators';
import { isFilled, isKnownField, problem, safeText, type FlowProblem, type ValidateFlowContext } from './problem';

function compiles(value: unknown): boolean {
  if (!isExpressionText(value)) return true;
  try {
    compileExpression(stripExpressionBraces(value));
    return true;
  } catch {
    return false;
  }
}

function valueFits(op: string, value: unknown): boolean {
  if (op === 'isEmpty' || op === 'notEmpty') return true;
  if (op === 'between') return Array.isArray(value) && value.length === 2 && !value.some(isEmptyValue) && value.every(compiles);
  // A multi-select `eq` compares with a list of choices.
  if (op === 'in' || op === 'notIn' || (op === 'eq' && Array.isArray(value))) return Array.isArray(value) && value.length > 0 && value.every(compiles);
  return !Array.isArray(value) && !isEmptyValue(value) && compiles(value);
}

function checkCondition(c: unknown, at: string, nodeId: string | null, ctx: ValidateFlowContext): FlowProblem[] {
  const { field, op, value } = (c ?? {}) as { field?: unknown; op?: unknown; value?: unknown };
  const out: FlowProblem[] = [];
  if (!isFilled(field)) out.push(problem(nodeId, `${at}/field`, 'flow.conditionFieldRequired'));
  else if (field !== '$initiator' && !isKnownField(ctx, field)) out.push(problem(nodeId, `${at}/field`, 'flow.unknownField', { field }));
  if (!isConditionOp(op)) return [...out, problem(nodeId, `${at}/op`, 'flow.operatorUnknown', { op: safeText(op) })];
  const type = isFilled(field) && ctx.fieldTypes && Object.prototype.hasOwnProperty.call(ctx.fieldTypes, field)
    ? ctx.fieldTypes[field] : undefined;
  const kind = field === '$initiator' ? 'user' : type ? valueKindOf(type) : undefined;
  if (kind && !operatorsByKind[kind].includes(op)) {
    out.push(problem(nodeId, `${at}/op`, 'flow.operatorNotForField', { op, field: safeText(field) }));
  }
  if (!valueFits(op, value)) out.push(problem(nodeId, `${at}/value`, 'flow.conditionValueInvalid', { op }));
  return out;
}

/**
 * Checks condition groups at `at`: each group needs at least one condition,
 * and, when `required`, there must be at least one group.
 */
export function checkConditionGroups(
  groups: unknown,
  at: string,
  nodeId: string | null,
  ctx: ValidateFlowContext,
  required: boolean,
): FlowProblem[] {
  if (!Array.isArray(groups) || groups.length === 0) {
    return required || (groups !== undefined && !Array.isArray(groups)) ? [problem(nodeId, at, 'flow.conditionMissing')] : [];
  }
  return groups.flatMap((group, i) => {
    const conditions = (group as { conditions?: unknown } | null)?.conditions;
    if (!Array.isArray(conditions) || conditions.length === 0) {
      return [problem(nodeId, `${at}/${i}/conditions`, 'flow.conditionMissing')];
    }
    return conditions.flatMap((c, j) => checkCondition(c, `${at}/${i}/conditions/${j}`, nodeId, ctx));
  });
}

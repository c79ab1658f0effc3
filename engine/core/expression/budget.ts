import { ExpressionError } from './errors';
import { expressionLimits } from './limits';

let stepsLeft = expressionLimits.maxSteps;

/**
 * Runs one evaluation with a fresh step budget; a nested evaluation (a scope
 * function that evaluates again) gets its own and the outer one resumes after it.
 */
export function withStepBudget<T>(run: () => T): T {
  const saved = stepsLeft;
  stepsLeft = expressionLimits.maxSteps;
  try {
    return run();
  } finally {
    stepsLeft = saved;
  }
}

/** Counts one visited node; throws when the evaluation has used its budget. */
export function takeStep(): void {
  stepsLeft -= 1;
  if (stepsLeft < 0) throw new ExpressionError('limit', 'limitSteps', [String(expressionLimits.maxSteps)]);
}

/** Refuses a text or array larger than the limits; returns the value otherwise. */
export function assertSize<T>(value: T): T {
  if (typeof value === 'string' && value.length > expressionLimits.maxTextLength) {
    throw new ExpressionError('limit', 'limitResult', [`${expressionLimits.maxTextLength} characters`]);
  }
  if (Array.isArray(value) && value.length > expressionLimits.maxArrayLength) {
    throw new ExpressionError('limit', 'limitResult', [`${expressionLimits.maxArrayLength} elements`]);
  }
  return value;
}

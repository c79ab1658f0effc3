import type { ConditionGroup } from '../types';
import { evaluateConditions, type ConditionContext, type FormValues } from './evaluateConditions';

/** The parts of a branch that choosing one needs (a model or a compiled branch). */
export interface BranchLike {
  priority: number;
  conditionGroups: ConditionGroup[];
  default?: boolean;
}

// A branch without a usable priority is tried after all others.
function rank(branch: BranchLike): number {
  return Number.isFinite(branch.priority) ? branch.priority : Number.MAX_VALUE;
}

/**
 * The branch a route takes: the matching non-default branch of lowest
 * priority (equal priorities in list order), else the default branch, else
 * null, which the caller records as an abnormal instance. Never throws on
 * malformed branches: they are skipped.
 */
export function selectBranch<B extends BranchLike>(
  route: { branches: readonly B[] },
  values: FormValues,
  ctx: ConditionContext = {},
): B | null {
  const branches = (Array.isArray(route?.branches) ? route.branches : []).filter((b) => b !== null && typeof b === 'object');
  const ordered = branches
    .map((branch, index) => ({ branch, index }))
    .filter(({ branch }) => !branch.default)
    .sort((a, b) => rank(a.branch) - rank(b.branch) || a.index - b.index);
  for (const { branch } of ordered) {
    if (evaluateConditions(branch.conditionGroups, values, ctx)) return branch;
  }
  return branches.find((b) => b.default) ?? null;
}

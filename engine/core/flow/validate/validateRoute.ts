import type { RouteNode } from '../types';
import { checkConditionGroups } from './validateConditions';
import { idOf, isFilled, problem, type FlowProblem, type ValidateFlowContext } from './problem';

/**
 * Checks a route and its branches (the spec's condition nodes): at least two
 * branches, a name and a unique whole priority from 1 on each, at most one
 * default, and conditions on every other branch. Branch problems carry the
 * branch id, so the designer flags the branch.
 */
export function checkRoute(route: RouteNode, at: string, ctx: ValidateFlowContext): FlowProblem[] {
  const routeId = idOf(route);
  const branches: unknown[] = Array.isArray(route.branches) ? route.branches : [];
  const out: FlowProblem[] = [];
  if (branches.length < 2) out.push(problem(routeId, `${at}/branches`, 'flow.routeBranchesTooFew'));
  const priorities = new Map<number, number>();
  let defaults = 0;
  branches.forEach((b, i) => {
    const branch = (b ?? {}) as Record<string, unknown>;
    const where = `${at}/branches/${i}`;
    const id = idOf(branch);
    if (!isFilled(branch.name)) out.push(problem(id, `${where}/name`, 'flow.nodeNameRequired'));
    const p = branch.priority;
    if (!Number.isInteger(p) || (p as number) < 1) {
      out.push(problem(id, `${where}/priority`, 'flow.priorityRequired'));
    } else if (priorities.has(p as number)) {
      out.push(problem(id, `${where}/priority`, 'flow.priorityDuplicated', { priority: p as number }));
    } else {
      priorities.set(p as number, i);
    }
    if (branch.default === true) {
      defaults += 1;
      if (defaults > 1) out.push(problem(id, `${where}/default`, 'flow.defaultDuplicated'));
    } else {
      out.push(...checkConditionGroups(branch.conditionGroups, `${where}/conditionGroups`, id, ctx, true));
    }
  });
  return out;
}

import { selectBranch, type GraphRoute } from '../../engine';
import type { NodeExecutor } from './NodeExecutor';

/** A route: the first matching branch by priority (or the default) is taken; none makes the instance abnormal. */
export const routeExecutor: NodeExecutor<GraphRoute> = {
  async enter(node, run, step) {
    const branch = selectBranch(node, run.values, run.conditions);
    if (!branch) {
      step.note = 'noBranch';
      return { abnormal: 'abnormalNoBranch' };
    }
    step.branch = { id: branch.id, name: run.textOf(branch.name) };
    return { next: branch.entry, via: branch.id };
  },
};

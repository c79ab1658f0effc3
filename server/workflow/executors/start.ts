import type { Person } from '../../data';
import type { GraphStart, StartNode } from '../../engine';
import type { NodeExecutor } from './NodeExecutor';

/** Whether `userId` may start a flow whose start node says `config` (`resolve` is the workflow's resolver). */
export async function mayStart(
  config: Pick<Partial<StartNode>, 'initiatorsMode' | 'initiators'>, userId: number, resolve: (specs: StartNode['initiators']) => Promise<Person[]>,
): Promise<boolean> {
  if (config.initiatorsMode !== 'specified') return true;
  return (await resolve(config.initiators ?? [])).some((p) => p.id === userId);
}

/**
 * The start node. A live submit checks the initiator before the instance
 * exists (and answers an error); a dry run reports the refusal as a step.
 */
export const startExecutor: NodeExecutor<GraphStart> = {
  async enter(node, run, step) {
    if (run.live) return { next: node.next };
    step.people = [{ id: run.initiator.id, name: run.initiator.name }];
    if (!(await mayStart(node.config, run.initiator.id, run.resolve))) {
      step.note = 'notAllowedToStart';
      return { refused: true };
    }
    return { next: node.next };
  },
};



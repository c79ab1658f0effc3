import type { GraphCc } from '../../engine';
import { notify } from '../context';
import { toStepPeople, type NodeExecutor } from './NodeExecutor';

/** A CC node: its recipients get a CC record and a letter (live) or are listed (dry run); the flow goes on. */
export const ccExecutor: NodeExecutor<GraphCc> = {
  async enter(node, run, step) {
    const people = await run.resolve(node.config.recipients);
    step.people = toStepPeople(people);
    const ctx = run.live;
    if (ctx) {
      for (const p of people) {
        await ctx.t.workflow.cc.insert({ instanceId: ctx.inst.id, nodeId: node.id, userId: p.id, now: ctx.now });
        await notify(ctx, p.id, { type: 'cc' });
      }
    }
    return { next: node.next };
  },
};

import { autoApproves, evaluateConditions, type GraphApprover } from '../../engine';
import { currentRound, createNodeTasks, settle } from '../settle';
import { toStepPeople, type NodeExecutor } from './NodeExecutor';

/**
 * An approver node, one set of rules for execution and simulation: skip
 * rules, approvers resolved, the empty-approver policy (pass, the tenant
 * administrators, or abnormal), then tasks (live) or, in a dry run, the
 * assumption that everyone approves (noting when the auto-approve rules
 * pass them all).
 */
export const approverExecutor: NodeExecutor<GraphApprover> = {
  async enter(node, run, step) {
    const cfg = node.config;
    if (cfg.skipRules?.length && evaluateConditions(cfg.skipRules, run.values, run.conditions)) {
      Object.assign(step, { skipped: true, note: 'skipRule' });
      return { next: node.next };
    }
    let people = await run.resolve(cfg.approvers);
    if (!people.length) {
      if (cfg.emptyApprover === 'autoPass') {
        Object.assign(step, { skipped: true, note: 'emptyAutoPass', people: [] });
        if (run.live) (run.live.completedNodes ??= []).push(node.id);
        return { next: node.next };
      }
      if (cfg.emptyApprover === 'reject') {
        Object.assign(step, { note: 'emptyReject', people: [] });
        return { abnormal: 'abnormalNoApprover' };
      }
      people = await run.admins();
      step.note = people.length ? 'emptyToAdmin' : 'noAdmin';
      if (!people.length) return { abnormal: 'abnormalNoAdmin' };
    }
    step.people = toStepPeople(people);
    const ctx = run.live;
    if (ctx) {
      ctx.changes.round = currentRound(ctx) + 1;
      ctx.current = [node.id];
      await createNodeTasks(ctx, node, people.map((p) => p.id));
      if ((await settle(ctx, node)) !== 'pass') return { wait: true };
      // Passed on entry (every assignee auto-approved): the node completed, its actions run like an approval's.
      (ctx.completedNodes ??= []).push(node.id);
      return { next: node.next };
    }
    const passes = people.every((p) => autoApproves(cfg.autoApprove, p.id, run.initiator.id, (id) => run.approvedSoFar.has(id)));
    if (!step.note && passes) step.note = 'autoApproved';
    for (const p of people) run.approvedSoFar.add(p.id);
    return { next: node.next };
  },
};

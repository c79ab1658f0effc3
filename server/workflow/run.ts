import type { DataAccess, InstanceRow, TaskRow, TenantData } from '../data';
import { errors } from '../errors';
import type { ServerLang } from '../i18n';
import { onMessage } from '../messages';
import { loadContext, saveInstance, type ActionContext } from './context';

/** Who acts, in which tenant. */
export interface Actor {
  data: DataAccess;
  tenantId: string;
  userId: number;
  /** The request language (business-rule field errors are answered in it). */
  lang?: ServerLang;
}

/**
 * Runs one action on one instance in one transaction: the instance row is
 * locked (PostgreSQL: SELECT ... FOR UPDATE), the action works on a context,
 * the instance is saved with an optimistic version check, and the letters
 * it wrote are published once the transaction has committed. An error
 * anywhere rolls everything back.
 */
export function runAction<T>(actor: Actor, instanceId: number, action: (ctx: ActionContext) => Promise<T>): Promise<T> {
  return runLocked(actor, (t) => t.workflow.instances.lock(instanceId), errors.processNotFound, action);
}

/** {@link runAction} on the instance `lock` finds and locks; `notFound` when there is none. */
async function runLocked<T>(
  actor: Actor, lock: (t: TenantData) => Promise<InstanceRow | undefined>, notFound: () => Error, action: (ctx: ActionContext) => Promise<T>,
): Promise<T> {
  const { result, letters } = await actor.data.transaction(async (tx) => {
    const t = tx.forTenant(actor.tenantId);
    const inst = await lock(t);
    if (!inst) throw notFound();
    const ctx = await loadContext(t, inst, actor.userId, Date.now());
    ctx.lang = actor.lang;
    const out = await action(ctx);
    await saveInstance(ctx);
    return { result: out, letters: ctx.letters };
  });
  for (const l of letters) onMessage(actor.tenantId, l.userId, l.msg);
  return result;
}

/**
 * Runs an action on a task: locks the instance it belongs to (found and locked in one
 * statement; every task has its instance) and hands over the task as read after the lock.
 */
export function runTaskAction<T>(actor: Actor, taskId: number, action: (ctx: ActionContext, task: TaskRow) => Promise<T>): Promise<T> {
  return runLocked(actor, (t) => t.workflow.instances.lockByTask(taskId), errors.taskNotFound, async (ctx) => {
    const task = ctx.tasks.find((t) => t.id === taskId);
    if (!task) throw errors.taskNotFound();
    return action(ctx, task);
  });
}

/** The checks every task action makes: the caller's own task, still to be decided. */
export function requireOwnPendingTask(ctx: ActionContext, task: TaskRow): void {
  if (task.assignee_id !== ctx.actorId) throw errors.notYourTask();
  if (task.state !== 'pending' || ctx.state !== 'inApproval') throw errors.taskAlreadyHandled();
}

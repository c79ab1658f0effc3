import type { TenantData } from '../data';
import {
  actionItems, actionsFor, applyDefaults, businessModel, computeRecordValues, evaluateExpression, referenceOf, guardPaths, guardScope, guardStateField, referencedIds, withRuleData,
  type ActionEvent, type ActionItem, type PackAction, type RuleContext, type RuleViolation,
} from '../engine';
import { AppError } from '../errors';
import type { ServerLang } from '../i18n';
import { refuseInvalidCreate } from './created-record-check';
import { enforceBusinessRules, insertRecord, loadCurrentFunction, refuseViolations, ruleContextOf, tenantLoader, toRuleRecord, type LoadedFunction } from '../records';

type Values = Record<string, unknown>;

/** An action that cannot run at all (a target gone, an expression failing): the process goes abnormal with `detail`. */
export class ActionFailure extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'ActionFailure';
  }
}

/** What the actions of one event do, computed before anything is written. */
interface Plan {
  own?: Values;
  targets: Map<string, { f: LoadedFunction; id: number; values: Values }>;
  creates: { f: LoadedFunction; values: Values }[];
}

export interface EventRun {
  t: TenantData;
  fn: LoadedFunction;
  recordId: number;
  values: Values;
  actorId: number;
  initiatorId: number;
  now: number;
  lang: ServerLang;
}

async function evaluate(ctx: RuleContext, t: TenantData, source: string, scope: () => Values): Promise<unknown> {
  try {
    return await withRuleData(ctx.data!, tenantLoader(t), () => evaluateExpression(source, scope()));
  } catch (e) {
    throw new ActionFailure(`${source}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function evaluateMap(ctx: RuleContext, t: TenantData, map: Record<string, string>, scope: () => Values): Promise<Values> {
  const out: Values = {};
  for (const [field, source] of Object.entries(map)) out[field] = await evaluate(ctx, t, source, scope);
  return out;
}

/** The target function of a reference field (`x-reference.fn` or `x-component-props.fn`), top-level or in a sub-table. */
function referenceTarget(fn: LoadedFunction, action: PackAction): string {
  const spot = businessModel(fn.fn).fields.find((s) => s.key === action.ref && (action.each ? s.table === action.each : s.table === undefined));
  const props = (spot?.schema['x-component-props'] ?? {}) as { fn?: unknown };
  const target = (spot && referenceOf(spot)?.fn) ?? props.fn;
  if (typeof target !== 'string') throw new ActionFailure(`"${action.ref}" is not a related-record field`);
  return target;
}

async function loadTarget(run: EventRun, plan: Plan, code: string, id: number): Promise<{ f: LoadedFunction; id: number; values: Values }> {
  const key = `${code}#${id}`;
  const known = plan.targets.get(key);
  if (known) return known;
  let f: LoadedFunction;
  try {
    f = await loadCurrentFunction(run.t, code);
  } catch {
    throw new ActionFailure(`function ${code} is not installed`);
  }
  // Locked until the transaction ends: concurrent approvals on one stock take turns.
  const record = await run.t.records.get(f.fnId, id, { lock: true });
  if (!record) throw new ActionFailure(`${code} record ${id} does not exist`);
  const entry = { f, id, values: { ...((record.data ?? {}) as Values) } };
  plan.targets.set(key, entry);
  return entry;
}

/** Whether the tenant has `code` installed: an `optional` action whose target is absent is skipped. */
async function installed(run: EventRun, code: string): Promise<boolean> {
  try {
    await loadCurrentFunction(run.t, code);
    return true;
  } catch {
    return false;
  }
}

async function planTarget(run: EventRun, ctx: RuleContext, plan: Plan, action: PackAction, item: ActionItem, failures: RuleViolation[]): Promise<void> {
  const code = referenceTarget(run.fn, action);
  if (action.optional && !(await installed(run, code))) return;
  for (const id of referencedIds(item.source[action.ref!])) {
    const target = await loadTarget(run, plan, code, id);
    const before = { ...target.values };
    if (action.kind === 'update') {
      const changes = await evaluateMap(ctx, run.t, action.set ?? {}, () => ({ ...item.scope, $target: { ...before, id } }));
      Object.assign(target.values, changes);
    } else {
      const delta = Number(await evaluate(ctx, run.t, (action.add ?? action.subtract)!, () => item.scope));
      const current = Number(before[action.field!] ?? 0);
      if (!Number.isFinite(delta) || !Number.isFinite(current)) throw new ActionFailure(`${code}.${action.field} is not a number`);
      target.values[action.field!] = action.add !== undefined ? current + delta : current - delta;
    }
    ctx.data!.put(code, toRuleRecord({ id, docState: '', data: target.values }));
    if (action.guard && !(await evaluate(ctx, run.t, action.guard, () => guardScope(ctx, run.values, { ...target.values, id }, item)))) {
      for (const path of guardPaths(action, item)) failures.push({ path, kind: 'rule', message: action.message ?? action.guard });
    }
  }
}

async function planCreate(run: EventRun, ctx: RuleContext, plan: Plan, action: PackAction, item: ActionItem): Promise<void> {
  if (action.optional && !(await installed(run, action.fn!))) return;
  let f: LoadedFunction;
  try {
    f = await loadCurrentFunction(run.t, action.fn!);
  } catch {
    throw new ActionFailure(`function ${action.fn} is not installed`);
  }
  const mapped = await evaluateMap(ctx, run.t, action.map ?? {}, () => item.scope);
  const defaults = applyDefaults(f.fn, guardStateField(f.fn, mapped).values, ctx, true);
  // The draft's computed fields (totals, flags) hold from the start, as after a save.
  const computed = computeRecordValues(f.fn.form, defaults);
  if (computed.violations.length) throw new ActionFailure(`${action.fn}: ${JSON.stringify(computed.violations[0])}`);
  // The new record holds to the target's own rules, as if saved there: else the event is refused.
  await refuseInvalidCreate(run.t, f, computed.values, { ctx, defaults: applyDefaults(f.fn, {}, ctx, true), lang: run.lang, now: run.now });
  plan.creates.push({ f, values: computed.values });
}

/**
 * Runs the actions `event` triggers, inside the caller's transaction: first
 * everything is computed (targets read and locked, guards checked on the
 * values after the change), then written. A failing guard, or a record a
 * `create` action makes that breaks its function's rules, refuses the event
 * with code 14 (the transaction rolls back); an action that cannot run throws
 * {@link ActionFailure} before anything is written.
 */
export async function runEventActions(run: EventRun, event: ActionEvent, nodeId?: string): Promise<Values> {
  const actions = actionsFor(run.fn.fn, event, nodeId);
  if (!actions.length) return run.values;
  const ctx = await ruleContextOf(run.t, run.actorId, { $initiator: run.initiatorId, $recordId: run.recordId });
  const plan: Plan = { targets: new Map(), creates: [] };
  const failures: RuleViolation[] = [];
  for (const action of actions) {
    const current = { ...(plan.own ?? run.values), id: run.recordId };
    if (action.when && !(await evaluate(ctx, run.t, action.when, () => actionItems({ ...action, each: undefined }, current, ctx)[0].scope))) continue;
    for (const item of actionItems(action, current, ctx)) {
      if (action.kind === 'set') {
        const changes = await evaluateMap(ctx, run.t, action.set ?? {}, () => item.scope);
        plan.own = { ...(plan.own ?? run.values), ...changes };
      } else if (action.kind === 'create') {
        await planCreate(run, ctx, plan, action, item);
      } else {
        await planTarget(run, ctx, plan, action, item, failures);
      }
    }
  }
  refuseViolations(run.fn, failures, run.lang);
  for (const target of plan.targets.values()) {
    await run.t.records.update({ fnId: target.f.fnId, id: target.id, data: target.values, now: run.now });
  }
  for (const c of plan.creates) await insertRecord(run.t, c.f, c.values, run.actorId, run.now);
  if (plan.own) await run.t.records.update({ fnId: run.fn.fnId, id: run.recordId, data: plan.own, now: run.now });
  return plan.own ?? run.values;
}

/** At submit and approval the record's rules (reference filters included) are checked again: code 14 refuses the event. */
export async function recheckRules(run: EventRun): Promise<void> {
  await enforceBusinessRules(run.t, run.fn, run.values, { userId: run.actorId, lang: run.lang, recordId: run.recordId });
}

/** Whether an error is a refusal to pass to the caller (code 14 and the like) rather than a failure to record. */
export const isRefusal = (e: unknown) => e instanceof AppError;

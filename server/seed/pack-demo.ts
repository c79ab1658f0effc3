import type { DataAccess, TenantData } from '../data';
import type { DemoRecord, DemoStep, PackDemo } from '../engine';
import { openFunction, saveRecord, type Caller } from '../records';
import { approve, reject, submitRecord } from '../workflow';

/** The language demo records are validated in (messages only; values are the file's). */
const DEMO_LANG = 'en-US';
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoContext {
  data: DataAccess;
  tenantId: string;
  now: number;
  users: Map<string, number>;
  departments: Map<string, number>;
  records: Map<string, number>;
}

function callerFor(ctx: DemoContext, userId: number): Caller {
  return {
    data: ctx.data.forTenant(ctx.tenantId), userId, lang: DEMO_LANG, now: () => ctx.now,
    tx: (fn) => ctx.data.transaction((tx) => fn(tx.forTenant(ctx.tenantId))),
  };
}

function lookup(map: Map<string, number>, kind: string, name: unknown): number {
  const id = typeof name === 'string' ? map.get(name) : undefined;
  if (id === undefined) throw new Error(`demo names an unknown ${kind} "${String(name)}"`);
  return id;
}

/** Resolves the `$user`, `$record`, `$department` and `$date` placeholders of a value, at any depth. */
function resolveValue(ctx: DemoContext, v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => resolveValue(ctx, x));
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if ('$user' in o) return lookup(ctx.users, 'user', o.$user);
  if ('$record' in o) return lookup(ctx.records, 'record', o.$record);
  if ('$department' in o) return lookup(ctx.departments, 'department', o.$department);
  if ('$date' in o) return new Date(ctx.now + Number(o.$date) * DAY_MS).toISOString().slice(0, 10);
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, resolveValue(ctx, x)]));
}

/** The pending task of `userId` in the process of instance `instanceId`. */
async function pendingTaskOf(t: TenantData, instanceId: number, userId: number): Promise<number> {
  const task = (await t.workflow.tasks.pendingOf([instanceId])).find((x) => x.assignee_id === userId);
  if (!task) throw new Error(`no pending task for user ${userId} in process ${instanceId}`);
  return task.id;
}

async function runStep(ctx: DemoContext, r: DemoRecord, id: number, instance: number | undefined, step: DemoStep): Promise<number | undefined> {
  const actor = (userName: string) => ({ data: ctx.data, tenantId: ctx.tenantId, userId: lookup(ctx.users, 'user', userName) });
  if (step.action === 'submit') return (await submitRecord(actor(r.as), r.function, id)).processInstanceId;
  if (instance === undefined) throw new Error(`"${step.action}" before "submit"`);
  const a = actor(step.as);
  const taskId = await pendingTaskOf(ctx.data.forTenant(ctx.tenantId), instance, a.userId);
  if (step.action === 'approve') await approve(a, { taskId, opinion: step.opinion }, DEMO_LANG);
  else await reject(a, { taskId, opinion: step.opinion, mode: step.mode ?? 'final' });
  return instance;
}

async function makeRecord(ctx: DemoContext, r: DemoRecord): Promise<void> {
  const c = callerFor(ctx, lookup(ctx.users, 'user', r.as));
  const f = await openFunction(c, r.function, 'create');
  const { id } = await saveRecord(c, f, { data: resolveValue(ctx, r.data) as Record<string, unknown> });
  if (r.ref) ctx.records.set(r.ref, id);
  let instance: number | undefined;
  for (const step of r.steps ?? []) instance = await runStep(ctx, r, id, instance, step);
}

async function ensureDepartments(ctx: DemoContext, demo: PackDemo): Promise<void> {
  const org = ctx.data.forTenant(ctx.tenantId).settings.org;
  const existing = await org.listDepartments();
  for (const [sort, d] of (demo.departments ?? []).entries()) {
    const parentId = d.parent === undefined ? null : lookup(ctx.departments, 'department', d.parent);
    const found = existing.find((x) => x.name === d.name && x.parentId === parentId);
    ctx.departments.set(d.ref, found?.id ?? (await org.createDepartment({ parentId, name: d.name, managerId: null, sort })));
  }
}

/** Gives the named users the roles the demo grants (the pack's own roles, say its administrator's). */
async function grantRoles(ctx: DemoContext, demo: PackDemo): Promise<void> {
  const t = ctx.data.forTenant(ctx.tenantId);
  for (const g of demo.grants ?? []) {
    const roleId = await t.users.roleIdByCode(g.role);
    if (roleId === undefined) throw new Error(`demo of pack ${demo.pack} grants an unknown role "${g.role}"`);
    for (const u of g.users) await t.users.assignRole(lookup(ctx.users, 'user', u), roleId);
  }
}

/** The demo users of a file: everyone it names as `as` or `$user`. */
function namedUsers(demo: PackDemo): Set<string> {
  const names = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.$user === 'string') names.add(o.$user);
    if (typeof o.as === 'string') names.add(o.as);
    Object.values(o).forEach(walk);
  };
  walk(demo.records);
  for (const g of demo.grants ?? []) g.users.forEach((u) => names.add(u));
  return names;
}

/**
 * Makes a pack's demo records in one tenant as the users it names, through
 * the record and approval services (save, submit, approve, reject): the
 * pack's rules and actions apply exactly as for a user's request. A tenant
 * lacking one of the named users is skipped (returns false). A step the
 * product refuses throws, naming the record: shipped demo data must be valid.
 */
export async function runPackDemo(data: DataAccess, tenantId: string, demo: PackDemo, now: number): Promise<boolean> {
  const t = data.forTenant(tenantId);
  const users = new Map<string, number>();
  for (const name of namedUsers(demo)) {
    const user = await data.identity.findUserByName(name);
    if (!user || !(await t.users.getMember(user.id))) return false;
    users.set(name, user.id);
  }
  const ctx: DemoContext = { data, tenantId, now, users, departments: new Map(), records: new Map() };
  await grantRoles(ctx, demo);
  await ensureDepartments(ctx, demo);
  for (const [i, r] of demo.records.entries()) {
    try {
      await makeRecord(ctx, r);
    } catch (e) {
      const detail = (e as { data?: unknown }).data;
      throw new Error(`demo of pack ${demo.pack}, record ${i} (${r.ref ?? r.function}): ${(e as Error).message}${detail ? ` ${JSON.stringify(detail)}` : ''}`);
    }
  }
  return true;
}

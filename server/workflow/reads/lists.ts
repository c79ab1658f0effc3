import type { AbnormalStatus, TenantData } from '../../data';
import { errors } from '../../errors';
import type { ServerLang } from '../../i18n';
import { loadMenuAccess } from '../../menus';
import { functionVersionOf, graphOf, localize } from '../flow';
import { toInstanceFilter, type ListSearch } from './search';
import { instanceViews, pick } from './views';

export interface Paging extends ListSearch {
  current: number;
  size: number;
}

const window = (p: Paging) => ({ offset: (p.current - 1) * p.size, limit: p.size });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function requireAdmin(t: TenantData, userId: number): Promise<void> {
  if (!(await loadMenuAccess(t, userId)).isAdmin) throw errors.forbidden();
}

/** Instance lists page with the request's search (server-side). */
const query = async (t: TenantData, p: Paging) => ({ ...window(p), filter: await toInstanceFilter(t, p) });

/** "My pending review": the caller's pending tasks, newest first, with whether the node needs an opinion. */
export async function pendingPage(t: TenantData, userId: number, p: Paging, lang: ServerLang) {
  const { offset, limit, filter } = await query(t, p);
  const page = await t.workflow.tasks.pendingPage(userId, offset, limit, filter);
  const instances = await t.workflow.instances.byIds([...new Set(page.rows.map((r) => r.instance_id))]);
  const views = new Map((await instanceViews(t, instances, lang)).map((v) => [v.processInstanceId, v]));
  const byId = new Map(instances.map((i) => [i.id, i]));
  const records = [];
  for (const task of page.rows) {
    const inst = byId.get(task.instance_id)!;
    const view = views.get(task.instance_id)!;
    const f = await functionVersionOf(t, inst.fn_id, inst.fn_version);
    const node = graphOf(inst).nodes[task.node_id];
    records.push({
      ...view,
      taskId: task.id,
      nodeId: task.node_id,
      nodeName: node ? pick(localize(f, node.name), lang) : task.node_id,
      opinionRequired: node?.type === 'approver' && !!node.config.opinionRequired,
      receivedAt: iso(task.received_at),
      viewedAt: iso(task.viewed_at),
      signPosition: task.sign_position,
    });
  }
  return { records, total: page.total, current: p.current, size: p.size };
}

/** "My application": instances the caller started. */
export async function myPage(t: TenantData, userId: number, p: Paging, lang: ServerLang) {
  const page = await t.workflow.instances.pageByInitiator(userId, await query(t, p));
  return { records: await instanceViews(t, page.rows, lang), total: page.total, current: p.current, size: p.size };
}

/** "My reviewed": instances where the caller approved, rejected or transferred a task. */
export async function alreadyPage(t: TenantData, userId: number, p: Paging, lang: ServerLang) {
  const page = await t.workflow.instances.pageActedBy(userId, await query(t, p));
  return { records: await instanceViews(t, page.rows, lang), total: page.total, current: p.current, size: p.size };
}

/** "CC my": copies the caller received, all or only read / unread ones. */
export async function ccPage(t: TenantData, userId: number, p: Paging & { read?: boolean }, lang: ServerLang) {
  const { offset, limit, filter } = await query(t, p);
  const page = await t.workflow.cc.page(userId, p.read, offset, limit, filter);
  const instances = await t.workflow.instances.byIds([...new Set(page.rows.map((r) => r.instance_id))]);
  const views = new Map((await instanceViews(t, instances, lang)).map((v) => [v.processInstanceId, v]));
  const records = page.rows.map((cc) => ({
    ...views.get(cc.instance_id)!, ccId: cc.id, ccNodeId: cc.node_id, read: cc.read_at !== null,
    ccAt: iso(cc.created_at), readAt: iso(cc.read_at),
  }));
  return { records, total: page.total, current: p.current, size: p.size };
}

/** Process management (administrators): every instance of the tenant, newest first. */
export async function allPage(t: TenantData, userId: number, p: Paging, lang: ServerLang) {
  await requireAdmin(t, userId);
  const page = await t.workflow.instances.pageAll(await query(t, p));
  return { records: await instanceViews(t, page.rows, lang), total: page.total, current: p.current, size: p.size };
}

/**
 * Abnormal monitoring (administrators): `pending` = abnormal now, with the
 * reason; `processed` / `failed` = the latest retry succeeded / failed. Each
 * row carries its retry attempts.
 */
export async function abnormalPage(t: TenantData, userId: number, p: Paging & { status?: AbnormalStatus }, lang: ServerLang) {
  await requireAdmin(t, userId);
  const page = await t.workflow.instances.pageAbnormal(p.status ?? 'pending', await query(t, p));
  const retries = await t.workflow.events.retries(page.rows.map((r) => r.id));
  const records = (await instanceViews(t, page.rows, lang)).map((v) => {
    const r = retries.get(v.processInstanceId);
    return { ...v, retryCount: r?.attempts ?? 0, lastRetryAt: r ? iso(r.lastAt) : null, lastRetryFailed: r?.lastFailed ?? null };
  });
  return { records, total: page.total, current: p.current, size: p.size, status: p.status ?? 'pending' };
}

import type { InstanceRow, TaskRow, TenantData } from '../../data';
import { earlierApproverNodes, mergePermissions, readerAccess, visibleRecord, type FieldPermissions, type ExecutableGraph } from '../../engine';
import { errors } from '../../errors';
import type { ServerLang } from '../../i18n';
import { loadMenuAccess } from '../../menus';
import { fieldIdentifiers, functionVersionOf, graphOf, localize } from '../flow';
import { instanceViews, pick } from './views';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

interface Viewer {
  role: 'approver' | 'participant' | 'initiator' | 'cc' | 'admin';
  perms: FieldPermissions;
  task?: TaskRow;
}

/**
 * Which node's permissions the caller reads with: their pending task's node
 * (editable fields stay editable), else the node of their latest task, else
 * the start node for the initiator (editable only while the process waits
 * for resubmission), else the CC node for a recipient, else read-only start
 * permissions for an administrator. Anyone else may not read the process.
 */
async function viewerOf(t: TenantData, inst: InstanceRow, graph: ExecutableGraph, tasks: TaskRow[], userId: number): Promise<Viewer> {
  // Tasks still waiting their turn (a later sequential approver) give no access yet.
  const mine = tasks.filter((x) => x.assignee_id === userId && x.state !== 'waiting');
  const pending = mine.find((x) => x.state === 'pending');
  const cc = await t.workflow.cc.ofUser(inst.id, userId);
  const access = readerAccess(graph, {
    pendingNodeId: pending?.node_id ?? null, taskNodeIds: mine.map((x) => x.node_id), ccNodeIds: cc.map((x) => x.node_id),
    isInitiator: inst.initiator_id === userId, waitingForInitiator: inst.state === 'toSubmit',
  });
  if (access.role !== 'none') return { role: access.role, perms: access.perms, task: pending };
  if ((await loadMenuAccess(t, userId)).isAdmin) return { role: 'admin', perms: access.perms };
  // Someone outside the process learns nothing, not even that it exists.
  throw errors.processNotFound();
}

/** The caller's pending task: its node, whether approving needs an opinion, whether "return to node" has targets. */
function currentTask(inst: InstanceRow, graph: ExecutableGraph, task: TaskRow, text: (key: string) => string) {
  const node = graph.nodes[task.node_id];
  return {
    taskId: task.id,
    nodeId: task.node_id,
    nodeName: node ? text(node.name) : task.node_id,
    opinionRequired: node?.type === 'approver' && !!node.config.opinionRequired,
    canRejectToNode: node ? earlierApproverNodes(graph, task.node_id, JSON.parse(inst.taken_path) as string[]).length > 0 : false,
    signPosition: task.sign_position,
  };
}

/**
 * `businessProcessDetailV2`: the instance, the record reduced to what the
 * caller may see at their node (hidden fields are never sent), the field
 * permissions and the task history. Opening one's pending task marks it viewed.
 */
export async function processDetail(t: TenantData, userId: number, id: number, lang: ServerLang) {
  const inst = await t.workflow.instances.get(id);
  if (!inst) throw errors.processNotFound();
  const graph = graphOf(inst);
  const [tasks, f, record] = await Promise.all([
    t.workflow.tasks.ofInstance(id), functionVersionOf(t, inst.fn_id, inst.fn_version), t.records.get(inst.fn_id, inst.record_id, { includeDeleted: true }),
  ]);
  const viewer = await viewerOf(t, inst, graph, tasks, userId);
  const now = Date.now();
  if (viewer.task && viewer.task.viewed_at === null) {
    await t.workflow.tasks.markViewed(viewer.task.id, now);
    viewer.task.viewed_at = now;
  }
  const people = await t.workflow.people.byIds([...new Set(tasks.map((x) => x.assignee_id))]);
  const nameOf = new Map(people.map((p) => [p.id, p.fullName]));
  const text = (key: string) => pick(localize(f, key), lang);
  const [instance] = await instanceViews(t, [inst], lang, now);
  return {
    instance,
    record: visibleRecord((record?.data ?? {}) as Record<string, unknown>, viewer.perms),
    recordId: inst.record_id,
    fieldPermissions: mergePermissions(fieldIdentifiers(f), viewer.perms),
    viewer: { role: viewer.role, taskId: viewer.task?.id ?? null, nodeId: viewer.task?.node_id ?? null },
    currentTask: viewer.task ? currentTask(inst, graph, viewer.task, text) : null,
    history: tasks.filter((x) => x.received_at !== null || x.operated_at !== null).map((x) => ({
      taskId: x.id,
      nodeId: x.node_id,
      nodeName: graph.nodes[x.node_id] ? text(graph.nodes[x.node_id].name) : x.node_id,
      operatorId: x.assignee_id,
      operator: nameOf.get(x.assignee_id) ?? '',
      state: x.state,
      operation: x.operation,
      opinion: x.opinion,
      signPosition: x.sign_position,
      receivedAt: iso(x.received_at),
      viewedAt: iso(x.viewed_at),
      operatedAt: iso(x.operated_at),
      timeConsumed: x.received_at === null ? null : (x.operated_at ?? now) - x.received_at,
    })),
  };
}

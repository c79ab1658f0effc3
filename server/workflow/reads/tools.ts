import { requireFunctionPermission } from '../../menus';
import type { TenantData } from '../../data';
import { bundledPacks, resolveTexts, toBpmnXml, type FlowDefinition } from '../../engine';
import { errors } from '../../errors';
import { packLocale, translate, type ServerLang } from '../../i18n';
import { loadCurrentFunction } from '../../records';
import { turnNodes } from '../actions/reject';
import { loadContext } from '../context';
import { functionVersionOf, localize } from '../flow';
import { pick } from './views';

/** `queryTurnNodeList`: the earlier approver nodes the caller's pending task may return the process to. */
export async function turnNodeList(t: TenantData, userId: number, taskId: number, lang: ServerLang) {
  const task = await t.workflow.tasks.get(taskId);
  if (!task) throw errors.taskNotFound();
  if (task.assignee_id !== userId) throw errors.notYourTask();
  const inst = await t.workflow.instances.get(task.instance_id);
  if (!inst) throw errors.processNotFound();
  const ctx = await loadContext(t, inst, userId, Date.now());
  return turnNodes(ctx, task.node_id).map((n) => ({ nodeId: n.id, nodeName: pick(localize(ctx.fn, n.name), lang) }));
}

/** `exportBpmn`: BPMN 2.0 XML of the function's published (current) flow, names in the request language. */
export async function exportBpmn(t: TenantData, userId: number, code: string, lang: ServerLang) {
  const f = await loadCurrentFunction(t, code);
  // The flow of a function is part of it: only those granted the function may read it.
  await requireFunctionPermission(t, userId, f.fn, 'view');
  if (!f.fn.flow) throw errors.noFlow(code);
  const locale = packLocale(f.locales, lang);
  const flow = resolveTexts(f.fn.flow, locale) as FlowDefinition;
  return { xml: toBpmnXml(flow, { id: `Process_${code}`, name: resolveTexts(f.fn.name, locale) }) };
}

/** `selectTaskCenterTreeList`: functions with a flow, grouped into system (bundled packs) and self-built ones. */
export async function taskCenterTree(t: TenantData, lang: ServerLang) {
  const system = new Set(bundledPacks.map((p) => p.id));
  const groups = { system: [] as { code: string; name: string }[], custom: [] as { code: string; name: string }[] };
  for (const c of await t.workflow.functions.current()) {
    const f = await functionVersionOf(t, c.fnId, c.version);
    if (!f.fn.flow) continue;
    (system.has(c.packKey) ? groups.system : groups.custom).push({ code: c.code, name: pick(localize(f, f.fn.name), lang) });
  }
  return [
    { key: 'system', title: translate(lang, 'treeSystem'), children: groups.system },
    { key: 'custom', title: translate(lang, 'treeCustom'), children: groups.custom },
  ];
}

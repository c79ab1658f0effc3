/**
 * The extension points hold: a node kind and a field type registered here, in
 * the test, with no edit anywhere else, are handled by the engine (validation,
 * compilation, BPMN), the designer (card, menu, defaults, palette, search
 * choices), the server's execution and simulation, search and Excel.
 */
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileLeaf, registerFieldType, registerFlowNodeKind, toBpmnXml, validateFlow,
  type AnyFlowNode, type FlowDefinition, type FlowNode, type GraphNode,
} from '@engine';
import { registerFieldRenderer } from '@engine/react';
import { registerDesignerNodeKind } from '@designer';
import { createDesignStore } from '../../designer/state';
import '../../designer/flow-designer/commands';
import { findNode, layoutFlow } from '../../designer/flow-designer/model';
import { nodeTypes } from '../../designer/flow-designer/canvas/nodes';
import { simulationFields } from '../../designer/flow-designer/simulation/simulationInputs';
import { paletteEntries, fieldTypeOf as designerFieldTypeOf } from '../../designer/form-designer';
import { searchChoices } from '../../designer/config-panels/model/searchChoices';
import { registerNodeExecutor } from '@server';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';

/** The toy node kind: tells the initiator (a CC record and step) when the flow passes it; `message` must be set. */
interface NoticeNode { type: 'notice'; id: string; name: string; message: string; next: FlowNode | null }

registerFlowNodeKind<AnyFlowNode>({
  type: 'notice',
  validate: (node, at) => ((node as unknown as NoticeNode).message
    ? [] : [{ nodeId: node.id, path: `${at}/message`, code: 'flow.nodeNotConfigured', message: 'This node is not configured' }]),
  renameField: () => ({}),
  compile: (node, base) => compileLeaf(node, base),
  bpmn: { shape: 'serviceTask' },
  reads: () => ({ conditionGroups: [], specs: [{ kind: 'initiator' }] }),
});
registerNodeExecutor<GraphNode>('notice', {
  async enter(node, run, step) {
    step.people = [{ id: run.initiator.id, name: run.initiator.name }];
    const ctx = run.live;
    if (ctx) await ctx.t.workflow.cc.insert({ instanceId: ctx.inst.id, nodeId: node.id, userId: run.initiator.id, now: ctx.now });
    return { next: node.next };
  },
});
registerDesignerNodeKind<AnyFlowNode>({
  type: 'notice', colour: '#8e44ad', icon: null, labelKey: 'notice', card: 'card',
  menu: { labelKey: 'notice', order: 40 },
  create: (id, names, _taken, next) => ({ type: 'notice', id, name: names.node, message: '', next } as unknown as FlowNode),
  summary: (node) => (node as unknown as NoticeNode).message || null,
  placeholderKey: 'notice',
});

/** The toy field type: a budget kept in cents by its own component; searched and exported as money. */
registerFieldType({
  type: 'budget', valueKind: 'money', search: { kind: 'money', rules: ['range', 'exact'] }, storage: 'number', cellKind: 'money',
  alignRight: true, palette: { group: 'basic', inTable: true }, formNode: { type: 'integer', 'x-component': 'BudgetInput' },
});
registerFieldRenderer('budget', { render: (v) => `¥${Number(v) / 100}` });

const flow = (): FlowDefinition => ({
  version: 1,
  root: {
    type: 'start', id: 'start', name: 'Initiator', initiatorsMode: 'everyone', initiators: [], fieldPermissions: {},
    next: {
      type: 'notice', id: 'tell', name: 'Tell the initiator', message: 'Received',
      next: {
        type: 'approver', id: 'boss', name: 'Boss', approvers: [{ kind: 'users', userIds: ['bob'] }], method: { kind: 'orSign' },
        emptyApprover: 'toAdmin', autoApprove: {}, fieldPermissions: {},
        skipRules: [{ relation: 'and', conditions: [{ field: 'budget', op: 'lt', value: 1000 }] }], next: null,
      },
    } as unknown as FlowNode,
  },
});

const fn = () => ({
  code: 'toyBudget', name: 'Budget', businessType: 'office', formType: 'standard', displayStyle: 'list',
  permissionRequired: true, menu: { displayName: 'Budgets', directory: 'M45000000000000' },
  fields: [{ name: 'Title', type: 'text', identifier: 'title', searchable: true }, { name: 'Budget', type: 'budget', identifier: 'budget', searchable: true }],
  form: {
    type: 'object',
    properties: {
      title: { type: 'string', title: 'Title', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      budget: { type: 'integer', title: 'Budget', 'x-decorator': 'FormItem', 'x-component': 'BudgetInput' },
    },
  },
  list: { columns: [{ field: 'title', showInList: true }, { field: 'budget', showInList: true }] },
  search: [{ field: 'budget', rule: 'range' }],
  flow: flow(),
});

describe('a toy node kind and a toy field type, registered from a test', () => {
  it('are checked, compiled and exported by the engine', () => {
    expect(validateFlow(flow(), { fields: ['title', 'budget'], fieldTypes: { budget: 'budget' as never } })).toEqual([]);
    const unset = flow();
    (unset.root.next as unknown as NoticeNode).message = '';
    expect(validateFlow(unset).map((p) => [p.nodeId, p.path])).toEqual([['tell', '/root/next/message']]);
    // The skip rule on a budget compares as money: `lt` is an operator of its value kind.
    expect(validateFlow(flow(), { fieldTypes: { budget: 'budget' as never } })).toEqual([]);
    expect(toBpmnXml(flow(), { id: 'toyBudget' })).toContain('<bpmn:serviceTask id="tell" name="Tell the initiator"');
  });

  it('are offered and drawn by the designer', () => {
    const store = createDesignStore();
    store.getState().load(fn() as never);
    store.getState().dispatch('node.add', { at: { after: 'tell' }, type: 'notice', names: { node: 'Again' } });
    const current = store.getState().fn!.flow as FlowDefinition;
    expect(findNode(current, 'notice1')).toMatchObject({ type: 'notice', name: 'Again', message: '' });
    expect(layoutFlow(current).boxes.find((b) => b.id === 'notice1')?.kind).toBe('notice');
    expect(nodeTypes().notice).toBe(nodeTypes().approver);
    expect(simulationFields(fn() as never, current).map((f) => f.key)).toEqual(['budget']);
    expect(paletteEntries().find((e) => e.kind === 'budget')).toEqual({ kind: 'budget', group: 'basic', inTable: true });
    expect(designerFieldTypeOf({ type: 'integer', 'x-component': 'BudgetInput' })).toBe('budget');
    expect(searchChoices('budget')).toEqual([{ rule: 'range', control: 'numberRange' }, { rule: 'exact', control: 'number' }]);
  });
});

describe.each(databases())('the server runs them ($name)', (target) => {
  let h: Harness;
  let admin: string;
  let alice: string;
  const pack = () => ({
    id: 'toys', version: '1.0.0', name: 'Toys',
    menus: [{ code: 'M45000000000000', parent: null, name: 'Budgets', position: 'LEFT_TREE', sort: 45, function: 'toyBudget' }],
    roles: [{ code: 'staff', name: 'Staff', menus: ['M45000000000000'] }],
    functions: [fn()],
  });

  beforeAll(async () => {
    h = await createHarness(target);
    [admin, alice] = await Promise.all([h.token('admin'), h.token('alice')]);
    const installed = await h.post('/api/pack/install', { pack: pack() }, { token: admin });
    expect(installed.code, JSON.stringify(installed.data)).toBe(0);
  });
  afterAll(async () => { await h?.close(); });

  it('simulates the toy node in dry run: a step, nothing written', async () => {
    const res = await h.post('/api/fn/design/simulate', { function: fn(), values: { budget: 500 }, initiator: 'alice' }, { token: admin, lang: 'en-US' });
    expect(res.code).toBe(0);
    expect(res.data.steps.map((s: { nodeId: string; type: string }) => [s.nodeId, s.type])).toEqual([['start', 'start'], ['tell', 'notice'], ['boss', 'approver']]);
    expect(res.data.steps[1].people.map((p: { name: string }) => p.name)).toEqual(['Alice Staff']);
    expect(res.data.steps[2]).toMatchObject({ skipped: true, note: 'skipRule' });
    expect(await h.db.selectFrom('process_cc').selectAll().execute()).toEqual([]);
  });

  it('executes the toy node live and searches and exports the toy field', async () => {
    const ids: number[] = [];
    for (const [title, budget] of [['small', 500], ['large', 20000]] as const) {
      const saved = await h.post('/api/fn/toyBudget/save', { data: { title, budget } }, { token: alice });
      expect(saved.code, saved.msg).toBe(0);
      ids.push(saved.data.id);
    }
    const sub = await h.post('/api/fn/toyBudget/submit', { id: ids[1] }, { token: alice });
    expect(sub.code, sub.msg).toBe(0);
    const cc = await h.db.selectFrom('process_cc').select(['node_id', 'instance_id']).execute();
    expect(cc).toEqual([{ node_id: 'tell', instance_id: sub.data.processInstanceId }]);

    const page = await h.post('/api/fn/toyBudget/page', { current: 1, size: 10, filters: { budget: [1000, 30000] } }, { token: alice });
    expect(page.data.records.map((r: { data: { title: string } }) => r.data.title)).toEqual(['large']);

    const res = await h.app.inject({
      method: 'POST', url: '/api/fn/toyBudget/export', headers: { 'content-type': 'application/json', accesstoken: alice, lang: 'en-US' },
      payload: JSON.stringify({ filters: {} }),
    });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(res.rawPayload).Sheets[XLSX.read(res.rawPayload).SheetNames[0]]);
    expect(rows.map((r) => r.Budget).sort()).toEqual([200, 5]);
  });
});

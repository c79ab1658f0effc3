import { describe, expect, it } from 'vitest';
import { unconfiguredNodeIds, validateFlow, type ApproverNode, type CcNode, type RouteNode } from '@engine';
import { overtimeFlow, overtimeFields, reimbursementFlow, reimbursementFields } from '../fixtures/flows';

const codes = (flow: unknown, ctx = {}) => validateFlow(flow, ctx).map((p) => p.code);

describe('validateFlow', () => {
  it('accepts the bundled reimbursement flow and the overtime flow against their fields', () => {
    expect(validateFlow(reimbursementFlow(), { fields: reimbursementFields })).toEqual([]);
    expect(validateFlow(overtimeFlow(), { fields: overtimeFields, fieldTypes: { hours: 'number' } })).toEqual([]);
  });

  it('requires node names and an approval object', () => {
    const flow = reimbursementFlow();
    const supervisor = flow.root.next as ApproverNode;
    supervisor.name = '  ';
    supervisor.approvers = [];
    const problems = validateFlow(flow);
    expect(problems).toEqual([
      expect.objectContaining({ nodeId: 'supervisor', path: '/root/next/name', code: 'flow.nodeNameRequired', message: 'The node name is required' }),
      expect.objectContaining({ nodeId: 'supervisor', path: '/root/next/approvers', code: 'flow.approverRequired' }),
    ]);
  });

  it('checks each kind of approval object', () => {
    const flow = reimbursementFlow();
    (flow.root.next as ApproverNode).approvers = [
      { kind: 'users', userIds: [] }, { kind: 'supervisor', level: 0 }, { kind: 'role', roleCode: '' },
      { kind: 'formField', field: 'nope' }, { kind: 'boss' } as never, { kind: 'initiator' },
    ];
    expect(validateFlow(flow, { fields: reimbursementFields }).map((p) => [p.path, p.code])).toEqual([
      ['/root/next/approvers/0/userIds', 'flow.approverInvalid'],
      ['/root/next/approvers/1/level', 'flow.approverInvalid'],
      ['/root/next/approvers/2/roleCode', 'flow.approverInvalid'],
      ['/root/next/approvers/3/field', 'flow.unknownField'],
      ['/root/next/approvers/4/kind', 'flow.approverInvalid'],
    ]);
  });

  it('needs a countersign percentage from 1 to 100, a method and an empty-approver policy', () => {
    for (const percent of [0, 101, 50.5, Number.NaN, undefined]) {
      const flow = reimbursementFlow();
      (flow.root.next as ApproverNode).method = { kind: 'countersign', percent } as never;
      expect(codes(flow)).toEqual(['flow.countersignPercent']);
    }
    const flow = reimbursementFlow();
    const node = flow.root.next as ApproverNode;
    node.method = undefined as never;
    node.emptyApprover = 'ask' as never;
    expect(codes(flow)).toEqual(['flow.methodRequired', 'flow.emptyApproverRequired']);
  });

  it('needs CC recipients', () => {
    const flow = reimbursementFlow();
    ((flow.root.next as ApproverNode).next!.next as CcNode).recipients = [];
    expect(validateFlow(flow)).toEqual([expect.objectContaining({ nodeId: 'ccAdmin', code: 'flow.ccRecipientsEmpty' })]);
  });

  it('treats empty initiators as everyone unless the start node says specified', () => {
    const flow = reimbursementFlow();
    expect(codes(flow)).toEqual([]);
    flow.root.initiatorsMode = 'specified';
    expect(validateFlow(flow)).toEqual([expect.objectContaining({ nodeId: 'start', path: '/root/initiators', code: 'flow.initiatorsEmpty' })]);
    flow.root.initiators = [{ kind: 'role', roleCode: 'staff' }];
    expect(codes(flow)).toEqual([]);
  });

  it('checks route branches: priorities, conditions, defaults and their count', () => {
    const flow = overtimeFlow();
    const route = flow.root.next as RouteNode;
    const [long, other] = route.branches;
    route.branches.push({ ...other, id: 'third', default: true, priority: 1, child: null });
    route.branches.push({ ...long, id: 'fourth', name: '', priority: 0, conditionGroups: [{ relation: 'and', conditions: [] }], child: null });
    expect(validateFlow(flow).map((p) => [p.nodeId, p.code])).toEqual([
      ['third', 'flow.priorityDuplicated'], ['third', 'flow.defaultDuplicated'],
      ['fourth', 'flow.nodeNameRequired'], ['fourth', 'flow.priorityRequired'], ['fourth', 'flow.conditionMissing'],
    ]);
    expect(validateFlow(flow).find((p) => p.code === 'flow.priorityDuplicated')?.message).toBe('Priority cannot be duplicated');
    route.branches = [long];
    long.conditionGroups = [];
    expect(codes(flow)).toEqual(['flow.routeBranchesTooFew', 'flow.conditionMissing']);
  });

  it('checks conditions: known fields, operators that suit them, values that suit the operator', () => {
    const flow = overtimeFlow();
    const long = (flow.root.next as RouteNode).branches[0];
    long.conditionGroups = [{ relation: 'or', conditions: [
      { field: 'minutes', op: 'gt', value: 1 }, { field: 'hours', op: 'like' as never, value: 1 },
      { field: 'hours', op: 'contains', value: '1' }, { field: 'hours', op: 'between', value: [1] },
      { field: '', op: 'in', value: [] }, { field: '$initiator', op: 'in', value: ['user:bob'] },
      { field: 'hours', op: 'gt', value: '{{ 1 + }}' }, { field: 'hours', op: 'isEmpty' },
    ] }];
    const at = (i: number, key: string) => `/root/next/branches/0/conditionGroups/0/conditions/${i}/${key}`;
    expect(validateFlow(flow, { fields: overtimeFields, fieldTypes: { hours: 'number' } }).map((p) => [p.path, p.code])).toEqual([
      [at(0, 'field'), 'flow.unknownField'], [at(1, 'op'), 'flow.operatorUnknown'],
      [at(2, 'op'), 'flow.operatorNotForField'], [at(3, 'value'), 'flow.conditionValueInvalid'],
      [at(4, 'field'), 'flow.conditionFieldRequired'], [at(4, 'value'), 'flow.conditionValueInvalid'],
      [at(6, 'value'), 'flow.conditionValueInvalid'],
    ]);
  });

  it('checks field permissions and skip rules', () => {
    const flow = reimbursementFlow();
    const node = flow.root.next as ApproverNode;
    node.fieldPermissions = { payeeAccount: 'secret' as never, 'lines.amount': 'visible', bogus: 'hidden' };
    node.skipRules = [{ relation: 'and', conditions: [] }];
    expect(validateFlow(flow, { fields: reimbursementFields }).map((p) => [p.path, p.code])).toEqual([
      ['/root/next/skipRules/0/conditions', 'flow.conditionMissing'],
      ['/root/next/fieldPermissions/payeeAccount', 'flow.permissionInvalid'],
      ['/root/next/fieldPermissions/bogus', 'flow.unknownField'],
    ]);
  });

  it('lists every unconfigured node once, including branches, and flags ids', () => {
    const flow = overtimeFlow();
    const route = flow.root.next as RouteNode;
    route.branches[0].conditionGroups = [];
    (route.branches[1].child as ApproverNode).approvers = [];
    (route.branches[1].child as ApproverNode).name = '';
    (route.next as CcNode).id = 'managers';
    const problems = validateFlow(flow);
    expect(problems[0]).toMatchObject({ nodeId: 'managers', code: 'flow.idDuplicated', message: 'The id "managers" is used more than once' });
    expect(unconfiguredNodeIds(problems)).toEqual(['managers', 'long', 'either']);
  });

  it('reports a flow that is not a flow instead of throwing', () => {
    expect(codes(null)).toEqual(['flow.versionUnsupported', 'flow.nodeNotConfigured']);
    expect(codes({ version: 1, root: { type: 'approver', id: 'a', name: 'A' } })).toEqual(['flow.nodeNotConfigured']);
    const nested = reimbursementFlow();
    (nested.root.next as ApproverNode).next = { ...nested.root, id: 'again' } as never;
    expect(codes(nested)).toContain('flow.nodeNotConfigured');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

const approver = (id: string, name: string, userIds: string[], method: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'approver', id, name, approvers: [{ kind: 'users', userIds }], method,
  emptyApprover: 'toAdmin', autoApprove: {}, fieldPermissions: {}, next: null, ...extra,
});

/** An overtime request: a route on hours (countersign 50% of bob and carol above 8, else or-sign of dave), then a CC to erin. */
function overtime(): Record<string, any> {
  return {
    code: 'simOvertime', name: 'Overtime request', businessType: 'hr', formType: 'normal', displayStyle: 'page',
    permissionRequired: false, menu: { displayName: 'Overtime' },
    fields: [
      { name: 'Hours', type: 'number', identifier: 'hours' },
      { name: 'Date', type: 'date', identifier: 'date' },
    ],
    form: { type: 'object', properties: {
      hours: { type: 'number', title: 'Hours', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
      date: { type: 'string', title: 'Date', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
    } },
    flow: {
      version: 1,
      root: {
        type: 'start', id: 'start', name: 'Initiator', initiatorsMode: 'everyone', initiators: [], fieldPermissions: {},
        next: {
          type: 'route', id: 'byHours', name: 'By hours',
          branches: [
            { id: 'long', name: 'Over 8 hours', priority: 1,
              conditionGroups: [{ relation: 'and', conditions: [{ field: 'hours', op: 'gt', value: 8 }] }],
              child: approver('managers', 'Managers', ['bob', 'carol'], { kind: 'countersign', percent: 50 }) },
            { id: 'short', name: 'Otherwise', priority: 2, default: true, conditionGroups: [],
              child: approver('lead', 'Team lead', ['dave'], { kind: 'orSign' }) },
          ],
          next: { type: 'cc', id: 'ccHr', name: 'CC HR', recipients: [{ kind: 'users', userIds: ['erin'] }], fieldPermissions: {}, next: null },
        },
      },
    },
  };
}

describe.each(databases())('flow simulation ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const simulate = (body: unknown, token = admin) => h.post('/api/fn/design/simulate', body, { token, lang: 'en-US' });
  const names = (step: any) => step.people.map((p: any) => p.name);

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('takes the branch above 8 hours: a countersign of two users, then the CC', async () => {
    const res = await simulate({ function: overtime(), values: { hours: 10 }, initiator: 'alice' });
    expect(res.code).toBe(0);
    const { steps, result } = res.data;
    expect(result).toBe('end');
    expect(steps.map((s: any) => [s.nodeId, s.type])).toEqual([['start', 'start'], ['byHours', 'route'], ['managers', 'approver'], ['ccHr', 'cc']]);
    expect(names(steps[0])).toEqual(['Alice Staff']);
    expect(steps[1].branch).toEqual({ id: 'long', name: 'Over 8 hours' });
    expect(steps[2]).toMatchObject({ name: 'Managers', method: 'countersign:50' });
    expect(names(steps[2])).toEqual(['Bob Approver', 'Carol Approver']);
    expect(names(steps[3])).toEqual(['Erin Approver']);
  });

  it('takes the default branch otherwise: an or-sign', async () => {
    const { data } = await simulate({ function: overtime(), values: { hours: 8 }, initiator: 'alice' });
    expect(data.steps[1].branch.id).toBe('short');
    expect(data.steps[2]).toMatchObject({ nodeId: 'lead', method: 'orSign' });
    expect(names(data.steps[2])).toEqual(['Dave Approver']);
  });

  it('applies skip rules, supervisors and the empty-approver policy', async () => {
    const fn = overtime();
    const short = fn.flow.root.next.branches[1];
    short.child = approver('boss', 'Supervisor', [], { kind: 'orSign' }, {
      approvers: [{ kind: 'supervisor', level: 1 }],
      skipRules: [{ relation: 'and', conditions: [{ field: 'hours', op: 'lte', value: 1 }] }],
      next: approver('nobody', 'Nobody', ['mallory'], { kind: 'orSign' }, { emptyApprover: 'autoPass' }),
    });
    const { data } = await simulate({ function: fn, values: { hours: 4 }, initiator: 'alice' });
    expect(data.steps.map((s: any) => s.nodeId)).toEqual(['start', 'byHours', 'boss', 'nobody', 'ccHr']);
    expect(names(data.steps[2])).toEqual(['Bob Approver']);
    expect(data.steps[3]).toMatchObject({ skipped: true, note: 'emptyAutoPass', people: [] });
    const skipped = await simulate({ function: fn, values: { hours: 1 }, initiator: 'alice' });
    expect(skipped.data.steps[2]).toMatchObject({ nodeId: 'boss', skipped: true, note: 'skipRule' });
  });

  it('keeps tenants apart: a globex admin resolves no acme user', async () => {
    const gadmin = await h.token('gadmin');
    const res = await simulate({ function: overtime(), values: { hours: 10 } }, gadmin);
    expect(res.code).toBe(0);
    const managers = res.data.steps.find((s: any) => s.nodeId === 'managers');
    // bob and carol are not globex members: nobody resolves, the node goes to the administrator.
    expect(managers).toMatchObject({ note: 'emptyToAdmin' });
    expect(names(managers)).toEqual(['Ada Admin', 'Grace Globex Admin']);
    expect(res.data.steps.find((s: any) => s.nodeId === 'ccHr').people).toEqual([]);
    // Numeric ids of another tenant's users do not resolve either.
    const users = await h.post('/api/admin/user/queryUserList', { current: 1, size: 50 }, { token: admin });
    const bobId = String(users.data.records.find((u: any) => u.userName === 'bob').id);
    const byId = overtime();
    byId.flow.root.next.branches[0].child.approvers = [{ kind: 'users', userIds: [bobId] }];
    expect(names((await simulate({ function: byId, values: { hours: 10 } })).data.steps[2])).toEqual(['Bob Approver']);
    expect((await simulate({ function: byId, values: { hours: 10 } }, gadmin)).data.steps[2].note).toBe('emptyToAdmin');
    expect((await simulate({ function: overtime(), values: { hours: 10 }, initiator: 'alice' }, gadmin)).code).toBe(14);
  });

  it('refuses an unfinished flow, a function without one, and non-administrators', async () => {
    const fn = overtime();
    fn.flow.root.next.branches[0].conditionGroups = [];
    const res = await simulate({ function: fn, values: {} });
    expect(res.code).toBe(14);
    expect(res.data.nodes).toEqual(['long']);
    expect(res.data.reqFieldErrorList[0].fields).toBe('/flow/root/next/branches/0/conditionGroups');
    const { flow, ...noFlow } = overtime();
    expect(flow).toBeDefined();
    expect((await simulate({ function: noFlow })).code).toBe(14);
    expect((await simulate({ function: overtime(), values: { hours: 10 }, initiator: 'nobody-here' })).code).toBe(14);
    expect((await simulate({ function: overtime(), values: { hours: 10 } }, await h.token('alice'))).code).toBe(403);
  });
});

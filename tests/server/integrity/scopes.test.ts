import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { reimbursement } from '../support/fixtures';
import { approver, start } from '../workflow/fixtures/flows-pack';
import { createFlowHarness, type FlowHarness } from '../workflow/support';
import { exportRows, recordIn, SECRET } from './support';

const ACCOUNT = '6222 0000 1111 2222';

describe.each(databases())('records keep their integrity: data scopes and task access ($name)', (target) => {
  let f: FlowHarness;
  let roles: Record<string, number>;
  const ids = async (user: 'frank' | 'carol' | 'dave' | 'erin' | 'bob', fn = 'steps') =>
    (await f.as(user, `/api/fn/${fn}/page`, { current: 1, size: 50 })).data.records.map((r: { id: number }) => r.id);

  beforeAll(async () => {
    f = await createFlowHarness(target);
    const rows = await f.h.db.selectFrom('roles').select(['id', 'code']).where('tenant_id', '=', 'acme').execute();
    roles = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  });
  afterAll(async () => { await f?.h.close(); });

  it('roles grant scopes per function and action through the role API; the defaults apply otherwise', async () => {
    const { id } = await recordIn(f, 'draft', 'scoped');
    const before = await f.as('admin', '/api/sys/role/getDataScopes', { roleId: roles.staff, functionCode: 'steps' });
    expect(before.data.scopes).toEqual({
      view: ['own', 'involved'], create: ['own'], edit: ['own'], delete: ['own'], export: ['own', 'involved'], import: ['own'],
    });
    expect(before.data.defaults).toHaveLength(6);
    expect(await ids('frank')).not.toContain(id);

    const set = await f.as('admin', '/api/sys/role/setDataScopes', { roleId: roles.staff, functionCode: 'steps', scopes: { view: ['all'] } });
    expect(set.code, set.msg).toBe(0);
    expect(set.data.scopes.view).toEqual(['all']);
    expect(await ids('frank')).toContain(id);
    expect((await f.as('frank', '/api/fn/steps/detail', { id })).code).toBe(0);
    // Viewing all is not editing all.
    expect((await f.as('frank', '/api/fn/steps/save', { id, data: { title: 'mine now' } })).code).toBe(404);

    // Department: the departments tree, not the supervisor chain (alice -> bob -> carol).
    // head office > sales > sales east (alice, erin); head office > plant (carol); frank has none.
    const dept = async (name: string, parentId: number | null) => (await f.h.db.insertInto('departments')
      .values({ tenant_id: 'acme', parent_id: parentId, name, manager_id: null, sort: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    const place = (user: 'alice' | 'bob' | 'carol' | 'dave' | 'erin', departmentId: number) => f.h.db.updateTable('user_tenants')
      .set({ department_id: departmentId }).where('tenant_id', '=', 'acme').where('user_id', '=', f.ids[user]).execute();
    const head = await dept('head office', null);
    const sales = await dept('sales', head);
    const east = await dept('sales east', sales);
    const plant = await dept('plant', head);
    // Another company's department of the same shape reaches nothing here.
    await f.h.db.insertInto('departments').values({ tenant_id: 'globex', parent_id: null, name: 'globex', manager_id: null, sort: 0 }).execute();
    await place('alice', east); await place('erin', east); await place('dave', sales); await place('carol', plant); await place('bob', head);
    await f.as('admin', '/api/sys/role/setDataScopes', { roleId: roles.staff, functionCode: 'steps', scopes: { view: ['own', 'department'] } });
    expect(await ids('erin')).toContain(id);   // same department, not in alice's supervisor chain
    expect(await ids('dave')).toContain(id);   // the department above
    expect(await ids('bob')).toContain(id);    // the top of the tree
    expect(await ids('carol')).not.toContain(id); // alice's supervisor's supervisor, but a sibling department
    expect(await ids('frank')).not.toContain(id); // no department
    expect((await f.as('erin', '/api/fn/steps/detail', { id })).code).toBe(0);
    expect((await f.as('carol', '/api/fn/steps/detail', { id })).code).toBe(404);
    // erin, copied at a node that hides `secret`, reads it in full through her department (not through the copy).
    const approved = await recordIn(f, 'approved', 'dept-approved');
    expect((await f.as('erin', '/api/fn/steps/detail', { id: approved.id })).data.record.data.secret).toBe(SECRET);
    await f.as('admin', '/api/sys/role/setDataScopes', { roleId: roles.staff, functionCode: 'steps', scopes: { view: ['own', 'involved'] } });
    const viaCopy = await f.as('erin', '/api/fn/steps/detail', { id: approved.id });
    expect(viaCopy.code, viaCopy.msg).toBe(0);
    expect(viaCopy.data.record.data.secret).toBeUndefined();
    await f.h.db.updateTable('user_tenants').set({ department_id: null }).where('tenant_id', '=', 'acme').execute();

    // Bad input: a scope that does not exist, another tenant's or an unknown role, staff calling it.
    expect((await f.as('admin', '/api/sys/role/setDataScopes', { roleId: roles.staff, functionCode: 'steps', scopes: { view: ['everyone'] } })).code).toBe(400);
    expect((await f.as('admin', '/api/sys/role/setDataScopes', { roleId: 999999, functionCode: 'steps', scopes: {} })).code).toBe(404);
    expect((await f.as('alice', '/api/sys/role/getDataScopes', { roleId: roles.staff, functionCode: 'steps' })).code).toBe(403);
    await f.as('admin', '/api/sys/role/setDataScopes', { roleId: roles.staff, functionCode: 'steps', scopes: {} });
    expect(await ids('erin')).not.toContain(id);
  });

  it('a forged id of another user\'s or another tenant\'s record is "not found"', async () => {
    const { id } = await recordIn(f, 'draft', 'forged');
    expect((await f.as('frank', '/api/fn/steps/detail', { id })).code).toBe(404);
    expect((await f.as('frank', '/api/fn/steps/delete', { id })).code).toBe(404);
    const mallory = await f.h.token('mallory');
    expect((await f.h.post('/api/fn/steps/detail', { id }, { token: mallory })).code).toBe(404);
  });

  it('an approver without the function\'s menu reads and acts on their task, with the node\'s field permissions', async () => {
    const saved = await f.as('alice', '/api/fn/reimbursement/save', { data: reimbursement() });
    const sub = await f.as('alice', '/api/fn/reimbursement/submit', { id: saved.data.id });
    const pid = sub.data.processInstanceId;
    // Nobody grants bob's roles the reimbursement menu any more.
    await f.h.db.deleteFrom('role_menus').where('tenant_id', '=', 'acme').where('role_id', 'in', [roles.approver, roles.staff]).execute();
    const id = saved.data.id;
    expect((await f.as('bob', '/api/fn/reimbursement/meta', {})).code).toBe(0);
    const detail = await f.as('bob', '/api/fn/reimbursement/detail', { id });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.record.data.payeeAccount).toBeUndefined();
    expect(JSON.stringify(detail.data)).not.toContain(ACCOUNT);
    const page = await f.as('bob', '/api/fn/reimbursement/page', { current: 1, size: 50 });
    expect(page.data.records.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(JSON.stringify(page.data)).not.toContain(ACCOUNT);
    expect((await f.as('bob', '/api/fn/reimbursement/save', { id, data: reimbursement() })).code).toBe(403);
    expect((await f.as('bob', '/api/bpm/businessProcessDetailV2', { processInstanceId: pid })).code).toBe(0);
    expect((await f.pass('bob', pid)).code).toBe(0);
    // Someone with neither a menu nor a part in the process finds nothing.
    expect((await f.as('dave', '/api/fn/reimbursement/detail', { id })).code).not.toBe(0);
    // ... and without a menu, no process of the function reaches dave: the function is closed to him.
    expect((await f.as('dave', '/api/fn/reimbursement/page', { current: 1, size: 10 })).code).toBe(403);
  });

  it('a sub-table column hidden at the reader\'s node is in no row of the detail, page or process detail; the page is told to hide it', async () => {
    const COST = '424242.17';
    const col = (key: string) => ({ type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: `sc.${key}` },
      properties: { [key]: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' } } });
    const pack = {
      id: 'subcols', version: '1.0.0', name: 'sc.pack',
      menus: [{ code: 'M92000000000000', parent: null, name: 'sc.fn', position: 'LEFT_TREE', sort: 62, function: 'subcols' }],
      functions: [{
        code: 'subcols', name: 'sc.fn', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: false,
        menu: { displayName: 'sc.fn', directory: 'M92000000000000' },
        fields: [{ name: 'sc.title', type: 'text', identifier: 'title' }, { name: 'sc.lines', type: 'subTable', identifier: 'lines' }],
        form: { type: 'object', properties: {
          title: { type: 'string', title: 'sc.title', 'x-decorator': 'FormItem', 'x-component': 'Input' },
          lines: { type: 'array', title: 'sc.lines', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable',
            items: { type: 'object', properties: { c_item: col('item'), c_cost: col('cost') } } },
        } },
        list: { columns: [{ field: 'title', showInList: true }, { field: 'lines', showInList: true }] }, search: [],
        flow: start(approver('check', ['bob'], { fieldPermissions: { 'lines.cost': 'hidden' } }), { fieldPermissions: { title: 'editable', lines: 'editable' } }),
      }],
      locales: { 'en-US': { 'sc.pack': 'Sub-table columns', 'sc.fn': 'Costs', 'sc.title': 'Title', 'sc.lines': 'Lines', 'sc.item': 'Item', 'sc.cost': 'Cost' } },
    };
    const installed = await f.as('admin', '/api/pack/install', { pack });
    expect(installed.code, installed.msg).toBe(0);
    const saved = await f.as('alice', '/api/fn/subcols/save', { data: { title: 'costs', lines: [{ item: 'desk', cost: COST }, { item: 'lamp', cost: COST }] } });
    expect(saved.code, saved.msg).toBe(0);
    const id = saved.data.id;
    const sub = await f.as('alice', '/api/fn/subcols/submit', { id });
    expect(sub.code, sub.msg).toBe(0);

    const detail = await f.as('bob', '/api/fn/subcols/detail', { id });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.record.data.lines).toEqual([{ item: 'desk' }, { item: 'lamp' }]);
    expect(detail.data.fieldPermissions['lines.cost']).toBe('hidden');
    expect(JSON.stringify(detail.data)).not.toContain(COST);
    const page = await f.as('bob', '/api/fn/subcols/page', { current: 1, size: 50 });
    expect(page.data.records.map((r: { id: number }) => r.id)).toContain(id);
    expect(JSON.stringify(page.data)).not.toContain(COST);
    expect(JSON.stringify(await exportRows(f, 'bob', 'subcols'))).not.toContain(COST);
    const process = await f.as('bob', '/api/bpm/businessProcessDetailV2', { processInstanceId: sub.data.processInstanceId });
    expect(process.code, process.msg).toBe(0);
    expect(JSON.stringify(process.data)).not.toContain(COST);
    // The initiator reads her own record whole.
    expect(JSON.stringify((await f.as('alice', '/api/fn/subcols/detail', { id })).data.record.data)).toContain(COST);
  });
});

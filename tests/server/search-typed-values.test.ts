import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack } from '@engine';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/** A function whose searchable values are typed in JSON: a user id (number) and a switch (boolean). */
function assignmentsPack(): Pack {
  return {
    id: 'assignments', version: '1.0.0', name: 'Assignments',
    menus: [{ code: 'M43000000000000', parent: null, name: 'Assignments', position: 'LEFT_TREE', sort: 43, function: 'assignment' }],
    roles: [{ code: 'staff', name: 'Staff', menus: ['M43000000000000'] }],
    functions: [{
      code: 'assignment', name: 'Assignment', businessType: 'office', formType: 'standard', displayStyle: 'list',
      permissionRequired: true, menu: { displayName: 'Assignments', directory: 'M43000000000000' },
      fields: [
        { name: 'Title', type: 'text', identifier: 'title', searchable: true },
        { name: 'Owner', type: 'user', identifier: 'owner', searchable: true },
        { name: 'Urgent', type: 'switch', identifier: 'urgent', searchable: true },
      ],
      form: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'Title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
          owner: { type: 'number', title: 'Owner', 'x-decorator': 'FormItem', 'x-component': 'UserPicker' },
          urgent: { type: 'boolean', title: 'Urgent', 'x-decorator': 'FormItem', 'x-component': 'Switch' },
        },
      },
      list: { columns: [{ field: 'title', showInList: true }] },
      search: [{ field: 'owner', rule: 'exact' }, { field: 'urgent', rule: 'exact' }],
    }],
  };
}

describe.each(databases())('exact search on typed values ($name)', (target) => {
  let h: Harness;
  let alice: string;
  let ids: { bob: number; carol: number };
  const titles = async (filters: Record<string, unknown>) => {
    const res = await h.post('/api/fn/assignment/page', { current: 1, size: 10, filters }, { token: alice });
    expect(res.code).toBe(0);
    return res.data.records.map((r: { data: { title: string } }) => r.data.title).sort();
  };

  beforeAll(async () => {
    h = await createHarness(target);
    const admin = await h.token('admin');
    alice = await h.token('alice');
    expect((await h.post('/api/pack/install', { pack: assignmentsPack() }, { token: admin })).code).toBe(0);
    const users = await h.post('/api/admin/user/queryUserList', { current: 1, size: 50 }, { token: alice });
    const idOf = (name: string) => Number(users.data.records.find((u: { userName: string }) => u.userName === name).id);
    ids = { bob: idOf('bob'), carol: idOf('carol') };
    for (const [title, owner, urgent] of [['A', ids.bob, true], ['B', ids.bob, false], ['C', ids.carol, true]] as const) {
      const res = await h.post('/api/fn/assignment/save', { data: { title, owner, urgent } }, { token: alice });
      expect(res.code).toBe(0);
    }
  });
  afterAll(async () => { await h?.close(); });

  it('finds records by a user id sent as text or as a number', async () => {
    expect(await titles({ owner: String(ids.bob) })).toEqual(['A', 'B']);
    expect(await titles({ owner: ids.carol })).toEqual(['C']);
  });

  it('finds records by a yes/no value and combines it with the user', async () => {
    expect(await titles({ urgent: 'true' })).toEqual(['A', 'C']);
    expect(await titles({ urgent: 'false' })).toEqual(['B']);
    expect(await titles({ urgent: 'true', owner: String(ids.bob) })).toEqual(['A']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack } from '@engine';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

/** A function with a checkbox (a JSON list of options) searched by one option, and a sub-table searched by text inside it. */
function tripsPack(): Pack {
  return {
    id: 'trips', version: '1.0.0', name: 'Trips',
    menus: [{ code: 'M44000000000000', parent: null, name: 'Trips', position: 'LEFT_TREE', sort: 44, function: 'trip' }],
    roles: [{ code: 'staff', name: 'Staff', menus: ['M44000000000000'] }],
    functions: [{
      code: 'trip', name: 'Trip', businessType: 'office', formType: 'standard', displayStyle: 'list',
      permissionRequired: true, menu: { displayName: 'Trips', directory: 'M44000000000000' },
      fields: [
        { name: 'Title', type: 'text', identifier: 'title', searchable: true },
        { name: 'Transport', type: 'checkbox', identifier: 'transport', searchable: true },
        { name: 'Stops', type: 'subTable', identifier: 'stops', searchable: true },
      ],
      form: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'Title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
          transport: {
            type: 'array', title: 'Transport', 'x-decorator': 'FormItem', 'x-component': 'Checkbox.Group',
            enum: [{ label: 'Train', value: 'train' }, { label: 'Plane', value: 'plane' }, { label: 'Car', value: 'car' }],
          },
          stops: {
            type: 'array', title: 'Stops', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable',
            items: { type: 'object', properties: { city: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' } } },
          },
        },
      },
      list: { columns: [{ field: 'title', showInList: true }] },
      search: [{ field: 'transport', rule: 'exact' }, { field: 'stops', rule: 'fuzzy' }],
    }],
  };
}

describe.each(databases())('search on multi-value fields ($name)', (target) => {
  let h: Harness;
  let alice: string;
  const titles = async (filters: Record<string, unknown>) => {
    const res = await h.post('/api/fn/trip/page', { current: 1, size: 10, filters }, { token: alice });
    expect(res.code).toBe(0);
    return res.data.records.map((r: { data: { title: string } }) => r.data.title).sort();
  };

  beforeAll(async () => {
    h = await createHarness(target);
    const admin = await h.token('admin');
    alice = await h.token('alice');
    expect((await h.post('/api/pack/install', { pack: tripsPack() }, { token: admin })).code).toBe(0);
    const rows: [string, string[], string[]][] = [['A', ['train', 'car'], ['Kazan']], ['B', ['plane'], ['Omsk', 'Tomsk']], ['C', ['car'], []]];
    for (const [title, transport, cities] of rows) {
      const res = await h.post('/api/fn/trip/save', { data: { title, transport, stops: cities.map((city) => ({ city })) } }, { token: alice });
      expect(res.code).toBe(0);
    }
  });
  afterAll(async () => { await h?.close(); });

  it('finds a checkbox record by one of its chosen options', async () => {
    expect(await titles({ transport: 'car' })).toEqual(['A', 'C']);
    expect(await titles({ transport: 'plane' })).toEqual(['B']);
    expect(await titles({ transport: 'ship' })).toEqual([]);
  });

  it('finds a sub-table record by text in its rows', async () => {
    expect(await titles({ stops: 'omsk' })).toEqual(['B']);
    expect(await titles({ stops: 'Kaz' })).toEqual(['A']);
  });
});

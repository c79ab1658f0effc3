import { describe, expect, it } from 'vitest';
import { validatePack } from '@engine';

/** A pack with one function (a user field `person`, a text field `note`) behind one menu, and a role. */
function pack(o: { ownerField?: string; buttons?: Record<string, unknown> } = {}) {
  return {
    id: 'ow', version: '1.0.0', name: 'Owner',
    menus: [
      { code: 'M99000000000000', parent: null, name: 'Group', position: 'LEFT_TREE', sort: 1 },
      { code: 'S99010000000000', parent: 'M99000000000000', name: 'Mine', position: 'LEFT_TREE', sort: 1, function: 'ow' },
    ],
    functions: [{
      code: 'ow', name: 'Owner', businessType: 'b', formType: 'f', displayStyle: 'list', permissionRequired: true,
      menu: { displayName: 'Mine', directory: 'M99000000000000' },
      fields: [{ name: 'Person', type: 'user', identifier: 'person' }, { name: 'Note', type: 'text', identifier: 'note' }],
      form: { type: 'object', properties: {
        person: { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'UserPicker' },
        note: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      } },
      list: { columns: [] }, search: [],
      ...(o.ownerField === undefined ? {} : { ownerField: o.ownerField }),
    }],
    roles: [{ code: 'staff', name: 'Staff', menus: ['M99000000000000', 'S99010000000000'], ...(o.buttons ? { buttons: o.buttons } : {}) }],
  };
}

describe('ownerField and role buttons in a pack', () => {
  it('accepts a user field as the owner and buttons on the role\'s own menus', () => {
    expect(validatePack(pack({ ownerField: 'person', buttons: { S99010000000000: ['export'] } }))).toEqual([]);
    expect(validatePack(pack({ buttons: { S99010000000000: [] } }))).toEqual([]);
  });

  it('refuses an owner field that is no user field', () => {
    expect(validatePack(pack({ ownerField: 'note' }))).toEqual([{ path: '/functions/0/ownerField', message: '"note" is not a user field' }]);
    expect(validatePack(pack({ ownerField: 'nobody' })).map((p) => p.path)).toEqual(['/functions/0/ownerField']);
  });

  it('refuses buttons on a menu the role does not get, and unknown buttons', () => {
    const other = validatePack({ ...pack(), roles: [{ code: 'staff', name: 'Staff', menus: ['M99000000000000'], buttons: { S99010000000000: ['export'] } }] });
    expect(other).toEqual([{ path: '/roles/0/buttons/S99010000000000', message: 'menu "S99010000000000" is not one of the role\'s menus' }]);
    expect(validatePack(pack({ buttons: { S99010000000000: ['approve'] } })).length).toBeGreaterThan(0);
  });
});

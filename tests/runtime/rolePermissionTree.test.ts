import { describe, expect, it } from 'vitest';
import { checkedLeaves, toPermissions } from '../../runtime/system-management/components/rolePermissionTree';

const button = (menu: string, b: string) => ({ key: `${menu}#${b}`, code: `${menu}#${b}`, title: b, button: b, children: [] });
const tree = [
  { key: 'M1', code: 'M1', title: 'Expenses', children: [
    { key: 'S1', code: 'S1', title: 'Claims', children: ['view', 'create', 'export'].map((b) => button('S1', b)) },
  ] },
  { key: 'M9', code: 'M9', title: 'Settings', children: [{ key: 'S9', code: 'S9', title: 'Users', children: [] }] },
];

describe('role permission tree', () => {
  it('grants the menus above checked buttons and saves the buttons without view', () => {
    expect(toPermissions(tree, ['S1#view', 'S1#export'])).toEqual([{ menuCode: 'S1', buttons: ['export'] }, { menuCode: 'M1' }]);
    expect(toPermissions(tree, ['S1#view'])).toEqual([{ menuCode: 'S1', buttons: [] }, { menuCode: 'M1' }]);
    expect(toPermissions(tree, ['S9'])).toEqual([{ menuCode: 'S9' }, { menuCode: 'M9' }]);
    expect(toPermissions(tree, [])).toEqual([]);
  });

  it('hands the tree only its leaves, so a half-granted menu shows half-checked', () => {
    expect(checkedLeaves(tree, ['M1', 'S1', 'S1#view', 'S1#create', 'M9', 'S9'])).toEqual(['S1#view', 'S1#create', 'S9']);
  });
});

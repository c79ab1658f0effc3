import { post } from '../request';

export type Names = Partial<Record<'zh-CN' | 'zh-TW' | 'en-US' | 'ru-RU', string>>;
export interface Page<T> { records: T[]; total: number }

export interface Member {
  id: number; userName: string; fullName: string; mobilePhone: string | null; departmentId: number | null; postId: number | null;
  supervisor1Id: number | null; supervisor2Id: number | null; disabled: boolean; roleIds: number[];
}
export interface MemberInput {
  id?: number; userName?: string; fullName: string; mobilePhone: string; password?: string; departmentId?: number | null;
  postId?: number | null; supervisor1Id?: number | null; supervisor2Id?: number | null; roleIds?: number[];
}
export interface PersonOption { id: number; userName: string; fullName: string; disabled: boolean }
export interface Role { id: number; code: string; name: string }
/** A menu of the permission tree, or one of its buttons (`button` set, key `<menu>#<button>`). */
export interface PermissionNode { key: string; code: string; title: string; button?: string; children: PermissionNode[] }
/** A menu a role grants and the buttons on it (left out: every button). */
export interface MenuPermission { menuCode: string; buttons?: string[] }
export interface Department { id: number; parentId: number | null; name: string; managerId: number | null; sort: number; memberCount: number }
export interface Post { id: number; code: string; name: string; sort: number; memberCount: number }
export interface MenuItem {
  code: string; parentCode: string | null; names: Names | null; icon: string | null; frontPath: string | null; position: string;
  sort: number; hidden: boolean; title: string; functionCode: string | null; source: 'system' | 'pack' | 'company';
}
export interface MenuInput {
  code: string; create?: boolean; parentCode: string | null; names: Names; icon: string | null; frontPath: string | null;
  position: string; sort: number; hidden: boolean;
}
export interface DictType { id: number | null; code: string; names: Names; name: string; tree: boolean; enabled: boolean; sort: number; source: 'company' | 'pack' }
export interface DictItem { id: number; typeId: number; parentId: number | null; code: string; names: Names; name: string; enabled: boolean; sort: number }
export interface LogEntry {
  id: number; userId: number; userName: string; area: string; action: string; target: string; before: unknown; after: unknown; at: number;
}

/** The system-settings calls (server/admin). */
export const settingsApi = {
  userPage: (q: { current: number; size: number; keyword?: string; departmentId?: number }) => post<Page<Member>>('/api/sys/user/getSysUserPage', q),
  userList: () => post<PersonOption[]>('/api/sys/user/getSysUserList', {}),
  saveUser: (u: MemberInput) => post<{ id: number }>('/api/sys/user/saveSysUser', u),
  invite: (mobilePhone: string) => post<{ id: number }>('/api/sys/user/inviteByMobile', { mobilePhone }),
  setDisabled: (id: number, disabled: boolean) => post('/api/sys/user/setDisabled', { id, disabled }),
  resetPassword: (id: number, password: string) => post(`/api/sys/user/resetPwd?id=${id}`, { password }),

  roles: () => post<Page<Role>>('/api/sys/role/getSysRolePage', { current: 1, size: 200 }),
  saveRole: (r: { id?: number; code: string; name: string }) => post<{ id: number }>('/api/sys/role/saveSysRole', r),
  deleteRole: (id: number) => post(`/api/sys/role/deleteSysRoleById?id=${id}`, {}),
  roleUsers: (roleId: number) => post<PersonOption[]>(`/api/sys/role/getRoleUsers?roleId=${roleId}`, {}),
  addUsers: (roleId: number, userIds: number[]) => post('/api/sys/role/addUserToRole', { roleId, userIds }),
  removeUsers: (roleId: number, userIds: number[]) => post('/api/sys/role/removeUserToRole', { roleId, userIds }),
  permissionTree: (roleId: number) => post<{ tree: PermissionNode[]; checked: string[]; isAdmin: boolean }>(`/api/sys/role/getDefinedPermissionsTree?roleId=${roleId}`, {}),
  saveRoleMenus: (roleId: number, menuCodes: string[]) => post('/api/sys/role/saveRoleMenus', { roleId, menuCodes }),
  saveRolePermissions: (roleId: number, permissions: MenuPermission[]) => post('/api/sys/role/saveRoleFuncPermissionByRoleId', { roleId, permissions }),

  departments: () => post<Department[]>('/api/sys/dept/list', {}),
  saveDepartment: (d: { id?: number; parentId: number | null; name: string; managerId: number | null; sort: number }) =>
    post<{ id: number }>('/api/sys/dept/save', d),
  deleteDepartment: (id: number) => post('/api/sys/dept/delete', { id }),
  posts: () => post<Post[]>('/api/sys/post/list', {}),
  savePost: (p: { id?: number; code: string; name: string; sort: number }) => post<{ id: number }>('/api/sys/post/save', p),
  deletePost: (id: number) => post('/api/sys/post/delete', { id }),

  menus: () => post<MenuItem[]>('/api/sys/menu/list', {}),
  saveMenu: (m: MenuInput) => post('/api/sys/menu/save', m),
  moveMenus: (moves: { code: string; parentCode: string | null; sort: number }[]) => post('/api/sys/menu/move', { moves }),
  deleteMenu: (code: string) => post('/api/sys/menu/delete', { code }),

  dictTypes: () => post<DictType[]>('/api/sys/dict/types', {}),
  customiseDict: (code: string) => post<{ id: number }>('/api/sys/dict/customise', { code }),
  saveDictType: (t: { id?: number; code: string; names: Names; tree: boolean; enabled: boolean; sort: number }) =>
    post<{ id: number }>('/api/sys/dict/saveType', t),
  deleteDictType: (id: number) => post('/api/sys/dict/deleteType', { id }),
  dictItems: (typeId: number) => post<DictItem[]>('/api/sys/dict/items', { typeId }),
  saveDictItem: (i: { id?: number; typeId: number; parentId: number | null; code: string; names: Names; enabled: boolean; sort: number }) =>
    post<{ id: number }>('/api/sys/dict/saveItem', i),
  deleteDictItem: (id: number) => post('/api/sys/dict/deleteItem', { id }),

  log: (q: { current: number; size: number; area?: string; keyword?: string; from?: number; to?: number }) => post<Page<LogEntry>>('/api/sysOplog/page', q),
};

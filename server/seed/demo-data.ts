/** The demo data of docs/contract.md: two tenants, ten users, four roles per tenant. */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_TENANTS = [
  { id: 'acme', corpName: 'Acme Ltd' },
  { id: 'globex', corpName: 'Globex Corp' },
];

export const DEMO_ROLES = [
  { code: 'admin', name: 'roles.admin' },
  { code: 'staff', name: 'roles.staff' },
  { code: 'approver', name: 'roles.approver' },
  { code: 'finance', name: 'roles.finance' },
];

export interface DemoUser {
  userName: string;
  fullName: string;
  mobilePhone: string;
  /** Roles by tenant; the first tenant is the user's default. */
  roles: Record<string, string[]>;
  supervisor?: string;
}

export const DEMO_USERS: DemoUser[] = [
  { userName: 'admin', fullName: 'Ada Admin', mobilePhone: '13800000001', roles: { acme: ['admin'], globex: ['admin'] } },
  { userName: 'alice', fullName: 'Alice Staff', mobilePhone: '13800000002', roles: { acme: ['staff'] }, supervisor: 'bob' },
  { userName: 'bob', fullName: 'Bob Approver', mobilePhone: '13800000003', roles: { acme: ['approver', 'staff'] }, supervisor: 'carol' },
  { userName: 'carol', fullName: 'Carol Approver', mobilePhone: '13800000004', roles: { acme: ['approver', 'staff'] } },
  { userName: 'dave', fullName: 'Dave Approver', mobilePhone: '13800000005', roles: { acme: ['approver', 'staff'] } },
  { userName: 'erin', fullName: 'Erin Approver', mobilePhone: '13800000006', roles: { acme: ['approver', 'staff'] } },
  { userName: 'frank', fullName: 'Frank Approver', mobilePhone: '13800000007', roles: { acme: ['approver', 'staff'] } },
  { userName: 'finance', fullName: 'Fiona Finance', mobilePhone: '13800000008', roles: { acme: ['finance'] } },
  { userName: 'mallory', fullName: 'Mallory Staff', mobilePhone: '13900000001', roles: { globex: ['staff'] } },
  { userName: 'gadmin', fullName: 'Grace Globex Admin', mobilePhone: '13900000002', roles: { globex: ['admin'] } },
];

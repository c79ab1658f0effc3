import type { TenantData } from '../data';
import { errors } from '../errors';
import { ADMIN_ROLE } from '../menus';
import type { Problem } from './guard';

export interface MemberLinks {
  departmentId?: number | null;
  postId?: number | null;
  supervisor1Id?: number | null;
  supervisor2Id?: number | null;
  roleIds?: number[];
}

/** Department, post, supervisors and roles must be this company's (code 14 on the field otherwise). */
export async function checkLinks(data: TenantData, userId: number | undefined, l: MemberLinks): Promise<Problem[]> {
  const problems: Problem[] = [];
  const unknown = (field: string) => problems.push({ field, key: 'settingsRule.unknown' });
  if (l.departmentId && !(await data.settings.org.getDepartment(l.departmentId))) unknown('departmentId');
  if (l.postId && !(await data.settings.org.getPost(l.postId))) unknown('postId');
  for (const field of ['supervisor1Id', 'supervisor2Id'] as const) {
    const id = l[field];
    if (id && (id === userId || !(await data.users.getMember(id)))) unknown(field);
  }
  for (const roleId of l.roleIds ?? []) {
    if (!(await data.settings.roles.get(roleId))) {
      unknown('roleIds');
      break;
    }
  }
  return problems;
}

/** Refuses a change that would leave the company without an enabled administrator. */
export async function guardLastAdmin(data: TenantData, losing: number[]): Promise<void> {
  const admin = await data.settings.roles.findByCode(ADMIN_ROLE);
  if (!admin) return;
  const admins = await data.settings.members.enabledWithRole(admin.id);
  if (admins.length && admins.every((id) => losing.includes(id))) throw errors.lastAdministrator();
}

/** The administrator role's id, if the company has one. */
export async function adminRoleId(data: TenantData): Promise<number | undefined> {
  return (await data.settings.roles.findByCode(ADMIN_ROLE))?.id;
}

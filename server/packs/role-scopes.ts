import type { TenantData } from '../data';
import type { PackRole } from '../engine';

/**
 * Gives a pack role the data scopes the pack declares (`roles[].scopes`), per
 * function and action: a register every clerk reads (`{"view": ["all"]}`)
 * says so in the pack. The declared actions replace the role's scopes on that
 * function on every install; functions the pack does not mention keep theirs.
 */
export async function applyRoleScopes(t: TenantData, roleId: number, role: PackRole): Promise<void> {
  for (const [fnCode, byAction] of Object.entries(role.scopes ?? {})) {
    const grants = Object.entries(byAction ?? {}).flatMap(([action, kinds]) => (kinds ?? []).map((scope) => ({ action, scope })));
    await t.scopes.replace(roleId, fnCode, grants);
  }
}

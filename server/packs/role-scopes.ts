import type { TenantData } from '../data';
import type { Pack } from '../engine';

/**
 * Gives the pack's roles the data scopes the pack declares (`roles[].scopes`),
 * function by function, where the tenant has set none for that role and
 * function yet: a fresh install gets the pack's defaults (an asset register
 * every staff member may read), an upgrade never overrides an administrator's
 * later choice.
 */
export async function applyRoleScopes(t: TenantData, pack: Pack): Promise<void> {
  for (const role of pack.roles ?? []) {
    if (!role.scopes) continue;
    const roleId = await t.users.ensureRole(role.code, role.name);
    for (const [fnCode, byAction] of Object.entries(role.scopes)) {
      if ((await t.scopes.ofRole(roleId, fnCode)).length) continue;
      const grants = Object.entries(byAction).flatMap(([action, reach]) => (reach ?? []).map((scope) => ({ action, scope })));
      await t.scopes.replace(roleId, fnCode, grants);
    }
  }
}

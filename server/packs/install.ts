import { functionRollupSpecs, type DataAccess, type TenantData } from '../data';
import { dashboardFunction, type Pack, type PackFunction } from '../engine';
import { errors } from '../errors';
import { ADMIN_ROLE } from '../menus';
import { checkPack, compareVersions } from './check';
import { indexedFields } from './indexed-fields';
import { aggregateIndexSpecs } from './aggregate-specs';
import { applyRoleScopes } from './role-scopes';

/** The route of a dashboard's menu: `/dashboard/<function>/<dashboard>` (server/dashboards). */
function dashboardMenuPath(pack: Pack, code: string): string {
  return `/dashboard/${dashboardFunction(pack, code)!.code}/${code}`;
}

export interface InstallResult {
  packId: string;
  /** The pack's own version string. */
  version: string;
  functions: string[];
  /** The function version each function now has (1 on first install). */
  functionVersions: Record<string, number>;
}

async function installFunction(t: TenantData, pack: Pack, packRowId: number, fn: PackFunction, now: number): Promise<number> {
  const existing = await t.packs.findFunction(fn.code);
  if (existing && existing.pack_id !== packRowId) throw errors.conflict();
  const fnId = existing?.id ?? (await t.packs.insertFunction({ code: fn.code, packId: packRowId, now }));
  const version = (existing?.current_version ?? 0) + 1;
  await t.packs.addFunctionVersion({
    fnId, version, packId: packRowId, packVersion: pack.version, definition: fn,
    lookups: pack.lookups ?? {}, locales: pack.locales ?? {}, now,
  });
  await t.ensureFieldIndexes(fnId, indexedFields(fn));
  await t.ensureAggregateIndexes(fnId, aggregateIndexSpecs(fn));
  await t.ensureRollups(fnId, functionRollupSpecs(fn));
  return version;
}

async function installMenusAndRoles(t: TenantData, pack: Pack, packRowId: number): Promise<void> {
  
  // Two packs shipping one function menu code would silently re-point each other's menus
  // (a directory may be shared: a function exported from the designer brings its directory).
  const functionMenus = pack.menus.filter((m) => m.function).map((m) => m.code);
  if ((await t.menus.menusOfOtherPacks(functionMenus, packRowId)).length) throw errors.conflict();
  for (const m of pack.menus) {
    await t.menus.upsertMenu({
      code: m.code, parentCode: m.parent ?? null, name: m.name, icon: m.icon ?? null,
      position: m.position, sort: m.sort, functionCode: m.function ?? null,
      frontPath: m.dashboard ? dashboardMenuPath(pack, m.dashboard) : m.path,
      view: m.view ? JSON.stringify(m.view) : null,
    }, packRowId);
  }
  await t.menus.deletePackMenusExcept(packRowId, pack.menus.map((m) => m.code));
  for (const role of pack.roles ?? []) {
    const roleId = await t.users.ensureRole(role.code, role.name);
    await t.menus.grantMenus(roleId, role.menus, role.buttons);
  }
  // The enterprise administrator always gets every menu a pack brings.
  const adminId = await t.users.ensureRole(ADMIN_ROLE, 'roles.admin');
  await t.menus.grantMenus(adminId, pack.menus.map((m) => m.code));
}

/**
 * Installs or upgrades a pack in one tenant, all in one transaction: pack row,
 * functions, a new immutable version per function (with its field indexes),
 * menus, lookups and role grants. Invalid packs answer code 14 and write nothing.
 */
export async function installPack(data: DataAccess, tenantId: string, pack: unknown, now = Date.now()): Promise<InstallResult> {
  const problems = checkPack(pack);
  if (problems.length) throw errors.packInvalid({ reqFieldErrorList: problems, reqFormatErrorList: [] });
  const p = pack as Pack;
  return data.transaction(async (tx) => {
    const t = tx.forTenant(tenantId);
    const existing = await t.packs.findPack(p.id);
    if (existing && compareVersions(existing.version, p.version) > 0) throw errors.packDowngrade(existing.version, p.version);
    const packRowId = existing?.id ?? (await t.packs.insertPack({ key: p.id, version: p.version, name: p.name, locales: p.locales, now }));
    if (existing) await t.packs.updatePack(existing.id, { version: p.version, name: p.name, locales: p.locales, now });
    const functionVersions: Record<string, number> = {};
    for (const fn of p.functions) functionVersions[fn.code] = await installFunction(t, p, packRowId, fn, now);
    for (const [kind, group] of [['enum', p.lookups?.enums], ['dict', p.lookups?.dicts]] as const) {
      for (const [code, items] of Object.entries(group ?? {})) await t.packs.upsertLookup({ kind, code, items, packId: packRowId });
    }
    await installMenusAndRoles(t, p, packRowId);
    await applyRoleScopes(t, p);
    return { packId: p.id, version: p.version, functions: p.functions.map((f) => f.code), functionVersions };
  });
}

import type { DataAccess, MenuRow } from '../data';
import type { Pack, PackFunction } from '../engine';

type PackMenu = Pack['menus'][number];

/** What a tenant holds of a pack now: what an upgrade would replace. */
export interface InstalledPack {
  version: string;
  /** The current version of each function the pack installed. */
  functions: PackFunction[];
  menus: PackMenu[];
}

function toPackMenu(m: MenuRow): PackMenu {
  return {
    code: m.code, parent: m.parent_code, name: m.name, icon: m.icon ?? undefined,
    position: m.position as PackMenu['position'], sort: m.sort, function: m.function_code ?? undefined,
  };
}

/** Reads a tenant's installed copy of a pack, or undefined when the tenant does not have it. */
export async function readInstalledPack(data: DataAccess, tenantId: string, packKey: string): Promise<InstalledPack | undefined> {
  const t = data.forTenant(tenantId);
  const row = await t.packs.findPack(packKey);
  if (!row) return undefined;
  const versions = await t.packs.currentVersionsOfPack(row.id);
  const menus = (await t.menus.listMenus()).filter((m) => m.pack_id === row.id);
  return { version: row.version, functions: versions.map((v) => v.definition as PackFunction), menus: menus.map(toPackMenu) };
}

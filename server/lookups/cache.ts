import type { TenantData } from '../data';
import type { LookupItem } from '../engine';
import { packLocale, type ServerLang } from '../i18n';

interface TenantLookups {
  items: Map<string, { items: LookupItem[]; packId: number }>;
  locales: Map<number, Record<string, Record<string, string>>>;
}

/** Per tenant: its installed lookups and the locales of their packs. Dropped on every install or publish. */
const cache = new Map<string, Promise<TenantLookups>>();

async function load(data: TenantData): Promise<TenantLookups> {
  const [rows, locales] = await Promise.all([data.design.tenantLookups(), data.packs.packLocales()]);
  const items = new Map(rows.map((r) => [`${r.kind}:${r.code}`, { items: r.items as LookupItem[], packId: r.packId }]));
  return { items, locales };
}

/** Forgets a tenant's cached lookups (call after a pack install or a function publish). */
export function invalidateLookups(tenantId: string): void {
  cache.delete(tenantId);
}

/**
 * One lookup as `[{code, name}]`, names in the caller's language; undefined
 * when the tenant has no such lookup.
 */
export async function findLookup(data: TenantData, kind: 'enum' | 'dict', code: string, lang: ServerLang): Promise<LookupItem[] | undefined> {
  let entry = cache.get(data.tenantId);
  if (!entry) {
    entry = load(data);
    cache.set(data.tenantId, entry);
    entry.catch(() => cache.delete(data.tenantId));
  }
  const { items, locales } = await entry;
  const found = items.get(`${kind}:${code}`);
  if (!found) return undefined;
  const locale = packLocale(locales.get(found.packId), lang);
  return found.items.map((i) => ({ code: i.code, name: locale[i.name] ?? i.name }));
}

import type { TenantData } from '../data';
import type { LookupItem } from '../engine';
import { packLocale, type ServerLang } from '../i18n';

/** A company dictionary (system settings): enabled items only. */
export interface OwnDictionary {
  enabled: boolean;
  items: { code: string; names: Record<string, string>; parent?: string }[];
}

interface TenantLookups {
  items: Map<string, { items: LookupItem[]; packId: number }>;
  locales: Map<number, Record<string, Record<string, string>>>;
  /** The company's own dictionaries (system settings), in place of a pack's of the same code. */
  own: Map<string, OwnDictionary>;
}

async function loadOwn(data: TenantData): Promise<Map<string, OwnDictionary>> {
  const own = new Map<string, OwnDictionary>();
  for (const t of await data.settings.dicts.listTypes()) {
    const items = (await data.settings.dicts.listItems(t.id)).filter((i) => i.enabled);
    const codeOf = new Map(items.map((i) => [i.id, i.code]));
    own.set(t.code, {
      enabled: t.enabled,
      items: items.map((i) => ({ code: i.code, names: i.names, ...(i.parentId && codeOf.has(i.parentId) ? { parent: codeOf.get(i.parentId) } : {}) })),
    });
  }
  return own;
}

/** Per tenant: its installed lookups and the locales of their packs. Dropped on every install or publish. */
const cache = new Map<string, Promise<TenantLookups>>();

async function load(data: TenantData): Promise<TenantLookups> {
  const [rows, locales, own] = await Promise.all([data.design.tenantLookups(), data.packs.packLocales(), loadOwn(data)]);
  const items = new Map(rows.map((r) => [`${r.kind}:${r.code}`, { items: r.items as LookupItem[], packId: r.packId }]));
  return { items, locales, own };
}

/** Per tenant: bumped on every invalidation, so caches built from the lookups (record validators) can tell they are stale. */
const stamps = new Map<string, number>();

type InvalidationListener = (tenantId: string, remote: boolean) => void;
const listeners = new Set<InvalidationListener>();

/**
 * Forgets a tenant's cached lookups (call after a pack install, a function publish or a dictionary change).
 * `remote`: another server process made the change (the cluster bus replays it here).
 */
export function invalidateLookups(tenantId: string, remote = false): void {
  cache.delete(tenantId);
  stamps.set(tenantId, (stamps.get(tenantId) ?? 0) + 1);
  for (const l of listeners) l(tenantId, remote);
}

/** Forgets every tenant's cached lookups (the cluster bus may have missed an invalidation). */
export function invalidateAllLookups(): void {
  for (const tenantId of new Set([...cache.keys(), ...stamps.keys()])) invalidateLookups(tenantId, true);
}

/** Subscribes to `invalidateLookups` (the cluster bus carries local ones to the other processes); returns the unsubscribe function. */
export function onLookupsInvalidated(listener: InvalidationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How often the tenant's lookups changed since this process started (part of cache keys built from them). */
export function lookupsStamp(tenantId: string): number {
  return stamps.get(tenantId) ?? 0;
}

function entryOf(data: TenantData): Promise<TenantLookups> {
  let entry = cache.get(data.tenantId);
  if (!entry) {
    entry = load(data);
    cache.set(data.tenantId, entry);
    entry.catch(() => cache.delete(data.tenantId));
  }
  return entry;
}

/**
 * The company's own dictionaries as they stand now (enabled items, names per language), by
 * type code: what published forms show in place of the dictionary they were published with.
 */
export async function companyDictionaries(data: TenantData): Promise<ReadonlyMap<string, OwnDictionary>> {
  return (await entryOf(data)).own;
}

/**
 * One lookup as `[{code, name}]`, names in the caller's language; undefined
 * when the tenant has no such lookup.
 */
export async function findLookup(data: TenantData, kind: 'enum' | 'dict', code: string, lang: ServerLang): Promise<LookupItem[] | undefined> {
  const { items, locales, own } = await entryOf(data);
  const mine = kind === 'dict' ? own.get(code) : undefined;
  if (mine) {
    if (!mine.enabled) return [];
    return mine.items.map((i) => ({ code: i.code, name: i.names[lang] || i.names['zh-CN'] || i.names['en-US'] || i.code, ...(i.parent ? { parent: i.parent } : {}) }));
  }
  const found = items.get(`${kind}:${code}`);
  if (!found) return undefined;
  const locale = packLocale(locales.get(found.packId), lang);
  return found.items.map((i) => ({ code: i.code, name: locale[i.name] ?? i.name }));
}

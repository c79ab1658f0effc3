import type { FunctionVersion } from './packs';
import type { MenuRow } from './menus';
import type { UserRow } from './identity';
import type { TenantRow } from './users';
import { TurnStamp, TurnValue, type LocalWrites } from './cache-stamp';

/** Entries kept per database; the least recently stored go first. */
const MAX_ENTRIES = 20_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Reads of the request path kept between requests: each entry is valid for one
 * (database stamp, local writes) pair. The database stamp (migration 025) moves with every
 * committed write to the tables read here, in any process; the local count moves with this
 * process's own writes, so a request that wrote reads its own change. Keys always hold the
 * tenant: one company's entry never answers another's. Values are frozen: callers share them.
 */
export class RequestCache {
  readonly #entries = new Map<string, { stamp: string; value: Promise<unknown> }>();
  readonly local: LocalWrites;
  /** The database stamp, read once per turn of the event loop. */
  readonly stamp: TurnStamp;
  /** The data version on PostgreSQL (`snapshotVersion`), read once per turn while this process writes nothing at all. */
  readonly snapshot: TurnValue<string>;

  constructor(local: LocalWrites) {
    this.local = local;
    this.stamp = new TurnStamp(local);
    this.snapshot = new TurnValue(() => local.all);
  }

  get<T>(key: string, dbStamp: number, load: () => Promise<T>): Promise<T> {
    const stamp = `${dbStamp}:${this.local.count}`;
    const hit = this.#entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value as Promise<T>;
    const value = load().then(deepFreeze);
    if (this.#entries.size >= MAX_ENTRIES && !hit) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { stamp, value });
    // A failed read is not kept.
    value.catch(() => { if (this.#entries.get(key)?.value === value) this.#entries.delete(key); });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The parts of a tenant view whose reads the request path caches. */
interface CachedParts {
  users: { getMember(userId: number): Promise<UserRow | undefined>; getTenant(): Promise<TenantRow | undefined>; roleCodes(userId: number): Promise<string[]> };
  menus: { listMenus(): Promise<MenuRow[]>; grantedMenus(userId: number): Promise<{ code: string; buttons: string[] | null }[]> };
  design: { disabledCodes(): Promise<Set<string>> };
  packs: { currentVersion(code: string): Promise<FunctionVersion | undefined> };
  scopes: { ofUser(userId: number, fnCode: string, action: string): Promise<string[]> };
}

/**
 * The same parts (member, company, roles, menus, grants, disabled and current functions,
 * data scopes) with their request-path reads going through `cache` at `dbStamp`; every
 * other method is the part's own (each part is the prototype of its cached twin).
 */
export function cachedParts<P extends CachedParts>(parts: P, tenantId: string, cache: RequestCache, dbStamp: number): Pick<P, keyof CachedParts> {
  const key = (kind: string, arg: string | number = '') => `${tenantId}\u0000${kind}\u0000${arg}`;
  const users = Object.create(parts.users) as P['users'];
  users.getMember = (userId) => cache.get(key('member', userId), dbStamp, () => parts.users.getMember(userId));
  users.getTenant = () => cache.get(key('tenant'), dbStamp, () => parts.users.getTenant());
  users.roleCodes = (userId) => cache.get(key('roles', userId), dbStamp, () => parts.users.roleCodes(userId));
  const menus = Object.create(parts.menus) as P['menus'];
  menus.listMenus = () => cache.get(key('menus'), dbStamp, () => parts.menus.listMenus());
  menus.grantedMenus = (userId) => cache.get(key('grants', userId), dbStamp, () => parts.menus.grantedMenus(userId));
  const design = Object.create(parts.design) as P['design'];
  // A Set is not frozen by Object.freeze: the cache keeps the codes, each caller gets its own Set.
  design.disabledCodes = async () => new Set(await cache.get(key('disabled'), dbStamp, async () => [...await parts.design.disabledCodes()]));
  const packs = Object.create(parts.packs) as P['packs'];
  packs.currentVersion = (code) => cache.get(key('fn', code), dbStamp, () => parts.packs.currentVersion(code));
  const scopes = Object.create(parts.scopes) as P['scopes'];
  scopes.ofUser = (userId, fnCode, action) =>
    cache.get(key('scopes', JSON.stringify([userId, fnCode, action])), dbStamp, () => parts.scopes.ofUser(userId, fnCode, action));
  return { users, menus, design, packs, scopes };
}

/** `TenantData.derived` on a request's view: kept under the same key rules as the reads it is built from. */
export function cachedDerived(tenantId: string, cache: RequestCache, dbStamp: number) {
  return <T>(kind: string, arg: string | number, build: () => Promise<T>): Promise<T> =>
    cache.get(`${tenantId}\u0000derived:${kind}\u0000${arg}`, dbStamp, build);
}

import { resolveTexts, type PackFunction } from '../engine';
import { packLocale } from '../i18n';
import { iso, isDirectory, menuTitles, stateOf, type DesignContext, type FunctionState } from './context';

export interface ListQuery {
  current: number;
  size: number;
  /** Part of the name or the code, any case. */
  name?: string;
  state?: FunctionState;
}

/**
 * `design/list`: every function of the tenant, published or drafted, with the
 * columns of spec 001 section 3 and its state; filtered by name and state, then paged.
 */
export async function listFunctions(c: DesignContext, q: ListQuery) {
  const [published, drafts, locales, menus, titleOf] = await Promise.all([
    c.t.design.listPublished(), c.t.design.listDrafts(), c.t.packs.packLocales(), c.t.menus.listMenus(), menuTitles(c),
  ]);
  const draftOf = new Map(drafts.map((d) => [d.code, d]));
  const menuByCode = new Map(menus.map((m) => [m.code, m]));
  const codes = [...new Set([...published.map((p) => p.code), ...drafts.map((d) => d.code)])].sort();
  const names = await c.t.design.memberNames([
    ...drafts.map((d) => d.updated_by), ...published.flatMap((p) => (p.publishedBy === null ? [] : [p.publishedBy])),
  ]);
  const rows = codes.map((code) => {
    const p = published.find((x) => x.code === code);
    const d = draftOf.get(code);
    const def = (d ? JSON.parse(d.definition) : p?.definition) as PackFunction;
    const packId = p?.packId ?? d?.pack_id ?? null;
    const text = (s: string) => resolveTexts(s, packLocale(packId === null ? undefined : locales.get(packId), c.lang));
    const directory = def?.menu?.directory || null;
    const dirMenu = directory ? menuByCode.get(directory) : undefined;
    const updaterId = d ? d.updated_by : p?.publishedBy ?? null;
    return {
      code, name: text(def?.name ?? code), state: stateOf(p, d), enabled: p ? p.enabled : false,
      version: p && p.version > 0 ? p.version : null, hasDraft: Boolean(d), hasFlow: def?.flow !== undefined,
      formType: def?.formType ?? null, businessType: def?.businessType ?? null,
      menuName: def?.menu?.displayName ? text(def.menu.displayName) : null,
      directory, directoryName: dirMenu ? titleOf(dirMenu) : null,
      updater: updaterId === null ? null : names.get(updaterId) ?? null,
      publishedAt: iso(p?.publishedAt), updatedAt: iso(d?.updated_at ?? p?.publishedAt ?? p?.createdAt),
    };
  });
  const needle = q.name?.trim().toLowerCase();
  const picked = rows.filter((r) => (!needle || r.name.toLowerCase().includes(needle) || r.code.toLowerCase().includes(needle))
    && (!q.state || r.state === q.state));
  const start = (q.current - 1) * q.size;
  return { records: picked.slice(start, start + q.size), total: picked.length, current: q.current, size: q.size };
}

/** `design/directories`: the tenant's top-level menu directories, titles in the caller's language. */
export async function listDirectories(c: DesignContext): Promise<{ code: string; name: string }[]> {
  const [menus, titleOf] = await Promise.all([c.t.menus.listMenus(), menuTitles(c)]);
  return menus.filter(isDirectory).map((m) => ({ code: m.code, name: titleOf(m) }));
}

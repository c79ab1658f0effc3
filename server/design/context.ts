import type { DataAccess, DraftRow, MenuRow, PublishedFunction, TenantData } from '../data';
import { errors } from '../errors';
import type { ServerLang } from '../i18n';
import type { TenantLookups } from './check';
import { menuTitle } from '../menus';

/**
 * Function states (spec 001 section 4, "Function publication"): `published`;
 * `notPublished` (a draft never published); `updatePending` (published, with an
 * unpublished draft); `disabled` (temporarily not published: switched off).
 */
export type FunctionState = 'published' | 'notPublished' | 'updatePending' | 'disabled';
export const FUNCTION_STATES: FunctionState[] = ['published', 'notPublished', 'updatePending', 'disabled'];

/** What every design call works with: the tenant's data, the administrator, language and clock. */
export interface DesignContext {
  data: DataAccess;
  t: TenantData;
  userId: number;
  lang: ServerLang;
  now: number;
}

export const CODE = /^[a-z][a-zA-Z0-9_-]{0,63}$/;
export const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export function stateOf(published: PublishedFunction | undefined, draft: DraftRow | undefined): FunctionState {
  if (!published || published.version === 0) return 'notPublished';
  if (!published.enabled) return 'disabled';
  return draft ? 'updatePending' : 'published';
}

/**
 * The lookups a design may name: the installed packs', and the company's own dictionaries
 * (system settings) over a pack's of the same code. A published version keeps this as its
 * snapshot; the company's dictionaries are read live over it when the function loads.
 */
export async function tenantLookups(t: TenantData): Promise<TenantLookups> {
  const out: TenantLookups = { enums: {}, dicts: {} };
  for (const l of await t.design.tenantLookups()) (l.kind === 'enum' ? out.enums : out.dicts)[l.code] = l.items as TenantLookups['enums'][string];
  for (const type of await t.settings.dicts.listTypes()) {
    const items = type.enabled ? (await t.settings.dicts.listItems(type.id)).filter((i) => i.enabled) : [];
    out.dicts[type.code] = items.map((i) => ({ code: i.code, name: i.names['zh-CN'] || i.names['en-US'] || i.code }));
  }
  return out;
}

/** The function's published row and draft; 404 when it has neither. */
export async function findFunction(t: TenantData, code: string) {
  const [all, draft] = await Promise.all([t.design.listPublished(), t.design.getDraft(code)]);
  const published = all.find((p) => p.code === code);
  if (!published && !draft) throw errors.functionNotFound(code);
  return { published, draft };
}

/** Resolves menu titles (i18n keys of the menu's pack, or literals) in the caller's language. */
export async function menuTitles(c: DesignContext): Promise<(m: MenuRow) => string> {
  const locales = await c.t.packs.packLocales();
  return (m) => menuTitle(m, locales, c.lang);
}

/** Top-level menu directories (module menus that open no function): where a function's menu may go. */
// The shell's own menus (system settings) are no place to file a function.
export const isDirectory = (m: MenuRow) => m.parent_code === null && m.function_code === null && m.code.startsWith('M') && m.system !== 1;

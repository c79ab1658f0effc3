import { createHash } from 'node:crypto';
import type { MenuRow } from '../data';
import { resolveTexts, type LookupItem, type Pack, type PackFunction } from '../engine';
import { errors } from '../errors';
import { packLocale } from '../i18n';
import { checkPack } from '../packs';
import { tenantLookups, type DesignContext } from './context';
import { collectStrings, draftTranslations, pickTranslations, type Translations } from './translations';

export interface ExportRequest {
  codes?: string[];
  /** A menu directory: every function whose menu sits in it (or names it as `menu.directory`). */
  directory?: string;
}

type PackMenu = Pack['menus'][number];
const PACK_ID_LIMIT = 64;

/** The lookups (`x-lookup`) a form names, anywhere in its schema. */
export function collectLookups(value: unknown, into: { enums: Set<string>; dicts: Set<string> }): void {
  if (Array.isArray(value)) for (const v of value) collectLookups(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'x-lookup' && v && typeof v === 'object') {
        const l = v as { enum?: unknown; dict?: unknown };
        if (typeof l.enum === 'string') into.enums.add(l.enum);
        if (typeof l.dict === 'string') into.dicts.add(l.dict);
      } else collectLookups(v, into);
    }
  }
}

/** A stable S-menu code for a function never published (so it has no menu of its own yet). */
function draftMenuCode(tenantId: string, code: string): string {
  const n = BigInt(`0x${createHash('sha256').update(`${tenantId}:${code}`).digest('hex').slice(0, 15)}`) % 10n ** 13n;
  return `S8${n.toString().padStart(13, '0')}`;
}

const toPackMenu = (m: MenuRow, exported: Set<string>): PackMenu => ({
  code: m.code, parent: m.parent_code, name: m.name, ...(m.icon ? { icon: m.icon } : {}),
  position: m.position as PackMenu['position'], sort: m.sort,
  ...(m.function_code && exported.has(m.function_code) ? { function: m.function_code } : {}),
});

function packIdOf(req: ExportRequest, codes: string[]): string {
  const id = req.directory && !req.codes?.length ? `dir-${req.directory.toLowerCase()}`
    : codes.length === 1 ? `fn-${codes[0]}` : `fns-${codes.join('-')}`;
  return id.slice(0, PACK_ID_LIMIT);
}

/** The functions to export, by code, in request order (directory functions sorted by code). */
async function pickFunctions(c: DesignContext, req: ExportRequest, menus: MenuRow[]) {
  const [published, drafts] = await Promise.all([c.t.design.listPublished(), c.t.design.listDrafts()]);
  const definitionOf = (code: string): { def: PackFunction; packId: number | null; draftLocales?: string | null } | undefined => {
    const p = published.find((x) => x.code === code && x.version > 0);
    if (p) return { def: p.definition as PackFunction, packId: p.packId };
    const d = drafts.find((x) => x.code === code);
    return d ? { def: JSON.parse(d.definition) as PackFunction, packId: d.pack_id, draftLocales: d.locales } : undefined;
  };
  const codes = [...new Set(req.codes ?? [])];
  for (const code of codes) if (!definitionOf(code)) throw errors.functionNotFound(code);
  if (req.directory) {
    if (!menus.some((m) => m.code === req.directory)) throw errors.invalidField('directory', `no menu directory ${req.directory}`);
    const all = [...new Set([...published.map((p) => p.code), ...drafts.map((d) => d.code)])].sort();
    const inDirectory = all.filter((code) => definitionOf(code)?.def.menu?.directory === req.directory
      || menus.some((m) => m.function_code === code && m.parent_code === req.directory));
    if (!inDirectory.length) throw errors.invalidField('directory', `no functions in ${req.directory}`);
    for (const code of inDirectory) if (!codes.includes(code)) codes.push(code);
  }
  if (!codes.length) throw errors.invalidField('codes', 'name functions or a directory');
  return Promise.all(codes.map(async (code) => {
    const { draftLocales, ...picked } = definitionOf(code)!;
    return { code, ...picked, own: draftLocales !== undefined ? draftTranslations(draftLocales) : (await c.t.packs.currentVersion(code))?.locales ?? {} };
  }));
}

/**
 * `design/export`: functions (by code, or every function of a menu directory)
 * as one pack that `pack/install` accepts in another tenant: their current
 * published definitions (the draft when never published), their menus with the
 * directories above them, the lookups their forms name, the locale texts they
 * use and the role grants on those menus by role code.
 */
export async function exportPack(c: DesignContext, req: ExportRequest): Promise<Pack> {
  const [menus, locales, lookups] = await Promise.all([c.t.menus.listMenus(), c.t.packs.packLocales(), tenantLookups(c.t)]);
  const picked = await pickFunctions(c, req, menus);
  const exported = new Set(picked.map((f) => f.code));
  const byCode = new Map(menus.map((m) => [m.code, m]));
  const packMenus = new Map<string, PackMenu>();
  const addWithAncestors = (code: string | null | undefined) => {
    for (let m = code ? byCode.get(code) : undefined; m && !packMenus.has(m.code); m = m.parent_code ? byCode.get(m.parent_code) : undefined) {
      packMenus.set(m.code, toPackMenu(m, exported));
    }
  };
  const sourcePacks = new Set<number>();
  for (const f of picked) {
    if (f.packId !== null) sourcePacks.add(f.packId);
    addWithAncestors(f.def.menu?.directory);
    const own = menus.filter((m) => m.function_code === f.code);
    for (const m of own) addWithAncestors(m.code);
    if (!own.length) {
      const parent = byCode.get(f.def.menu?.directory);
      packMenus.set(draftMenuCode(c.t.tenantId, f.code), {
        code: draftMenuCode(c.t.tenantId, f.code), parent: parent?.code ?? null, name: f.def.menu.displayName,
        position: (parent?.position ?? 'LEFT_TREE') as PackMenu['position'], sort: 1000, function: f.code,
      });
    }
  }
  for (const code of packMenus.keys()) {
    const m = byCode.get(code);
    if (m?.pack_id !== null && m?.pack_id !== undefined) sourcePacks.add(m.pack_id);
  }

  const used = new Set<string>();
  collectStrings(picked.map((f) => f.def), used);
  collectStrings([...packMenus.values()].map((m) => m.name), used);
  const named = { enums: new Set<string>(), dicts: new Set<string>() };
  for (const f of picked) collectLookups(f.def.form, named);
  const pick = (all: Record<string, LookupItem[]>, names: Set<string>) =>
    Object.fromEntries([...names].filter((n) => all[n]).sort().map((n) => [n, all[n]]));

  const packLocales: Record<string, Record<string, string>> = {};
  for (const packId of sourcePacks) {
    for (const [lang, texts] of Object.entries(locales.get(packId) ?? {})) {
      for (const [key, text] of Object.entries(texts)) {
        if (!used.has(key)) continue;
        packLocales[lang] ??= {};
        packLocales[lang][key] ??= text;
      }
    }
  }

  // Each function's own translations (its draft's, or those its version was published with) win over its pack's.
  for (const f of picked) {
    const texts = new Set<string>();
    collectStrings(f.def, texts);
    for (const [lang, entries] of Object.entries(pickTranslations(f.own as Translations, texts))) packLocales[lang] = { ...packLocales[lang], ...entries };
  }

  const grants = await c.t.design.menuGrants([...packMenus.keys()]);
  const roles = new Map<string, { code: string; name: string; menus: string[] }>();
  for (const g of grants) {
    const r = roles.get(g.code) ?? { code: g.code, name: g.name, menus: [] };
    r.menus.push(g.menu);
    roles.set(g.code, r);
  }

  const first = picked[0];
  const firstLocale = packLocale(first.packId === null ? undefined : locales.get(first.packId), c.lang);
  const directoryMenu = req.directory ? byCode.get(req.directory) : undefined;
  const name = directoryMenu && !req.codes?.length
    ? resolveTexts(directoryMenu.name, packLocale(directoryMenu.pack_id === null ? undefined : locales.get(directoryMenu.pack_id), c.lang))
    : picked.map((f) => resolveTexts(f.def.name, f === first ? firstLocale : packLocale(f.packId === null ? undefined : locales.get(f.packId), c.lang))).join(', ');

  const pack: Pack = {
    id: packIdOf(req, picked.map((f) => f.code)),
    version: '1.0.0',
    name: name.slice(0, 200) || first.code,
    menus: [...packMenus.values()].sort((a, b) => Number(Boolean(a.function)) - Number(Boolean(b.function)) || a.code.localeCompare(b.code)),
    functions: picked.map((f) => f.def),
    lookups: { enums: pick(lookups.enums, named.enums), dicts: pick(lookups.dicts, named.dicts) },
    roles: [...roles.values()],
    locales: packLocales,
  };
  const problems = checkPack(pack);
  if (problems.length) throw errors.packInvalid({ reqFieldErrorList: problems, reqFormatErrorList: [] });
  return pack;
}

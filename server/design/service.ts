import type { DataAccess, DraftRow, PublishedFunction, TenantData } from '../data';
import { resolveTexts, type PackFunction } from '../engine';
import { errors } from '../errors';
import { packLocale, type ServerLang } from '../i18n';
import { ADMIN_ROLE } from '../menus';
import { indexedFields } from '../packs';
import { checkFunctionDesign, flowProblems, type TenantLookups } from './check';

/**
 * Function states (spec 001 section 4, "Function publication"): `published`;
 * `notPublished` (a draft never published); `updatePending` (published, with an
 * unpublished draft); `disabled` (temporarily not published: switched off).
 */
export type FunctionState = 'published' | 'notPublished' | 'updatePending' | 'disabled';

export interface DesignContext {
  data: DataAccess;
  t: TenantData;
  userId: number;
  lang: ServerLang;
  now: number;
}

const CODE = /^[a-z][a-zA-Z0-9_-]{0,63}$/;
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

function stateOf(published: PublishedFunction | undefined, draft: DraftRow | undefined): FunctionState {
  if (!published || published.version === 0) return 'notPublished';
  if (!published.enabled) return 'disabled';
  return draft ? 'updatePending' : 'published';
}

async function tenantLookups(t: TenantData): Promise<TenantLookups> {
  const out: TenantLookups = { enums: {}, dicts: {} };
  for (const l of await t.design.tenantLookups()) (l.kind === 'enum' ? out.enums : out.dicts)[l.code] = l.items as TenantLookups['enums'][string];
  return out;
}

async function find(t: TenantData, code: string) {
  const [all, draft] = await Promise.all([t.design.listPublished(), t.design.getDraft(code)]);
  const published = all.find((p) => p.code === code);
  if (!published && !draft) throw errors.functionNotFound(code);
  return { published, draft };
}

/** `design/list`: every function of the tenant, published or drafted, with its state. */
export async function listFunctions(c: DesignContext, page: { current: number; size: number }) {
  const [published, drafts, locales] = await Promise.all([c.t.design.listPublished(), c.t.design.listDrafts(), c.t.packs.packLocales()]);
  const draftOf = new Map(drafts.map((d) => [d.code, d]));
  const codes = [...new Set([...published.map((p) => p.code), ...drafts.map((d) => d.code)])].sort();
  const rows = codes.map((code) => {
    const p = published.find((x) => x.code === code);
    const d = draftOf.get(code);
    const def = (d ? JSON.parse(d.definition) : p?.definition) as PackFunction;
    const packId = p?.packId ?? d?.pack_id ?? null;
    const locale = packLocale(packId === null ? undefined : locales.get(packId), c.lang);
    return {
      code, name: resolveTexts(def?.name ?? code, locale), state: stateOf(p, d), enabled: p ? p.enabled : false,
      version: p && p.version > 0 ? p.version : null, hasDraft: Boolean(d), hasFlow: def?.flow !== undefined,
      menuName: def?.menu?.displayName ? resolveTexts(def.menu.displayName, locale) : null,
      publishedAt: iso(p?.publishedAt), updatedAt: iso(d?.updated_at ?? p?.publishedAt ?? p?.createdAt),
    };
  });
  const start = (page.current - 1) * page.size;
  return { records: rows.slice(start, start + page.size), total: rows.length, current: page.current, size: page.size };
}

/** `design/get`: the draft and the published definition (raw, texts as keys) and the pack's locales. */
export async function getFunction(c: DesignContext, code: string) {
  const { published, draft } = await find(c.t, code);
  const packId = published?.packId ?? draft?.pack_id ?? null;
  const locales = packId === null ? {} : (await c.t.packs.packLocales()).get(packId) ?? {};
  return {
    code, state: stateOf(published, draft), enabled: published?.enabled ?? false, version: published?.version || null,
    draft: draft ? JSON.parse(draft.definition) : null, published: published?.definition ?? null, locales,
  };
}

/** `design/save`: validates like a pack function and makes or replaces the draft. */
export async function saveDraft(c: DesignContext, fn: unknown) {
  const problems = checkFunctionDesign(fn, await tenantLookups(c.t));
  if (problems.length) throw errors.packInvalid({ reqFieldErrorList: problems, reqFormatErrorList: [] });
  const def = fn as PackFunction;
  const existing = await c.t.packs.findFunction(def.code);
  const prior = await c.t.design.getDraft(def.code);
  await c.t.design.saveDraft({ code: def.code, packId: existing?.pack_id ?? prior?.pack_id ?? null, definition: def, userId: c.userId, now: c.now });
  const published = (await c.t.design.listPublished()).find((p) => p.code === def.code);
  return { code: def.code, state: stateOf(published, { code: def.code } as DraftRow) };
}

/** A menu code for a function that has none yet (`S9` + 13 digits of the function id). */
const menuCodeFor = (fnId: number) => `S9${String(fnId).padStart(13, '0')}`;

/**
 * `design/publish`: validates the draft (a flow with unfinished nodes is
 * refused, listing them), then in one transaction adds an immutable version
 * with its indexes, gives the function a menu when it has none and drops the draft.
 */
export async function publishFunction(c: DesignContext, code: string) {
  const draft = await c.t.design.getDraft(code);
  if (!draft) throw errors.nothingToPublish(code);
  const def = JSON.parse(draft.definition) as PackFunction;
  const lookups = await tenantLookups(c.t);
  const problems = checkFunctionDesign(def, lookups);
  if (problems.length) throw errors.packInvalid({ reqFieldErrorList: problems, reqFormatErrorList: [] });
  const flow = flowProblems(def);
  if (flow.problems.length) {
    const text = flow.problems.map((p) => (p.nodeId ? `${p.nodeId}: ${p.message}` : p.message)).join('; ');
    throw errors.cannotPublish(text, { problems: flow.problems, nodes: flow.nodes });
  }
  return c.data.transaction(async (tx) => {
    const t = tx.forTenant(c.t.tenantId);
    const existing = await t.packs.findFunction(code);
    const packId = existing?.pack_id ?? draft.pack_id ?? (await t.design.designerPackId(c.now));
    const fnId = existing?.id ?? (await t.packs.insertFunction({ code, packId, now: c.now }));
    const version = (existing?.current_version ?? 0) + 1;
    const locales = (await t.packs.packLocales()).get(packId) ?? {};
    await t.packs.addFunctionVersion({ fnId, version, packId, packVersion: `design-${version}`, definition: def, lookups, locales, now: c.now });
    await t.ensureFieldIndexes(fnId, indexedFields(def));
    await t.design.setPublishedAt(fnId, c.now);
    if (!(await t.design.hasMenu(code))) {
      const menuCode = menuCodeFor(fnId);
      const parent = (await t.menus.listMenus()).find((m) => m.code === def.menu.directory);
      await t.menus.upsertMenu({
        code: menuCode, parentCode: parent ? parent.code : null, name: def.menu.displayName, icon: null,
        position: parent?.position ?? 'LEFT_TREE', sort: 1000 + fnId, functionCode: code,
      }, packId);
      await t.menus.grantMenus(await t.users.ensureRole(ADMIN_ROLE, 'roles.admin'), [menuCode]);
    }
    await t.design.deleteDraft(code);
    return { code, version, state: 'published' as FunctionState };
  });
}

/** `design/revoke`: drops the draft; the function is back at its last published version. */
export async function revokeDraft(c: DesignContext, code: string) {
  const { published } = await find(c.t, code);
  await c.t.design.deleteDraft(code);
  return { code, state: published ? stateOf(published, undefined) : null, version: published?.version ?? null };
}

/** `design/copy`: a new draft with another code, from the draft or else the published definition. */
export async function copyFunction(c: DesignContext, code: string, newCode: string) {
  if (!CODE.test(newCode)) throw errors.invalidField('newCode', 'a function code');
  const { published, draft } = await find(c.t, code);
  if ((await c.t.packs.findFunction(newCode)) || (await c.t.design.getDraft(newCode))) throw errors.functionExists(newCode);
  const source = (draft ? JSON.parse(draft.definition) : published?.definition) as PackFunction;
  await c.t.design.saveDraft({ code: newCode, packId: published?.packId ?? draft?.pack_id ?? null, definition: { ...source, code: newCode }, userId: c.userId, now: c.now });
  return { code: newCode, state: 'notPublished' as FunctionState };
}

export async function setEnabled(c: DesignContext, code: string, enabled: boolean) {
  const row = await c.t.packs.findFunction(code);
  if (!row) throw errors.functionNotFound(code);
  await c.t.design.setEnabled(row.id, enabled);
  return { code, enabled };
}

/** `design/delete`: only a function without records (or a never-published draft). */
export async function deleteFunction(c: DesignContext, code: string) {
  const row = await c.t.packs.findFunction(code);
  if (!row) {
    if (!(await c.t.design.deleteDraft(code))) throw errors.functionNotFound(code);
    return {};
  }
  const used = await c.t.design.usage(row.id);
  if (used > 0) throw errors.functionHasRecords(code, used);
  await c.data.transaction(async (tx) => {
    const t = tx.forTenant(c.t.tenantId);
    await t.design.deleteDraft(code);
    await t.design.deleteFunction(row.id, code);
  });
  return {};
}

export async function listVersions(c: DesignContext, code: string) {
  const row = await c.t.packs.findFunction(code);
  if (!row) throw errors.functionNotFound(code);
  const versions = await c.t.design.versions(row.id);
  return {
    code, current: row.current_version,
    versions: versions.map((v) => ({ version: v.version, packVersion: v.packVersion, createdAt: iso(v.createdAt), current: v.version === row.current_version })),
  };
}

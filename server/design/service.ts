import { functionRollupSpecs, type DraftRow } from '../data';
import type { PackFunction } from '../engine';
import { errors } from '../errors';
import { indexedFields } from '../packs';
import { checkFunctionDesign, flowProblems } from './check';
import { CODE, findFunction as find, iso, stateOf, tenantLookups, type DesignContext, type FunctionState } from './context';
import { grantFunctionMenus, syncFunctionMenus } from './grants';
import { checkTranslations, collectStrings, draftTranslations, mergeTranslations, pickTranslations } from './translations';

export type { DesignContext, FunctionState } from './context';
export { listFunctions, listDirectories } from './list';

/**
 * `design/get`: the draft and the published definition (raw, texts as keys) and the
 * function's texts by language: the pack's locales, over them the published version's
 * for its own texts, over those the draft's translations.
 */
export async function getFunction(c: DesignContext, code: string) {
  const { published, draft } = await find(c.t, code);
  const packId = published?.packId ?? draft?.pack_id ?? null;
  const packTexts = packId === null ? {} : (await c.t.packs.packLocales()).get(packId) ?? {};
  const version = published && published.version > 0 ? await c.t.packs.currentVersion(code) : undefined;
  const own = new Set<string>();
  collectStrings(version?.definition, own);
  const locales = mergeTranslations(mergeTranslations(packTexts, pickTranslations(version?.locales ?? {}, own)), draftTranslations(draft?.locales));
  return {
    code, state: stateOf(published, draft), enabled: published?.enabled ?? false, version: published?.version || null,
    draft: draft ? JSON.parse(draft.definition) : null, published: published?.definition ?? null, locales,
  };
}

/**
 * `design/save`: validates like a pack function and makes or replaces the draft.
 * `create` (the new-function wizard) refuses a code that is taken instead of replacing its draft.
 * `locales` (the texts' translations) are checked and kept with the draft; absent, the draft keeps its own.
 */
export async function saveDraft(c: DesignContext, fn: unknown, create = false, locales?: unknown) {
  const problems = checkFunctionDesign(fn, await tenantLookups(c.t));
  const translations = locales === undefined ? undefined : checkTranslations(locales, fn);
  if (translations) problems.push(...translations.problems);
  if (problems.length) throw errors.packInvalid({ reqFieldErrorList: problems, reqFormatErrorList: [] });
  const def = fn as PackFunction;
  const existing = await c.t.packs.findFunction(def.code);
  const prior = await c.t.design.getDraft(def.code);
  if (create && (existing || prior)) throw errors.functionExists(def.code);
  await c.t.design.saveDraft({ code: def.code, packId: existing?.pack_id ?? prior?.pack_id ?? null, definition: def, locales: translations?.locales, userId: c.userId, now: c.now });
  const published = (await c.t.design.listPublished()).find((p) => p.code === def.code);
  return { code: def.code, state: stateOf(published, { code: def.code } as DraftRow) };
}

/**
 * `design/publish`: validates the draft (a flow with unfinished nodes is
 * refused, listing them), then in one transaction adds an immutable version
 * with its indexes, brings the function's menu in line (created under its
 * directory when missing, renamed, moved), grants it to the function's roles
 * and drops the draft.
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
    // The draft's translations join the pack's texts: the version reads them, and menus, which read the pack's.
    const translations = draftTranslations(draft.locales);
    const locales = mergeTranslations((await t.packs.packLocales()).get(packId) ?? {}, translations);
    if (Object.keys(translations).length) await t.design.setPackLocales(packId, locales, c.now);
    await t.packs.addFunctionVersion({ fnId, version, packId, packVersion: `design-${version}`, definition: def, lookups, locales, now: c.now });
    await t.ensureFieldIndexes(fnId, indexedFields(def));
    await t.ensureRollups(fnId, functionRollupSpecs(def));
    await t.design.setPublishedAt(fnId, c.now);
    await t.design.setPublisher(fnId, version, c.userId);
    await grantFunctionMenus(t, def, await syncFunctionMenus(t, def, fnId, packId));
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
  await c.t.design.saveDraft({
    code: newCode, packId: published?.packId ?? draft?.pack_id ?? null, definition: { ...source, code: newCode },
    locales: draft?.locales ? draftTranslations(draft.locales) : null, userId: c.userId, now: c.now,
  });
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
  const names = await c.t.design.memberNames(versions.flatMap((v) => (v.createdBy === null ? [] : [v.createdBy])));
  return {
    code, current: row.current_version,
    versions: versions.map((v) => ({
      version: v.version, packVersion: v.packVersion, createdAt: iso(v.createdAt), current: v.version === row.current_version,
      publisher: v.createdBy === null ? null : names.get(v.createdBy) ?? null,
    })),
  };
}

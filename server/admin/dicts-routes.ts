import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess, Names, TenantData } from '../data';
import { SETTINGS_MENU } from '../db';
import { collectLookups } from '../design';
import { errors } from '../errors';
import { ok } from '../http';
import { closedObject, idSchema, routeSchema, shortText } from '../http';
import { packLocale, translate, type ServerLang } from '../i18n';
import { invalidateLookups } from '../lookups';
import { audit } from './audit';
import { checkForm, requireSettings, type Problem } from './guard';

const LANGS: ServerLang[] = ['zh-CN', 'zh-TW', 'en-US', 'ru-RU'];
const namesSchema = closedObject(Object.fromEntries(LANGS.map((l) => [l, shortText(100)])));
const optionalId = { anyOf: [idSchema, { type: 'null' }] };
const sortSchema = { type: 'integer', minimum: 0, maximum: 1_000_000 };
const nameIn = (names: Names, lang: ServerLang) => names[lang] || names['zh-CN'] || names['en-US'] || '';
const cleanNames = (names: Names): Names => Object.fromEntries(Object.entries(names).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));

/** The functions whose forms name a dictionary (`x-lookup: {dict}`), by code. */
async function functionsUsing(data: TenantData, code: string): Promise<string[]> {
  const fns = await data.design.listPublished();
  return fns.filter((f) => {
    const found = { enums: new Set<string>(), dicts: new Set<string>() };
    collectLookups(f.definition, found);
    return found.dicts.has(code);
  }).map((f) => f.code);
}

/**
 * Dictionaries (`sys-dict-manage`): the company's own types and items with names per
 * language, enabled flag and order, flat or as a tree. A company dictionary answers the
 * lookups (`getDictListByDicType`) in place of a pack dictionary of the same code; every
 * change drops the company's lookup cache.
 */
export function registerSettingsDictRoutes(app: FastifyInstance, _data: DataAccess): void {
  const config = { access: 'session' as const };
  const guard = (request: FastifyRequest) => requireSettings(request, SETTINGS_MENU.dicts);
  const changed = (tenantId: string) => invalidateLookups(tenantId);

  app.post('/api/sys/dict/types', {
    config, schema: routeSchema('settings', 'Dictionary types: the company\'s own, and the packs\' not yet customised (source "pack")', closedObject({})),
  }, async (request) => {
    const s = await guard(request);
    const [own, installed] = await Promise.all([s.data.settings.dicts.listTypes(), s.data.design.tenantLookups()]);
    const ownCodes = new Set(own.map((t) => t.code));
    const packs = installed.filter((l) => l.kind === 'dict' && !ownCodes.has(l.code))
      .map((l) => ({ id: null, code: l.code, names: { 'zh-CN': l.code }, name: l.code, tree: false, enabled: true, sort: 0, source: 'pack' }));
    return ok(request, [...own.map((t) => ({ ...t, name: nameIn(t.names, request.lang), source: 'company' })), ...packs]);
  });

  app.post<{ Body: { code: string } }>('/api/sys/dict/customise', {
    config, schema: routeSchema('settings', 'Copy a pack dictionary into the company\'s own (names in every language) so it can be edited', closedObject({ code: shortText(64, 1) }, ['code'])),
  }, async (request) => {
    const s = await guard(request);
    const code = request.body.code;
    const existing = await s.data.settings.dicts.findType(code);
    if (existing) return ok(request, { id: existing.id });
    const [installed, locales] = await Promise.all([s.data.design.tenantLookups(), s.data.packs.packLocales()]);
    const source = installed.find((l) => l.kind === 'dict' && l.code === code);
    if (!source) throw errors.lookupNotFound(code);
    const texts = (key: string): Names => Object.fromEntries(LANGS.map((l) => [l, packLocale(locales.get(source.packId), l)[key] ?? key]));
    const id = await s.data.settings.dicts.saveType({ code, names: { 'zh-CN': code, 'en-US': code }, tree: false, enabled: true, sort: 0 });
    const items = source.items as { code: string; name: string }[];
    for (const [i, item] of items.entries()) {
      await s.data.settings.dicts.saveItem({ typeId: id, parentId: null, code: item.code, names: texts(item.name), enabled: true, sort: (i + 1) * 10 });
    }
    changed(s.tenantId);
    await audit(s, 'dict', 'customise', code, null, { code, items: items.map((i) => i.code) });
    return ok(request, { id });
  });

  app.post<{ Body: { id?: number; code: string; names: Names; tree?: boolean; enabled?: boolean; sort?: number } }>('/api/sys/dict/saveType', {
    config, schema: routeSchema('settings', 'Create or edit a dictionary type', closedObject({
      id: idSchema, code: shortText(64), names: namesSchema, tree: { type: 'boolean' }, enabled: { type: 'boolean' }, sort: sortSchema,
    }, ['code', 'names'])),
  }, async (request) => {
    const s = await guard(request);
    const b = request.body;
    const before = b.id ? await s.data.settings.dicts.getType(b.id) : undefined;
    if (b.id && !before) throw errors.settingsNotFound(String(b.id));
    const holder = await s.data.settings.dicts.findType(b.code.trim());
    const extra: Problem[] = holder && holder.id !== b.id ? [{ field: 'code', key: 'settingsRule.taken' }] : [];
    checkForm(request, 'dictType', { code: b.code, nameZh: b.names['zh-CN'] }, extra);
    const row = { id: b.id, code: b.code.trim(), names: cleanNames(b.names), tree: b.tree ?? false, enabled: b.enabled ?? true, sort: b.sort ?? 0 };
    const id = await s.data.settings.dicts.saveType(row);
    changed(s.tenantId);
    await audit(s, 'dict', before ? 'update' : 'create', row.code, before ?? null, { ...row, id });
    return ok(request, { id });
  });

  app.post<{ Body: { id: number } }>('/api/sys/dict/deleteType', {
    config, schema: routeSchema('settings', 'Delete a dictionary no function uses', closedObject({ id: idSchema }, ['id'])),
  }, async (request) => {
    const s = await guard(request);
    const type = await s.data.settings.dicts.getType(request.body.id);
    if (!type) throw errors.settingsNotFound(String(request.body.id));
    // A pack dictionary stays behind a customised one: deleting the copy is always safe then.
    const packHas = (await s.data.design.tenantLookups()).some((l) => l.kind === 'dict' && l.code === type.code);
    const users = packHas ? [] : await functionsUsing(s.data, type.code);
    if (users.length) throw errors.settingsInUse(type.code, translate(request.lang, 'usedBy.functions', { names: users.join(', ') }));
    const items = await s.data.settings.dicts.listItems(type.id);
    await s.data.settings.dicts.deleteType(type.id);
    changed(s.tenantId);
    await audit(s, 'dict', 'delete', type.code, { ...type, items }, null);
    return ok(request, {});
  });

  app.post<{ Body: { typeId: number } }>('/api/sys/dict/items', {
    config, schema: routeSchema('settings', 'Items of a dictionary type (flat; parentId makes the tree)', closedObject({ typeId: idSchema }, ['typeId'])),
  }, async (request) => {
    const s = await guard(request);
    const items = await s.data.settings.dicts.listItems(request.body.typeId);
    return ok(request, items.map((i) => ({ ...i, name: nameIn(i.names, request.lang) })));
  });

  app.post<{ Body: { id?: number; typeId: number; parentId?: number | null; code: string; names: Names; enabled?: boolean; sort?: number } }>('/api/sys/dict/saveItem', {
    config, schema: routeSchema('settings', 'Create or edit a dictionary item', closedObject({
      id: idSchema, typeId: idSchema, parentId: optionalId, code: shortText(64), names: namesSchema, enabled: { type: 'boolean' }, sort: sortSchema,
    }, ['typeId', 'code', 'names'])),
  }, async (request) => {
    const s = await guard(request);
    const b = request.body;
    const type = await s.data.settings.dicts.getType(b.typeId);
    if (!type) throw errors.settingsNotFound(String(b.typeId));
    const items = await s.data.settings.dicts.listItems(type.id);
    const before = b.id ? items.find((i) => i.id === b.id) : undefined;
    if (b.id && !before) throw errors.settingsNotFound(String(b.id));
    const extra: Problem[] = [];
    if (items.some((i) => i.code === b.code.trim() && i.id !== b.id)) extra.push({ field: 'code', key: 'settingsRule.taken' });
    if (b.parentId && (!type.tree || !items.some((i) => i.id === b.parentId) || b.parentId === b.id)) extra.push({ field: 'parentId', key: 'settingsRule.unknown' });
    checkForm(request, 'dictItem', { code: b.code, nameZh: b.names['zh-CN'] }, extra);
    const row = { id: b.id, typeId: type.id, parentId: b.parentId ?? null, code: b.code.trim(), names: cleanNames(b.names), enabled: b.enabled ?? true, sort: b.sort ?? 0 };
    const id = await s.data.settings.dicts.saveItem(row);
    changed(s.tenantId);
    await audit(s, 'dict', before ? 'updateItem' : 'createItem', `${type.code}.${row.code}`, before ?? null, { ...row, id });
    return ok(request, { id });
  });

  app.post<{ Body: { id: number } }>('/api/sys/dict/deleteItem', {
    config, schema: routeSchema('settings', 'Delete a dictionary item without sub-items', closedObject({ id: idSchema }, ['id'])),
  }, async (request) => {
    const s = await guard(request);
    const item = await s.data.settings.dicts.getItem(request.body.id);
    if (!item) throw errors.settingsNotFound(String(request.body.id));
    const siblings = await s.data.settings.dicts.listItems(item.typeId);
    const children = siblings.filter((i) => i.parentId === item.id).length;
    if (children) throw errors.settingsInUse(item.code, translate(request.lang, 'usedBy.subMenus', { n: children }));
    await s.data.settings.dicts.deleteItem(item.id);
    changed(s.tenantId);
    await audit(s, 'dict', 'deleteItem', item.code, item, null);
    return ok(request, {});
  });
}

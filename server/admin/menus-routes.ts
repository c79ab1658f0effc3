import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess, MenuRow } from '../data';
import { SETTINGS_MENU } from '../db';
import { errors } from '../errors';
import { ok } from '../http';
import { closedObject, routeSchema, shortText } from '../http';
import { translate } from '../i18n';
import { menuTitle } from '../menus';
import { audit } from './audit';
import { checkForm, requireSettings, type Problem } from './guard';

const POSITIONS = ['LEFT_TREE', 'LEFT_BOTTOM', 'UNDER_HEAD', 'UPPER_RIGHT'];
const menuCode = shortText(64, 1);
const namesSchema = closedObject({ 'zh-CN': shortText(100), 'zh-TW': shortText(100), 'en-US': shortText(100), 'ru-RU': shortText(100) });
const saveBody = closedObject({
  code: menuCode, create: { type: 'boolean' }, parentCode: { anyOf: [menuCode, { type: 'null' }] }, names: namesSchema,
  icon: { anyOf: [shortText(100), { type: 'null' }] }, frontPath: { anyOf: [{ type: 'string', maxLength: 300, pattern: '^/[A-Za-z0-9/_.-]*$' }, { type: 'null' }] },
  position: { type: 'string', enum: POSITIONS }, sort: { type: 'integer', minimum: 0, maximum: 1_000_000 }, hidden: { type: 'boolean' },
}, ['code', 'names', 'position', 'sort']);
interface SaveBody {
  code: string; create?: boolean; parentCode?: string | null; names: Record<string, string>; icon?: string | null;
  frontPath?: string | null; position: string; sort: number; hidden?: boolean;
}

const snapshot = (m: MenuRow) => ({
  code: m.code, parentCode: m.parent_code, names: m.names ? JSON.parse(m.names) as unknown : null, icon: m.icon, frontPath: m.front_path,
  position: m.position, sort: m.sort, hidden: m.hidden === 1,
});

/** Whether `code` is `ancestor` or sits below it in the menu tree. */
function isUnder(menus: MenuRow[], code: string | null, ancestor: string): boolean {
  const byCode = new Map(menus.map((m) => [m.code, m]));
  for (let i = 0; code && i <= menus.length; i++) {
    if (code === ancestor) return true;
    code = byCode.get(code)?.parent_code ?? null;
  }
  return false;
}

/**
 * Menu management (`menu-management`): every menu of the company with its names per
 * language, icon, route, position, order and hidden flag. Pack and system menus are
 * editable but keep their code, owner and function; only the company's own can be deleted.
 */
export function registerSettingsMenuRoutes(app: FastifyInstance, _data: DataAccess): void {
  const config = { access: 'session' as const };
  const guard = (request: FastifyRequest) => requireSettings(request, SETTINGS_MENU.menus, SETTINGS_MENU.roles);

  app.post('/api/sys/menu/list', {
    config, schema: routeSchema('settings', 'Every menu of the company (flat; parentCode makes the tree), titles in the request language', closedObject({})),
  }, async (request) => {
    const s = await guard(request);
    const [menus, locales] = await Promise.all([s.data.menus.listMenus(), s.data.packs.packLocales()]);
    return ok(request, menus.map((m) => ({
      ...snapshot(m), title: menuTitle(m, locales, request.lang), functionCode: m.function_code,
      source: m.system === 1 ? 'system' : m.pack_id !== null ? 'pack' : 'company',
    })));
  });

  app.post<{ Body: SaveBody }>('/api/sys/menu/save', {
    config, schema: routeSchema('settings', 'Create a menu of the company or edit any menu (the code never changes)', saveBody),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.menus);
    const b = request.body;
    const menus = await s.data.menus.listMenus();
    const before = menus.find((m) => m.code === b.code);
    if (!b.create && !before) throw errors.settingsNotFound(b.code);
    const extra: Problem[] = [];
    if (b.create && before) extra.push({ field: 'code', key: 'settingsRule.taken' });
    if (b.parentCode && !menus.some((m) => m.code === b.parentCode)) extra.push({ field: 'parentCode', key: 'settingsRule.unknown' });
    else if (b.parentCode && isUnder(menus, b.parentCode, b.code)) extra.push({ field: 'parentCode', key: 'settingsRule.cycle' });
    checkForm(request, 'menu', { code: b.code, nameZh: b.names['zh-CN'], nameEn: b.names['en-US'] }, extra);
    const names = Object.fromEntries(Object.entries(b.names).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
    const edit = { parentCode: b.parentCode ?? null, names, icon: b.icon ?? null, frontPath: b.frontPath ?? null, position: b.position, sort: b.sort, hidden: b.hidden ?? false };
    if (before) {
      // A function menu keeps opening its function: its route is not the administrator's to change.
      if (before.function_code) edit.frontPath = before.front_path;
      await s.data.settings.menus.update(b.code, edit);
    } else await s.data.settings.menus.create(b.code, edit);
    const after = await s.data.settings.menus.get(b.code);
    await audit(s, 'menu', before ? 'update' : 'create', b.code, before ? snapshot(before) : null, after ? snapshot(after) : null);
    return ok(request, { code: b.code });
  });

  app.post<{ Body: { moves: { code: string; parentCode: string | null; sort: number }[] } }>('/api/sys/menu/move', {
    config, schema: routeSchema('settings', 'Reorder or re-parent menus (drag and drop)', closedObject({
      moves: { type: 'array', minItems: 1, maxItems: 500, items: closedObject({
        code: menuCode, parentCode: { anyOf: [menuCode, { type: 'null' }] }, sort: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      }, ['code', 'parentCode', 'sort']) },
    }, ['moves'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.menus);
    let menus = await s.data.menus.listMenus();
    const before = request.body.moves.map((mv) => menus.find((m) => m.code === mv.code)).filter(Boolean).map((m) => snapshot(m!));
    for (const mv of request.body.moves) {
      if (!menus.some((m) => m.code === mv.code)) throw errors.settingsNotFound(mv.code);
      if (mv.parentCode && (!menus.some((m) => m.code === mv.parentCode) || isUnder(menus, mv.parentCode, mv.code))) {
        throw errors.invalidField('parentCode', translate(request.lang, 'settingsRule.cycle'));
      }
      menus = menus.map((m) => (m.code === mv.code ? { ...m, parent_code: mv.parentCode, sort: mv.sort } : m));
    }
    for (const mv of request.body.moves) await s.data.settings.menus.move(mv.code, mv.parentCode, mv.sort);
    await audit(s, 'menu', 'move', request.body.moves.map((m) => m.code).join(', '), before, request.body.moves);
    return ok(request, {});
  });

  app.post<{ Body: { code: string } }>('/api/sys/menu/delete', {
    config, schema: routeSchema('settings', 'Delete a menu of the company without sub-menus', closedObject({ code: menuCode }, ['code'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.menus);
    const menu = await s.data.settings.menus.get(request.body.code);
    if (!menu) throw errors.settingsNotFound(request.body.code);
    if (menu.system === 1 || menu.pack_id !== null || menu.function_code) throw errors.systemMenuLocked();
    const children = await s.data.settings.menus.childCodes(menu.code);
    if (children.length) throw errors.settingsInUse(menu.code, translate(request.lang, 'usedBy.subMenus', { n: children.length }));
    await s.data.settings.menus.delete(menu.code);
    await audit(s, 'menu', 'delete', menu.code, snapshot(menu), null);
    return ok(request, {});
  });
}

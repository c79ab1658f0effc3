import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { SETTINGS_MENU } from '../db';
import { errors } from '../errors';
import { ok } from '../http';
import { closedObject, idSchema, routeSchema, shortText } from '../http';
import { translate } from '../i18n';
import { ADMIN_ROLE, MENU_BUTTONS, menuTitle } from '../menus';
import type { MessageKey } from '../i18n';
import { audit } from './audit';
import { checkForm, queryId, requireSettings } from './guard';
import { guardLastAdmin } from './member-rules';

const roleQuery = queryId('roleId');
const idQuery = queryId('id');
const membersBody = closedObject({ roleId: idSchema, userIds: { type: 'array', minItems: 1, maxItems: 500, items: idSchema } }, ['roleId', 'userIds']);

/**
 * Role management (`sys-role-manage`, spec 000 section 7.2): save, delete, members, and the
 * menus a role grants. Menu access is read on every request, so changes apply to the next call.
 * The per-function data scopes (own / involved / department / all) are issue 11's and plug in
 * beside `saveRoleMenus` (`saveRoleFuncPermissionByRoleId`).
 */
export function registerSettingsRoleRoutes(app: FastifyInstance, data: DataAccess): void {
  const config = { access: 'session' as const };
  const guard = (request: FastifyRequest) => requireSettings(request, SETTINGS_MENU.roles);
  const findRole = async (request: FastifyRequest, id: number) => {
    const s = await guard(request);
    const role = await s.data.settings.roles.get(id);
    if (!role) throw errors.settingsNotFound(String(id));
    return { s, role };
  };

  app.post<{ Body: { id?: number; code: string; name: string } }>('/api/sys/role/saveSysRole', {
    config, schema: routeSchema('settings', 'Create or rename a role', closedObject({ id: idSchema, code: shortText(64), name: shortText(100) }, ['code', 'name'])),
  }, async (request) => {
    const s = await guard(request);
    const b = request.body;
    const before = b.id ? await s.data.settings.roles.get(b.id) : undefined;
    if (b.id && !before) throw errors.settingsNotFound(String(b.id));
    const holder = await s.data.settings.roles.findByCode(b.code.trim());
    const extra = holder && holder.id !== b.id ? [{ field: 'code', key: 'settingsRule.taken' }] : [];
    // The administrator role's code is what marks administrators: it cannot change.
    if (before?.code === ADMIN_ROLE && b.code.trim() !== ADMIN_ROLE) extra.push({ field: 'code', key: 'settingsRule.taken' });
    checkForm(request, 'role', b, extra);
    const id = await s.data.settings.roles.save({ id: b.id, code: b.code.trim(), name: b.name.trim() });
    await audit(s, 'role', before ? 'update' : 'create', b.code.trim(), before ?? null, { id, code: b.code.trim(), name: b.name.trim() });
    return ok(request, { id });
  });

  app.post<{ Querystring: { id: string } }>('/api/sys/role/deleteSysRoleById', {
    config, schema: routeSchema('settings', 'Delete a role nobody holds', closedObject({}), idQuery),
  }, async (request) => {
    const { s, role } = await findRole(request, Number(request.query.id));
    const members = await s.data.settings.roles.memberIds(role.id);
    if (role.code === ADMIN_ROLE) throw errors.lastAdministrator();
    if (members.length) throw errors.settingsInUse(role.code, translate(request.lang, 'usedBy.members', { n: members.length }));
    const menus = await s.data.settings.roles.menuCodes(role.id);
    await s.data.settings.roles.delete(role.id);
    await audit(s, 'role', 'delete', role.code, { ...role, menus }, null);
    return ok(request, {});
  });

  app.post<{ Querystring: { roleId: string } }>('/api/sys/role/getRoleUsers', {
    config, schema: routeSchema('settings', 'Members holding a role', closedObject({}), roleQuery),
  }, async (request) => {
    const { s, role } = await findRole(request, Number(request.query.roleId));
    const page = await s.data.settings.members.page({ offset: 0, limit: 5000, roleId: role.id });
    return ok(request, page.records.map((m) => ({ id: m.id, userName: m.userName, fullName: m.fullName, disabled: m.disabled })));
  });

  app.post<{ Body: { roleId: number; userIds: number[] } }>('/api/sys/role/addUserToRole', {
    config, schema: routeSchema('settings', 'Give members a role', membersBody),
  }, async (request) => {
    const { s, role } = await findRole(request, request.body.roleId);
    for (const id of request.body.userIds) if (!(await s.data.users.getMember(id))) throw errors.notMember(id);
    const before = await s.data.settings.roles.memberIds(role.id);
    await s.data.settings.roles.addMembers(role.id, request.body.userIds);
    await audit(s, 'role', 'addUsers', role.code, { userIds: before }, { userIds: await s.data.settings.roles.memberIds(role.id) });
    return ok(request, {});
  });

  app.post<{ Body: { roleId: number; userIds: number[] } }>('/api/sys/role/removeUserToRole', {
    config, schema: routeSchema('settings', 'Take a role from members (never the last administrator)', membersBody),
  }, async (request) => {
    const { s, role } = await findRole(request, request.body.roleId);
    if (role.code === ADMIN_ROLE) await guardLastAdmin(s.data, request.body.userIds);
    const before = await s.data.settings.roles.memberIds(role.id);
    await s.data.settings.roles.removeMembers(role.id, request.body.userIds);
    await audit(s, 'role', 'removeUsers', role.code, { userIds: before }, { userIds: await s.data.settings.roles.memberIds(role.id) });
    return ok(request, {});
  });

  app.post<{ Querystring: { roleId: string } }>('/api/sys/role/getDefinedPermissionsTree', {
    config, schema: routeSchema('settings', 'Every menu of the company as a tree, a function\'s menu with its buttons (key `<menu>#<button>`, `#view` opens it), and the keys the role grants', closedObject({}), roleQuery),
  }, async (request) => {
    const { s, role } = await findRole(request, Number(request.query.roleId));
    const [menus, locales, grants] = await Promise.all([s.data.menus.listMenus(), s.data.packs.packLocales(), s.data.settings.roles.menuGrants(role.id)]);
    type Node = { key: string; title: string; code: string; button?: string; children: Node[] };
    const buttonNode = (code: string, button: string): Node => ({
      key: `${code}#${button}`, code: `${code}#${button}`, button, title: translate(request.lang, `menuButton.${button}` as MessageKey), children: [],
    });
    const nodes = new Map<string, Node>(menus.map((m) => [m.code, {
      key: m.code, code: m.code, title: menuTitle(m, locales, request.lang),
      children: m.function_code ? ['view', ...MENU_BUTTONS].map((b) => buttonNode(m.code, b)) : [],
    }]));
    const roots: Node[] = [];
    for (const m of menus) {
      const parent = m.parent_code ? nodes.get(m.parent_code) : undefined;
      (parent ? parent.children : roots).push(nodes.get(m.code)!);
    }
    const opensFunction = new Set(menus.filter((m) => m.function_code).map((m) => m.code));
    const checked = grants.flatMap((g) => [g.code, ...(opensFunction.has(g.code)
      ? ['view', ...(g.buttons ?? MENU_BUTTONS)].map((b) => `${g.code}#${b}`) : [])]);
    return ok(request, { tree: roots, checked, isAdmin: role.code === ADMIN_ROLE });
  });

  const saveGrants = async (request: FastifyRequest, roleId: number, wanted: { code: string; buttons: string[] | null }[]) => {
    const { s, role } = await findRole(request, roleId);
    const known = new Set((await s.data.menus.listMenus()).map((m) => m.code));
    const unknown = wanted.find((g) => !known.has(g.code));
    if (unknown) throw errors.settingsNotFound(unknown.code);
    const byCode = new Map(wanted.map((g) => [g.code, g]));
    const before = await s.data.settings.roles.menuGrants(role.id);
    await data.transaction((tx) => tx.forTenant(s.tenantId).settings.roles.setMenus(role.id, [...byCode.values()]));
    await audit(s, 'role', 'permissions', role.code, { menus: before }, { menus: await s.data.settings.roles.menuGrants(role.id) });
    return ok(request, {});
  };

  app.post<{ Body: { roleId: number; menuCodes: string[] } }>('/api/sys/role/saveRoleMenus', {
    config, schema: routeSchema('settings', 'Set the menus a role grants, every button on each (takes effect on members\' next request)',
      closedObject({ roleId: idSchema, menuCodes: { type: 'array', maxItems: 2000, items: shortText(64, 1) } }, ['roleId', 'menuCodes'])),
  }, async (request) => saveGrants(request, request.body.roleId, request.body.menuCodes.map((code) => ({ code, buttons: null }))));

  app.post<{ Body: { roleId: number; permissions: { menuCode: string; buttons?: string[] }[] } }>('/api/sys/role/saveRoleFuncPermissionByRoleId', {
    config, schema: routeSchema('settings', 'Set the menus a role grants and the buttons on each (`buttons` left out: every button); takes effect on members\' next request',
      closedObject({
        roleId: idSchema,
        permissions: { type: 'array', maxItems: 2000, items: closedObject({
          menuCode: shortText(64, 1),
          buttons: { type: 'array', maxItems: MENU_BUTTONS.length, uniqueItems: true, items: { type: 'string', enum: [...MENU_BUTTONS] } },
        }, ['menuCode']) },
      }, ['roleId', 'permissions'])),
  }, async (request) => saveGrants(request, request.body.roleId, request.body.permissions.map((p) => ({ code: p.menuCode, buttons: p.buttons ?? null }))));
}

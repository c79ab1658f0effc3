import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { SETTINGS_MENU } from '../db';
import { errors } from '../errors';
import { ok } from '../http';
import { closedObject, idSchema, routeSchema, shortText } from '../http';
import { translate } from '../i18n';
import { audit } from './audit';
import { checkForm, requireSettings, type Problem } from './guard';

const optionalId = { anyOf: [idSchema, { type: 'null' }] };
const sortSchema = { type: 'integer', minimum: 0, maximum: 1_000_000 };

/** Department tree with managers (the flows' level supervisors) and posts (`department-management`, `post-management`). */
export function registerSettingsOrgRoutes(app: FastifyInstance, _data: DataAccess): void {
  const config = { access: 'session' as const };
  const depts = (request: FastifyRequest) => requireSettings(request, SETTINGS_MENU.departments, SETTINGS_MENU.users);
  const posts = (request: FastifyRequest) => requireSettings(request, SETTINGS_MENU.posts, SETTINGS_MENU.users);

  app.post('/api/sys/dept/list', {
    config, schema: routeSchema('settings', 'Departments of the company (flat; parentId makes the tree) with member counts', closedObject({})),
  }, async (request) => {
    const s = await depts(request);
    const list = await s.data.settings.org.listDepartments();
    const counts = await Promise.all(list.map((d) => s.data.settings.members.countWhere('department_id', d.id)));
    return ok(request, list.map((d, i) => ({ ...d, memberCount: counts[i] })));
  });

  app.post<{ Body: { id?: number; parentId?: number | null; name: string; managerId?: number | null; sort?: number } }>('/api/sys/dept/save', {
    config, schema: routeSchema('settings', 'Create, rename or move a department; its members stay in it',
      closedObject({ id: idSchema, parentId: optionalId, name: shortText(100), managerId: optionalId, sort: sortSchema }, ['name'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.departments);
    const b = request.body;
    const all = await s.data.settings.org.listDepartments();
    const before = b.id ? all.find((d) => d.id === b.id) : undefined;
    if (b.id && !before) throw errors.settingsNotFound(String(b.id));
    const extra: Problem[] = [];
    if (b.parentId && !all.some((d) => d.id === b.parentId)) extra.push({ field: 'parentId', key: 'settingsRule.unknown' });
    else if (b.id && b.parentId && isUnder(all, b.parentId, b.id)) extra.push({ field: 'parentId', key: 'settingsRule.cycle' });
    if (b.managerId && !(await s.data.users.getMember(b.managerId))) extra.push({ field: 'managerId', key: 'settingsRule.unknown' });
    checkForm(request, 'department', b, extra);
    const row = { parentId: b.parentId ?? null, name: b.name.trim(), managerId: b.managerId ?? null, sort: b.sort ?? 0 };
    const id = b.id ?? await s.data.settings.org.createDepartment(row);
    if (b.id) await s.data.settings.org.updateDepartment({ id: b.id, ...row });
    await audit(s, 'department', before ? 'update' : 'create', row.name, before ?? null, { id, ...row });
    return ok(request, { id });
  });

  app.post<{ Body: { id: number } }>('/api/sys/dept/delete', {
    config, schema: routeSchema('settings', 'Delete an empty department (no members, no sub-departments)', closedObject({ id: idSchema }, ['id'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.departments);
    const dept = await s.data.settings.org.getDepartment(request.body.id);
    if (!dept) throw errors.settingsNotFound(String(request.body.id));
    const [members, children] = await Promise.all([
      s.data.settings.members.countWhere('department_id', dept.id), s.data.settings.org.countChildren(dept.id),
    ]);
    const uses = [
      members ? translate(request.lang, 'usedBy.members', { n: members }) : '',
      children ? translate(request.lang, 'usedBy.subDepartments', { n: children }) : '',
    ].filter(Boolean);
    if (uses.length) throw errors.settingsInUse(dept.name, uses.join(', '));
    await s.data.settings.org.deleteDepartment(dept.id);
    await audit(s, 'department', 'delete', dept.name, dept, null);
    return ok(request, {});
  });

  app.post('/api/sys/post/list', {
    config, schema: routeSchema('settings', 'Posts of the company with member counts', closedObject({})),
  }, async (request) => {
    const s = await posts(request);
    const list = await s.data.settings.org.listPosts();
    const counts = await Promise.all(list.map((p) => s.data.settings.members.countWhere('post_id', p.id)));
    return ok(request, list.map((p, i) => ({ ...p, memberCount: counts[i] })));
  });

  app.post<{ Body: { id?: number; code: string; name: string; sort?: number } }>('/api/sys/post/save', {
    config, schema: routeSchema('settings', 'Create or edit a post', closedObject({ id: idSchema, code: shortText(64), name: shortText(100), sort: sortSchema }, ['code', 'name'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.posts);
    const b = request.body;
    const before = b.id ? await s.data.settings.org.getPost(b.id) : undefined;
    if (b.id && !before) throw errors.settingsNotFound(String(b.id));
    const holder = await s.data.settings.org.findPostByCode(b.code.trim());
    checkForm(request, 'post', b, holder && holder.id !== b.id ? [{ field: 'code', key: 'settingsRule.taken' }] : []);
    const row = { id: b.id, code: b.code.trim(), name: b.name.trim(), sort: b.sort ?? 0 };
    const id = await s.data.settings.org.savePost(row);
    await audit(s, 'post', before ? 'update' : 'create', row.code, before ?? null, { ...row, id });
    return ok(request, { id });
  });

  app.post<{ Body: { id: number } }>('/api/sys/post/delete', {
    config, schema: routeSchema('settings', 'Delete a post nobody holds', closedObject({ id: idSchema }, ['id'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.posts);
    const post = await s.data.settings.org.getPost(request.body.id);
    if (!post) throw errors.settingsNotFound(String(request.body.id));
    const members = await s.data.settings.members.countWhere('post_id', post.id);
    if (members) throw errors.settingsInUse(post.name, translate(request.lang, 'usedBy.members', { n: members }));
    await s.data.settings.org.deletePost(post.id);
    await audit(s, 'post', 'delete', post.code, post, null);
    return ok(request, {});
  });
}

/** Whether `id` is `ancestor` or sits below it (bounded by the tree's size). */
function isUnder(all: { id: number; parentId: number | null }[], id: number, ancestor: number): boolean {
  const byId = new Map(all.map((d) => [d.id, d]));
  let current: number | null = id;
  for (let i = 0; current !== null && i <= all.length; i++) {
    if (current === ancestor) return true;
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

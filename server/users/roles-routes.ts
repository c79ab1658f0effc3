import type { FastifyInstance } from 'fastify';
import { ok, closedObject, pagingProps, routeSchema } from '../http';
import { packLocale } from '../i18n';
import { requireSettings } from '../admin';
import { SETTINGS_MENU } from '../db';

/**
 * Role management's list (spec 001 section 7, `getSysRolePage`): the tenant's
 * roles, paged, names in the request language. A role's name is a pack text
 * key (`roles.finance`), resolved through whichever installed pack defines it.
 * Administrators only: the flow designer's role pickers read it.
 */
export function registerRoleRoutes(app: FastifyInstance): void {
  app.post<{ Body: { current: number; size: number } }>('/api/sys/role/getSysRolePage', {
    config: { access: 'session' },
    schema: routeSchema('users', 'Roles of the current company, paged, names translated', closedObject(pagingProps, ['current', 'size'])),
  }, async (request) => {
    // The flow designer (administrators), role management and user management (their role pickers) read it.
    const s = await requireSettings(request, SETTINGS_MENU.roles, SETTINGS_MENU.users);
    const { current, size } = request.body;
    const [page, locales] = await Promise.all([
      s.data.roles.listRoles({ offset: (current - 1) * size, limit: size }), s.data.packs.packLocales(),
    ]);
    const texts = [...locales.values()].map((l) => packLocale(l, request.lang));
    const nameOf = (key: string) => texts.find((t) => typeof t[key] === 'string')?.[key] ?? key;
    const records = page.records.map((r) => ({ id: r.id, code: r.code, name: nameOf(r.name) }));
    return ok(request, { records, total: page.total, current, size });
  });
}

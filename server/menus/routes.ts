import type { FastifyInstance } from 'fastify';
import { sessionOf, ok, emptyBody, routeSchema } from '../http';
import { translate } from '../i18n';
import { menuTitle } from './menu-title';
import { loadMenuAccess } from './access';
import { buildMenuTree } from './menu-tree';

/** `getMenuTreetByUser`: the menus granted through the user's roles, titles in the request language. */
export function registerMenuRoutes(app: FastifyInstance): void {
  app.post('/api/sys/getMenuTreetByUser', {
    config: { access: 'session' },
    schema: routeSchema('menus', 'The menu tree and permission map of the current user', emptyBody, {
      querystring: { type: 'object', properties: { suiteCode: { type: 'string' }, thirdType: { type: 'string' } } },
    }),
  }, async (request) => {
    const { data, userId } = sessionOf(request);
    const [access, all, locales] = await Promise.all([
      loadMenuAccess(data, userId), data.menus.listMenus(), data.packs.packLocales(),
    ]);
    const tree = buildMenuTree({
      granted: access.menus,
      all,
      permissions: access.permissions,
      workbenchTitle: translate(request.lang, 'menuWorkbench'),
      titleOf: (m) => menuTitle(m, locales, request.lang),
    });
    return ok(request, tree);
  });
}

import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { closedObject, ok, routeSchema, sessionOf, shortText } from '../http';

/** The tenant selector's "enter this company next time" (spec 000 section 7.2 `setDefaultTenant`). */
export function registerTenantChoiceRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post<{ Body: { tenantId: string } }>('/api/admin/user/setDefaultTenant', {
    config: { access: 'session' },
    schema: routeSchema('users', 'Make one of the user\'s companies the one a plain sign-in enters', closedObject({ tenantId: shortText(64, 1) }, ['tenantId'])),
  }, async (request) => {
    const s = sessionOf(request);
    if (!(await data.identity.isMember(s.userId, request.body.tenantId))) throw errors.tenantNotAllowed();
    await data.signIn.setDefaultTenant(s.userId, request.body.tenantId);
    return ok(request, {});
  });
}

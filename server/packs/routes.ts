import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import { sessionOf, ok, closedObject, routeSchema } from '../http';
import { requireAdmin } from '../menus';
import { installPack } from './install';
import { invalidateLookups } from '../lookups';

/** Packs are bigger than ordinary requests. */
const PACK_BODY_LIMIT = 5 * 1024 * 1024;

export function registerPackRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post<{ Body: { pack: unknown } }>('/api/pack/install', {
    config: { access: 'session' },
    bodyLimit: PACK_BODY_LIMIT,
    schema: routeSchema('packs', 'Install or upgrade a pack in the current company (administrators)',
      closedObject({ pack: { type: 'object', description: 'A schema pack (engine/core/pack/pack.schema.json), locales included' } }, ['pack'])),
  }, async (request) => {
    const s = sessionOf(request);
    await requireAdmin(s.data, s.userId);
    const result = await installPack(data, s.tenantId, request.body.pack);
    invalidateLookups(s.tenantId);
    return ok(request, result);
  });
}

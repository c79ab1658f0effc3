import type { FastifyInstance } from 'fastify';
import { resolveSession, touchSession } from './sessions';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { toServerLang } from '../i18n';

/**
 * Runs before the body is read: sets the language, resolves the session of
 * `accesstoken` (code 4 when missing or invalid) and applies the idle lock
 * (code 18) except on routes marked `lockable`.
 */
export function registerSessionHook(app: FastifyInstance, data: DataAccess): void {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.lang = toServerLang(request.headers.lang);
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const { session, locked } = await resolveSession(data, request.headers.accesstoken);
    if (locked && access !== 'lockable') throw errors.idleLocked();
    if (!locked) await touchSession(data, session);
    request.session = {
      sessionId: session.id,
      tenantId: session.tenant_id,
      userId: session.user_id,
      data: data.forTenant(session.tenant_id),
    };
  });
}

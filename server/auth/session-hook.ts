import type { FastifyInstance } from 'fastify';
import { resolveSession, touchSession } from './sessions';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { toServerLang } from '../i18n';

/**
 * Runs before the body is read: sets the language, resolves the session of
 * `accesstoken` (code 4 when missing or invalid) and applies the idle lock
 * (code 18) except on routes marked `lockable`. The session's tenant view reads
 * the member, company, roles and menus through the request cache at the
 * database's cache stamp of this request.
 */
export function registerSessionHook(app: FastifyInstance, data: DataAccess): void {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.lang = toServerLang(request.headers.lang);
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = request.headers.accesstoken;
    // One read per request: what is cached (the session, the member, their roles and menus) holds while it stays.
    const stamp = typeof token === 'string' ? await data.cacheStamp() : undefined;
    const { session, locked } = await resolveSession(data, token, Date.now(), false, stamp);
    if (locked && access !== 'lockable') throw errors.idleLocked();
    if (!locked) await touchSession(data, session);
    request.session = {
      sessionId: session.id,
      tenantId: session.tenant_id,
      userId: session.user_id,
      data: data.forTenant(session.tenant_id, stamp),
    };
  });
}

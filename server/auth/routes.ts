import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, emptyBody, routeSchema, shortText } from '../http';
import { DUMMY_HASH, verifyPassword } from './password';
import { startSession } from './sessions';

const loginBody = closedObject({
  userName: shortText(64, 1), password: shortText(128, 1), tenantId: shortText(64, 1),
}, ['userName', 'password']);

/** Sign-in, sign-out and the idle-lock unlock (spec 000 section 7.1). */
export function registerAuthRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post<{ Body: { userName: string; password: string; tenantId?: string } }>('/api/auth/login', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Sign in with user name and password', loginBody),
  }, async (request) => {
    const { userName, password, tenantId } = request.body;
    const user = await data.identity.findUserByName(userName.trim());
    // Always pay for one scrypt so response time does not reveal whether the user exists.
    const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) throw errors.loginFailed();
    const tenants = await data.identity.listUserTenants(user.id);
    const wanted = tenantId ?? user.default_tenant_id;
    const tenant = tenants.find((t) => t.tenantId === wanted) ?? (tenantId ? undefined : tenants[0]);
    if (!tenant) throw errors.tenantNotAllowed();
    await data.identity.deleteExpiredSessions(Date.now());
    return ok(request, { token: await startSession(data, tenant.tenantId, user.id) });
  });

  app.post('/api/auth/logout', {
    config: { access: 'lockable' },
    schema: routeSchema('auth', 'Sign out: the token stops working', emptyBody),
  }, async (request) => {
    await data.identity.deleteSession(sessionOf(request).sessionId);
    return ok(request, {});
  });

  app.post<{ Body: { password: string } }>('/api/auth/checkUserPwd', {
    config: { access: 'lockable' },
    schema: routeSchema('auth', 'Check the password; unlocks an idle-locked session', closedObject({ password: shortText(128, 1) }, ['password'])),
  }, async (request) => {
    const session = sessionOf(request);
    const user = await data.identity.findUser(session.userId);
    if (!user || !(await verifyPassword(request.body.password, user.password_hash))) throw errors.wrongPassword();
    await data.identity.touchSession(session.sessionId, Date.now());
    return ok(request, {});
  });
}

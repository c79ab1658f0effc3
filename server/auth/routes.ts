import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, emptyBody, routeSchema, shortText } from '../http';
import { dummyHash, verifyPassword } from './password';
import { startSession } from './sessions';
import { sessionsChanged } from './session-events';
import {
  assertNotBlocked, loginAccountKey, loginAddressKey, loginRiskLevel, recordFailure, throttlePolicy, unlockKey,
} from './throttle';
import { requirePass } from './captcha';

const loginBody = closedObject({
  userName: shortText(64, 1), password: shortText(128, 1), tenantId: shortText(64, 1), captchaVerification: shortText(200),
}, ['userName', 'password']);

/** Sign-in, sign-out and the idle-lock unlock (spec 000 section 7.1). */
export function registerAuthRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post<{ Body: { userName: string; password: string; tenantId?: string; captchaVerification?: string } }>('/api/auth/login', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Sign in with user name and password', loginBody),
  }, async (request) => {
    const { password, tenantId } = request.body;
    const userName = request.body.userName.trim();
    const keys = [loginAccountKey(userName), loginAddressKey(request.ip)];
    // A blocked account or address is refused before any scrypt is spent on it.
    await assertNotBlocked(data.authGuards, keys);
    // After repeated failures every try needs a passed slider check, spent whether or not the password is right.
    if ((await loginRiskLevel(data.authGuards, request.ip, userName)).level > 0) {
      await requirePass(data, request.body.captchaVerification, request.ip);
    }
    const user = await data.identity.findUserByName(userName);
    // Always pay for one scrypt so response time does not reveal whether the user exists.
    const valid = await verifyPassword(password, user?.password_hash ?? dummyHash());
    if (!user || !valid) {
      await recordFailure(data.authGuards, keys[0], throttlePolicy.accountFreeFailures);
      await recordFailure(data.authGuards, keys[1], throttlePolicy.addressFreeFailures);
      throw errors.loginFailed();
    }
    await data.authGuards.clearThrottle(keys[0]);
    const tenants = await data.identity.listUserTenants(user.id);
    const wanted = tenantId ?? user.default_tenant_id;
    const tenant = tenants.find((t) => t.tenantId === wanted) ?? (tenantId ? undefined : tenants[0]);
    if (!tenant) throw errors.tenantNotAllowed();
    await data.identity.deleteExpiredSessions(Date.now());
    return ok(request, { token: await startSession(data, tenant.tenantId, user.id) });
  });

  app.post<{ Body: { userName?: string } }>('/api/auth/getLoginRiskControlLevel', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Whether the next sign-in needs the slider check (level 1) and how long a blocked one waits',
      closedObject({ userName: shortText(64, 1) }, [])),
  }, async (request) => {
    const { level, retryAfterSeconds } = await loginRiskLevel(data.authGuards, request.ip, request.body.userName?.trim());
    return ok(request, { level, sliderRequired: level > 0, retryAfterSeconds });
  });

  app.post('/api/auth/logout', {
    config: { access: 'lockable' },
    schema: routeSchema('auth', 'Sign out: the token stops working', emptyBody),
  }, async (request) => {
    await data.identity.deleteSession(sessionOf(request).sessionId);
    sessionsChanged(sessionOf(request).userId);
    return ok(request, {});
  });

  app.post<{ Body: { password: string } }>('/api/auth/checkUserPwd', {
    config: { access: 'lockable' },
    schema: routeSchema('auth', 'Check the password; unlocks an idle-locked session', closedObject({ password: shortText(128, 1) }, ['password'])),
  }, async (request) => {
    const session = sessionOf(request);
    const key = unlockKey(session.sessionId);
    await assertNotBlocked(data.authGuards, [key]);
    const user = await data.identity.findUser(session.userId);
    if (!user || !(await verifyPassword(request.body.password, user.password_hash))) {
      const failures = await recordFailure(data.authGuards, key, throttlePolicy.sliderAfterFailures);
      if (failures < throttlePolicy.unlockMaxFailures) throw errors.wrongPassword();
      // Guessing the unlock password ends the session: the next step is a full sign-in, with its own limits.
      await data.identity.deleteSession(session.sessionId);
      await data.authGuards.clearThrottle(key);
      sessionsChanged(session.userId);
      throw errors.unlockAttemptsExhausted();
    }
    await data.authGuards.clearThrottle(key);
    await data.identity.touchSession(session.sessionId, Date.now());
    sessionsChanged(session.userId);
    return ok(request, {});
  });
}

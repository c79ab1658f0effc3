import type { FastifyInstance } from 'fastify';
import { startSession } from '../auth';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { closedObject, ok, routeSchema, shortText } from '../http';
import { checkForm } from '../admin';
import { checkCode, sendCode, type SmsProvider } from '../sms';

const PURPOSE = 'login';

/**
 * Phone + SMS code sign-in (spec 000 sections 2.12, 7.1): `loginSendAuthCode` sends a
 * 6-digit code (10-minute life, again after 59 s) when the mobile has an account, and
 * answers the same either way so the call cannot tell who is registered;
 * `mobileLogin` spends the code once and answers a token.
 */
export function registerMobileLoginRoutes(app: FastifyInstance, data: DataAccess, sms: SmsProvider): void {
  app.post<{ Body: { mobile: string } }>('/api/auth/loginSendAuthCode', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Send a sign-in code to a mobile that has an account (again after 59 s)', closedObject({ mobile: shortText(32) }, ['mobile'])),
  }, async (request) => {
    const mobile = request.body.mobile.trim();
    checkForm(request, 'register', { mobile }, [], ['mobile']);
    if (await data.identity.findUserByMobile(mobile)) await sendCode(data, sms, mobile, PURPOSE);
    return ok(request, {});
  });

  app.post<{ Body: { mobile: string; authCode: string; tenantId?: string } }>('/api/auth/mobileLogin', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Sign in with a mobile and the code sent to it; the code works once', closedObject({
      mobile: shortText(32), authCode: shortText(16), tenantId: shortText(64, 1),
    }, ['mobile', 'authCode'])),
  }, async (request) => {
    const mobile = request.body.mobile.trim();
    const authCode = request.body.authCode.trim();
    checkForm(request, 'register', { mobile }, [], ['mobile']);
    const valid = /^\d{6}$/.test(authCode) && await checkCode(data, mobile, PURPOSE, authCode);
    const user = valid ? await data.identity.findUserByMobile(mobile) : undefined;
    if (!user) return checkForm(request, 'register', { mobile }, [{ field: 'authCode', key: 'settingsRule.authCode' }], ['mobile']);
    const tenants = await data.identity.listUserTenants(user.id);
    const wanted = request.body.tenantId ?? user.default_tenant_id;
    const tenant = tenants.find((t) => t.tenantId === wanted) ?? (request.body.tenantId ? undefined : tenants[0]);
    if (!tenant) throw errors.tenantNotAllowed();
    return ok(request, { token: await startSession(data, tenant.tenantId, user.id) });
  });
}

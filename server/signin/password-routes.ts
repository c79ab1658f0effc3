import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { checkField, checkPasswordPolicy, SETTINGS_FORMS, type PasswordPolicy } from '../engine';
import { closedObject, ok, routeSchema, sessionOf, shortText } from '../http';
import { checkForm, type Problem } from '../admin';
import { checkCode, sendCode, type SmsProvider } from '../sms';
import { hashPassword, loginAccountKey, sessionsChanged } from '../auth';

const FORGOT = 'resetPassword';
const CHANGE = 'changePassword';

interface NewPasswordBody { authCode: string; passwd: string; newPasswd: string }

const newPasswordProps = { authCode: shortText(16), passwd: shortText(64), newPasswd: shortText(64) };

/**
 * The new password (`passwd`) and its confirmation (`newPasswd`): the spec's
 * 6-18 letters and digits, equal, and the policy of every company the user
 * belongs to (a password serves them all). Code 14 on the failing field.
 */
async function checkNewPassword(request: FastifyRequest, data: DataAccess, userId: number | undefined, b: NewPasswordBody): Promise<void> {
  const extra: Problem[] = [];
  const format = checkField(b.passwd, SETTINGS_FORMS.password.password);
  if (format) extra.push({ field: 'passwd', key: `settingsRule.${format}` });
  if (b.newPasswd !== b.passwd) extra.push({ field: 'newPasswd', key: 'passwordsDiffer' });
  if (!format && userId !== undefined) {
    for (const t of await data.identity.listUserTenants(userId)) {
      const tenant = await data.forTenant(t.tenantId).users.getTenant();
      const code = checkPasswordPolicy(b.passwd, (tenant?.password_policy ?? 'basic') as PasswordPolicy);
      if (code) {
        extra.push({ field: 'passwd', key: `settingsRule.${code}` });
        break;
      }
    }
  }
  checkForm(request, 'password', {}, extra, []);
}

/** Sets the password, ends every session of the user (their sockets close) and forgets their failed sign-ins. */
async function replacePassword(data: DataAccess, userId: number, userName: string, password: string): Promise<void> {
  await data.identity.setPassword(userId, await hashPassword(password));
  await data.signIn.endUserSessions(userId);
  await data.authGuards.clearThrottle(loginAccountKey(userName));
  sessionsChanged(userId);
}

const codeProblem = (request: FastifyRequest) =>
  checkForm(request, 'password', {}, [{ field: 'authCode', key: 'settingsRule.authCode' }], []);

/**
 * Forgot password by SMS (route forget-psd) and the password-change dialog
 * (spec 000 sections 2.8, 4.3, 5, 7.1): a 6-digit code to the account's mobile
 * (10 minutes, single use, again after 59 s), then the new password twice.
 */
export function registerPasswordRoutes(app: FastifyInstance, data: DataAccess, sms: SmsProvider): void {
  app.post<{ Body: { mobile: string } }>('/api/auth/forgotPasswordSendAuthCode', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Send a password-reset code to a mobile that has an account (answers alike for unknown ones)',
      closedObject({ mobile: shortText(32) }, ['mobile'])),
  }, async (request) => {
    const mobile = request.body.mobile.trim();
    checkForm(request, 'register', { mobile }, [], ['mobile']);
    if (await data.identity.findUserByMobile(mobile)) await sendCode(data, sms, mobile, FORGOT);
    return ok(request, {});
  });

  app.post<{ Body: NewPasswordBody & { mobile: string } }>('/api/admin/user/resetPasswdByMobile', {
    config: { access: 'public' },
    schema: routeSchema('users', 'Set a new password with the code sent to the account\'s mobile; every session of the account ends',
      closedObject({ mobile: shortText(32), ...newPasswordProps }, ['mobile', 'authCode', 'passwd', 'newPasswd'])),
  }, async (request) => {
    const mobile = request.body.mobile.trim();
    checkForm(request, 'register', { mobile }, [], ['mobile']);
    const user = await data.identity.findUserByMobile(mobile);
    await checkNewPassword(request, data, user?.id, request.body);
    const authCode = request.body.authCode.trim();
    if (!user || !/^\d{6}$/.test(authCode) || !(await checkCode(data, mobile, FORGOT, authCode))) codeProblem(request);
    await replacePassword(data, user!.id, user!.user_name, request.body.passwd);
    return ok(request, {});
  });

  app.post<{ Body: { mobile?: string; tenantId?: string } }>('/api/auth/resetPasswordSendAuthCode', {
    config: { access: 'session' },
    schema: routeSchema('auth', 'Send a password-change code to the signed-in user\'s own mobile',
      closedObject({ mobile: shortText(32), tenantId: shortText(64) })),
  }, async (request) => {
    const user = await data.identity.findUser(sessionOf(request).userId);
    const mobile = user?.mobile_phone ?? '';
    // The code only ever goes to the account's own mobile, whatever the payload names.
    checkForm(request, 'register', { mobile }, [], ['mobile']);
    await sendCode(data, sms, mobile, CHANGE);
    return ok(request, {});
  });

  app.post<{ Body: NewPasswordBody & { mobile?: string; id?: number } }>('/api/admin/user/updatePasswdByAuthCode', {
    config: { access: 'session' },
    schema: routeSchema('users', 'Change the signed-in user\'s password with the code sent to their mobile; every session ends (sign in again)',
      closedObject({ id: { type: 'integer' }, mobile: shortText(32), ...newPasswordProps }, ['authCode', 'passwd', 'newPasswd'])),
  }, async (request) => {
    const s = sessionOf(request);
    const user = await data.identity.findUser(s.userId);
    await checkNewPassword(request, data, s.userId, request.body);
    const authCode = request.body.authCode.trim();
    const mobile = user?.mobile_phone ?? '';
    if (!user || !mobile || !/^\d{6}$/.test(authCode) || !(await checkCode(data, mobile, CHANGE, authCode))) codeProblem(request);
    await replacePassword(data, user!.id, user!.user_name, request.body.passwd);
    return ok(request, {});
  });
}

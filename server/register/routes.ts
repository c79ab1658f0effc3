import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword, requirePass, startSession } from '../auth';
import { MobileTakenError, type DataAccess } from '../data';
import { bundledPacks } from '../engine';
import { errors } from '../errors';
import { ok } from '../http';
import { closedObject, routeSchema, shortText } from '../http';
import { installPack } from '../packs';
import { DEMO_ROLES } from '../seed';
import { checkForm, type Problem } from '../admin';
import { checkCode, sendCode, type SmsProvider } from '../sms';

const PURPOSE = 'register';
interface RegisterBody {
  corpName: string; fullName: string; creditCode: string; mobile: string; authCode: string; password: string;
  agreement: boolean; recommendCode?: string; force?: boolean;
}

/**
 * Registration of a new company (spec 000 sections 2.12, 5 and 7.2 `/api/register/*`): the
 * registrant's mobile is proved by an SMS code; the company starts with its administrator
 * (the registrant), the default roles, the console menus and every bundled pack installed.
 */
/** A registered company starts on a trial of this many days (spec 000 section 4.1: tenantStatus 1). */
export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

export function registerRegistrationRoutes(app: FastifyInstance, data: DataAccess, sms: SmsProvider): void {
  app.post<{ Body: { mobile: string; captchaVerification?: string } }>('/api/register/registerSendAuthCode', {
    config: { access: 'public' },
    schema: routeSchema('register', 'Send a registration code to a mobile (again after 59 s); needs a passed slider check',
      closedObject({ mobile: shortText(32), captchaVerification: shortText(200) }, ['mobile'])),
  }, async (request) => {
    const mobile = request.body.mobile.trim();
    checkForm(request, 'register', { mobile }, [], ['mobile']);
    // Registration always asks for the slider (spec 000 section 2.12): no code is sent to a robot.
    await requirePass(data, request.body.captchaVerification, request.ip);
    await sendCode(data, sms, mobile, PURPOSE);
    return ok(request, {});
  });

  app.post<{ Body: RegisterBody }>('/api/register/commitSimpleRegisterInfo', {
    config: { access: 'public' },
    schema: routeSchema('register', 'Register a company; answers a signed-in token for its administrator', closedObject({
      corpName: shortText(200), fullName: shortText(100), creditCode: shortText(18), mobile: shortText(32), authCode: shortText(6),
      password: shortText(64), agreement: { type: 'boolean' }, recommendCode: shortText(64), force: { type: 'boolean' },
    }, ['corpName', 'fullName', 'creditCode', 'mobile', 'authCode', 'password', 'agreement'])),
  }, async (request) => {
    const b = { ...request.body, corpName: request.body.corpName.trim(), fullName: request.body.fullName.trim(), creditCode: request.body.creditCode.trim().toUpperCase(), mobile: request.body.mobile.trim() };
    const extra: Problem[] = b.agreement ? [] : [{ field: 'agreement', key: 'settingsRule.agreement' }];
    checkForm(request, 'register', { ...b }, extra);
    const existing = await data.identity.findTenantByCreditOrName(b.creditCode, b.corpName);
    if (existing && !b.force) throw errors.companyRegistered(existing.corpName);
    if (!(await checkCode(data, b.mobile, PURPOSE, b.authCode.trim()))) checkForm(request, 'register', b, [{ field: 'authCode', key: 'settingsRule.authCode' }]);
    const now = Date.now();
    const tenantId = `t${randomBytes(6).toString('hex')}`;
    const account = await data.identity.findUserByMobile(b.mobile);
    const passwordHash = account ? '' : await hashPassword(b.password);
    const userId = await data.transaction(async (tx) => {
      await tx.identity.createTenant({
        id: tenantId, corpName: b.corpName, now, settingFlag: 0, creditCode: b.creditCode, recommendCode: b.recommendCode?.trim() || null,
        trialEndsAt: now + TRIAL_DAYS * DAY_MS,
      });
      // A mobile that already has an account (proved by the code) becomes this company's administrator too.
      const id = account?.id ?? await tx.identity.createUser({
        userName: await freeUserName(tx, b.mobile), fullName: b.fullName, mobilePhone: b.mobile, passwordHash, defaultTenantId: tenantId, now,
      });
      await tx.identity.addMembership(id, tenantId);
      const t = tx.forTenant(tenantId);
      await t.settings.ensureSystemMenus();
      for (const r of DEMO_ROLES) {
        const roleId = await t.users.ensureRole(r.code, r.name);
        if (r.code === 'admin') await t.users.assignRole(id, roleId);
      }
      return id;
    }).catch((e: unknown) => {
      // The same mobile registered at the same moment: nothing of this company was kept; registering again finds the account.
      throw e instanceof MobileTakenError ? errors.conflict() : e;
    });
    for (const pack of bundledPacks) await installPack(data, tenantId, pack, now);
    const token = await startSession(data, tenantId, userId);
    return ok(request, { token, tenantId, userName: account?.user_name ?? (await data.identity.findUser(userId))?.user_name });
  });
}

/** The account name of a new registrant: their mobile, or the mobile with a suffix when taken. */
async function freeUserName(tx: DataAccess, mobile: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const name = i ? `${mobile}_${i}` : mobile;
    if (!(await tx.identity.findUserByName(name))) return name;
  }
  throw errors.conflict();
}

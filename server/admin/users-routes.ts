import type { FastifyInstance } from 'fastify';
import { hashPassword, sessionsChanged } from '../auth';
import { MobileTakenError, type DataAccess, type MemberRow } from '../data';
import { SETTINGS_MENU } from '../db';
import { errors } from '../errors';
import { ok } from '../http';
import { closedObject, idSchema, pagingProps, routeSchema, shortText } from '../http';
import { translate, type MessageKey, type ServerLang } from '../i18n';
import { audit } from './audit';
import { checkForm, queryId, requireSettings } from './guard';
import { adminRoleId, checkLinks, guardLastAdmin } from './member-rules';
import { passwordPolicyProblems } from './password-policy';

const optionalId = { anyOf: [idSchema, { type: 'null' }] };
const userBody = closedObject({
  id: idSchema, userName: shortText(64), fullName: shortText(100), mobilePhone: shortText(32), password: shortText(64),
  departmentId: optionalId, postId: optionalId, supervisor1Id: optionalId, supervisor2Id: optionalId,
  roleIds: { type: 'array', maxItems: 50, items: idSchema },
});
interface UserBody {
  id?: number; userName?: string; fullName?: string; mobilePhone?: string; password?: string;
  departmentId?: number | null; postId?: number | null; supervisor1Id?: number | null; supervisor2Id?: number | null; roleIds?: number[];
}
const idQuery = queryId('id');

/** A member without secrets, for the user screen and the log. */
const snapshot = (m: MemberRow) => ({ ...m });
/** Code 14 on the mobile field, in the caller's language. */
const mobileProblem = (lang: ServerLang, key: MessageKey) => errors.fieldErrors({
  reqFieldErrorList: [{ fields: 'mobilePhone', fieldStr: 'mobilePhone', message: translate(lang, key), index: 0 }], reqFormatErrorList: [],
});

/** User management (`sys-user-manage`, spec 000 section 7.2, spec 001 section 7). */
export function registerSettingsUserRoutes(app: FastifyInstance, data: DataAccess): void {
  const config = { access: 'session' as const };
  const guard = (request: Parameters<typeof requireSettings>[0]) => requireSettings(request, SETTINGS_MENU.users);

  app.post<{ Body: { current: number; size: number; keyword?: string; departmentId?: number; roleId?: number } }>('/api/sys/user/getSysUserPage', {
    config, schema: routeSchema('settings', 'Members of the company, paged, with department, post, supervisors and roles',
      closedObject({ ...pagingProps, keyword: shortText(100), departmentId: idSchema, roleId: idSchema }, ['current', 'size'])),
  }, async (request) => {
    const s = await guard(request);
    const { current, size, keyword, departmentId, roleId } = request.body;
    const page = await s.data.settings.members.page({ offset: (current - 1) * size, limit: size, keyword: keyword?.trim() || undefined, departmentId, roleId });
    return ok(request, { ...page, current, size });
  });

  app.post('/api/sys/user/getSysUserList', {
    config, schema: routeSchema('settings', 'Every member (id and names) for pickers', closedObject({})),
  }, async (request) => {
    const s = await guard(request);
    const page = await s.data.settings.members.page({ offset: 0, limit: 5000 });
    return ok(request, page.records.map((m) => ({ id: m.id, userName: m.userName, fullName: m.fullName, disabled: m.disabled })));
  });

  app.post<{ Querystring: { id: string } }>('/api/sys/user/getSysUserById', {
    config, schema: routeSchema('settings', 'One member', closedObject({}), idQuery),
  }, async (request) => {
    const s = await guard(request);
    const member = await s.data.settings.members.get(Number(request.query.id));
    if (!member) throw errors.settingsNotFound(String(Number(request.query.id)));
    return ok(request, member);
  });

  app.post<{ Body: UserBody }>('/api/sys/user/saveSysUser', {
    config, schema: routeSchema('settings', 'Create or edit a member: names, mobile, department, post, supervisors, roles', userBody),
  }, async (request) => {
    const s = await guard(request);
    const b = request.body;
    const before = b.id ? await s.data.settings.members.get(b.id) : undefined;
    if (b.id && !before) throw errors.settingsNotFound(String(b.id));
    const extra = [...await checkLinks(s.data, b.id, b), ...(b.id ? [] : await passwordPolicyProblems(s.data, b.password))];
    if (!b.id && b.userName && (await data.identity.findUserByName(b.userName.trim()))) extra.push({ field: 'userName', key: 'settingsRule.taken' });
    // A mobile names one account (SMS sign-in, forgotten passwords, invitations): another account's mobile is refused.
    const holder = b.mobilePhone?.trim() ? await data.identity.findUserByMobile(b.mobilePhone.trim()) : undefined;
    if (holder && holder.id !== b.id) extra.push({ field: 'mobilePhone', key: 'settingsRule.taken' });
    checkForm(request, b.id ? 'userEdit' : 'userCreate', { ...b }, extra);
    const adminId = await adminRoleId(s.data);
    if (before && b.roleIds && adminId && before.roleIds.includes(adminId) && !b.roleIds.includes(adminId)) {
      await guardLastAdmin(s.data, [before.id]);
    }
    const passwordHash = b.id ? '' : await hashPassword(b.password!);
    // Another save may have taken the mobile since the check above: the database refuses it then.
    const id = await data.transaction(async (tx) => {
      let userId = b.id;
      if (!userId) {
        userId = await tx.identity.createUser({
          userName: b.userName!.trim(), fullName: b.fullName!.trim(), mobilePhone: b.mobilePhone!.trim(),
          passwordHash, defaultTenantId: s.tenantId, now: Date.now(),
        });
        await tx.identity.addMembership(userId, s.tenantId);
      } else {
        await tx.identity.updateNames(userId, b.fullName!.trim(), b.mobilePhone!.trim());
      }
      const t = tx.forTenant(s.tenantId);
      await t.settings.members.setProfile(userId, {
        departmentId: b.departmentId ?? null, postId: b.postId ?? null, supervisor1Id: b.supervisor1Id ?? null, supervisor2Id: b.supervisor2Id ?? null,
      });
      if (b.roleIds) await t.settings.members.setRoles(userId, [...new Set(b.roleIds)]);
      return userId;
    }).catch((e: unknown) => {
      throw e instanceof MobileTakenError ? mobileProblem(request.lang, 'settingsRule.taken') : e;
    });
    const after = await s.data.settings.members.get(id);
    await audit(s, 'user', before ? 'update' : 'create', after!.userName, before && snapshot(before), after && snapshot(after));
    return ok(request, { id });
  });

  app.post<{ Body: { mobilePhone: string } }>('/api/sys/user/inviteByMobile', {
    config, schema: routeSchema('settings', 'Add an existing user (found by mobile) to this company', closedObject({ mobilePhone: shortText(32) }, ['mobilePhone'])),
  }, async (request) => {
    const s = await guard(request);
    const mobilePhone = request.body.mobilePhone.trim();
    checkForm(request, 'userEdit', { fullName: '-', mobilePhone });
    const user = await data.identity.findUserByMobile(mobilePhone);
    if (!user) throw mobileProblem(request.lang, 'settingsRule.unknown');
    if (await s.data.users.getMember(user.id)) throw mobileProblem(request.lang, 'settingsRule.taken');
    await data.identity.addMembership(user.id, s.tenantId);
    await audit(s, 'user', 'invite', user.user_name, null, { id: user.id, userName: user.user_name, fullName: user.full_name });
    return ok(request, { id: user.id });
  });

  app.post<{ Body: { id: number; disabled: boolean } }>('/api/sys/user/setDisabled', {
    config, schema: routeSchema('settings', 'Disable or enable a member in this company (disabling signs them out)',
      closedObject({ id: idSchema, disabled: { type: 'boolean' } }, ['id', 'disabled'])),
  }, async (request) => {
    const s = await guard(request);
    const { id, disabled } = request.body;
    const before = await s.data.settings.members.get(id);
    if (!before) throw errors.settingsNotFound(String(id));
    if (disabled) await guardLastAdmin(s.data, [id]);
    await s.data.settings.members.setDisabled(id, disabled);
    // A disabled member's sessions are gone: their open sockets close now, not at the next ping.
    if (disabled) sessionsChanged(id);
    await audit(s, 'user', disabled ? 'disable' : 'enable', before.userName, { disabled: before.disabled }, { disabled });
    return ok(request, {});
  });

  app.post<{ Querystring: { id: string }; Body: { password: string } }>('/api/sys/user/resetPwd', {
    config, schema: routeSchema('settings', 'Set a new password for a member (6-18 letters and digits); the member\'s sessions end',
      closedObject({ password: shortText(64) }, ['password']), idQuery),
  }, async (request) => {
    const s = await guard(request);
    const member = await s.data.settings.members.get(Number(request.query.id));
    if (!member) throw errors.settingsNotFound(String(Number(request.query.id)));
    checkForm(request, 'password', request.body, await passwordPolicyProblems(s.data, request.body.password));
    await data.identity.setPassword(member.id, await hashPassword(request.body.password));
    // Whoever signed in with the old password is signed out (their sockets close too).
    await data.signIn.endUserSessions(member.id);
    sessionsChanged(member.id);
    await audit(s, 'user', 'resetPassword', member.userName, null, null);
    return ok(request, {});
  });
}

import type { FastifyInstance } from 'fastify';
import { sessionsChanged, startSession } from '../auth';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, emptyBody, pagingProps, routeSchema, shortText } from '../http';

/** The current user, colleagues, companies and company switching (spec 000 section 7.2). */
export function registerUserRoutes(app: FastifyInstance, data: DataAccess): void {
  const session = { access: 'session' as const };

  app.post('/api/admin/user/getCurrentHrUserInfo', {
    config: session, schema: routeSchema('users', 'The signed-in user', emptyBody),
  }, async (request) => {
    const s = sessionOf(request);
    const [user, tenant] = await Promise.all([s.data.users.getMember(s.userId), s.data.users.getTenant()]);
    if (!user) throw errors.sessionInvalid();
    return ok(request, {
      id: user.id, tenantId: s.tenantId, userName: user.user_name, mobilePhone: user.mobile_phone,
      fullName: user.full_name, portraitUrl: user.portrait_url, time2Lock: tenant?.time2lock ?? user.time2lock,
      roles: await s.data.users.roleCodes(user.id),
    });
  });

  app.post<{ Body: { current: number; size: number; fullName?: string } }>('/api/admin/user/queryUserList', {
    config: session,
    schema: routeSchema('users', 'Users of the current company, paged', closedObject({ ...pagingProps, fullName: shortText(100) }, ['current', 'size'])),
  }, async (request) => {
    const { current, size, fullName } = request.body;
    const page = await sessionOf(request).data.users.listMembers({ offset: (current - 1) * size, limit: size, fullName: fullName?.trim() || undefined });
    return ok(request, { ...page, current, size });
  });

  app.post('/api/admin/user/getUserTenantByMobile', {
    config: session,
    schema: routeSchema('users', 'Companies the signed-in user belongs to', closedObject({ mobilePhone: shortText(32), tenantId: shortText(64) })),
  }, async (request) => {
    const s = sessionOf(request);
    const tenants = await data.identity.listUserTenants(s.userId);
    return ok(request, tenants.map((t) => ({ id: t.tenantId, tenantId: t.tenantId, corpName: t.corpName, checked: t.tenantId === s.tenantId })));
  });

  app.post<{ Body: { tenantId: string } }>('/api/admin/user/switchTenant', {
    config: session,
    schema: routeSchema('users', 'Switch company: a new token for the chosen tenant', closedObject({ tenantId: shortText(64, 1) }, ['tenantId'])),
  }, async (request, reply) => {
    const s = sessionOf(request);
    if (!(await data.identity.isMember(s.userId, request.body.tenantId))) throw errors.tenantNotAllowed();
    const token = await startSession(data, request.body.tenantId, s.userId);
    await data.identity.deleteSession(s.sessionId);
    sessionsChanged(s.userId);
    reply.header('accesstoken', token);
    return ok(request, { token });
  });

  app.post('/api/tenant/queryCurrentTenant', {
    config: session, schema: routeSchema('tenant', 'The current company', emptyBody),
  }, async (request) => {
    const tenant = await sessionOf(request).data.users.getTenant();
    if (!tenant) throw errors.sessionInvalid();
    return ok(request, {
      id: tenant.id, corpName: tenant.corp_name, logoUrl: tenant.logo_url,
      settingFlag: tenant.setting_flag, agentStatus: tenant.agent_status,
      // Version info (spec 000 sections 3 and 4.1): what the trial / expiry banner reads.
      tenantStatus: tenant.tenant_status, validEndDate: tenant.valid_end_date === null ? null : Number(tenant.valid_end_date),
      tipDays: tenant.tip_days, tipFlag: tenant.tip_flag,
      // Where "go to buy" leads for a trial or an expired version (none configured: the current-version page).
      purchaseUrl: process.env.PURCHASE_SITE_URL || null,
    });
  });
}

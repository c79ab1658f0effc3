import type { FastifyInstance } from 'fastify';
import { SETTINGS_MENU } from '../db';
import { errors } from '../errors';
import { LOGO_LIMITS } from '../files';
import { ok } from '../http';
import { closedObject, routeSchema, shortText } from '../http';
import { audit } from './audit';
import { checkForm, requireSettings, type Problem } from './guard';

const MIN_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 24 * 3600;

/**
 * Company settings (`sys-qiye-set`, spec 000 sections 2.9 and 7.2 `getTenantSystemConfig`):
 * name and logo (an uploaded image; the shell's header shows them), idle-lock time, password policy. Saving
 * marks the first-time setup done (`settingFlag` = 1).
 */
export function registerCompanyRoutes(app: FastifyInstance): void {
  app.post('/api/tenant/getTenantSystemConfig', {
    config: { access: 'session' }, schema: routeSchema('settings', 'The company\'s settings', closedObject({})),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.company);
    const t = await s.data.users.getTenant();
    if (!t) throw errors.sessionInvalid();
    return ok(request, {
      corpName: t.corp_name, logoUrl: t.logo_url, logoFileId: t.logo_file_id, time2Lock: t.time2lock, passwordPolicy: t.password_policy, settingFlag: t.setting_flag,
    });
  });

  app.post<{ Body: { corpName: string; logoFileId?: string | null; time2Lock?: number | null; passwordPolicy: 'basic' | 'strong' } }>('/api/tenant/saveTenantSystemConfig', {
    config: { access: 'session' },
    schema: routeSchema('settings', 'Save the company\'s name, logo (`logoFileId`: an image uploaded with `purpose=logo`; null removes it), lock time and password policy', closedObject({
      corpName: shortText(200), logoFileId: { anyOf: [{ type: 'string', pattern: '^[0-9a-f-]{36}$' }, { type: 'null' }] },
      time2Lock: { anyOf: [{ type: 'integer', minimum: MIN_LOCK_SECONDS, maximum: MAX_LOCK_SECONDS }, { type: 'null' }] },
      passwordPolicy: { type: 'string', enum: ['basic', 'strong'] },
    }, ['corpName', 'passwordPolicy'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.company);
    const b = request.body;
    const extra: Problem[] = [];
    const logo = b.logoFileId ? await s.data.files.get(b.logoFileId) : undefined;
    // Only an image this administrator uploaded here, within the logo's limits, becomes the (public) logo:
    // never a colleague's attachment. The current logo may be saved again as it is.
    const current = (await s.data.users.getTenant())?.logo_file_id;
    if (b.logoFileId && (!logo || (logo.created_by !== s.userId && logo.id !== current) || !LOGO_LIMITS.accept.includes(logo.mime) || logo.size > LOGO_LIMITS.maxSize)) extra.push({ field: 'logoFileId', key: 'settingsRule.logoImage' });
    checkForm(request, 'company', { corpName: b.corpName }, extra);
    const before = await s.data.users.getTenant();
    const logoFileId = logo ? logo.id : null;
    const values = {
      corpName: b.corpName.trim(), logoFileId, logoUrl: logoFileId ? `/api/tenant/logo/${encodeURIComponent(s.tenantId)}/${logoFileId}` : null,
      time2Lock: b.time2Lock ?? null, passwordPolicy: b.passwordPolicy,
    };
    await s.data.settings.company.save(values);
    await audit(s, 'company', 'update', values.corpName, before && {
      corpName: before.corp_name, logoUrl: before.logo_url, logoFileId: before.logo_file_id, time2Lock: before.time2lock, passwordPolicy: before.password_policy, settingFlag: before.setting_flag,
    }, { ...values, settingFlag: 1 });
    return ok(request, {});
  });
}

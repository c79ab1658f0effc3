import type { FastifyInstance } from 'fastify';
import { SETTINGS_MENU } from '../db';
import { ok } from '../http';
import { closedObject, pagingProps, routeSchema, shortText } from '../http';
import { requireSettings } from './guard';

const AREAS = ['user', 'role', 'menu', 'dict', 'department', 'post', 'company'];
const time = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 };

/** The operation log of system settings (`synchronous-log`): who, when, what, before and after; newest first. */
export function registerSettingsLogRoutes(app: FastifyInstance): void {
  app.post<{ Body: { current: number; size: number; area?: string; keyword?: string; from?: number; to?: number } }>('/api/sysOplog/page', {
    config: { access: 'session' },
    schema: routeSchema('settings', 'The system-settings operation log, searchable by area, text (target or operator) and time', closedObject({
      ...pagingProps, area: { type: 'string', enum: AREAS }, keyword: shortText(100), from: time, to: time,
    }, ['current', 'size'])),
  }, async (request) => {
    const s = await requireSettings(request, SETTINGS_MENU.log);
    const { current, size, area, keyword, from, to } = request.body;
    const page = await s.data.settings.log.page({ offset: (current - 1) * size, limit: size, area, keyword: keyword?.trim() || undefined, from, to });
    return ok(request, { ...page, current, size });
  });
}

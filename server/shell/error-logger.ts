import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../menus';
import { closedObject, ok, routeSchema, sessionOf, shortText } from '../http';

/** `/api/sysOplog/saveErrorLogger` (spec 000 section 8.3): a browser script error; administrators read them back. */
export function registerErrorLoggerRoutes(app: FastifyInstance): void {
  app.post<{ Body: { type: string; code: number; message: string; stack?: string; url?: string } }>('/api/sysOplog/saveErrorLogger', {
    config: { access: 'lockable' },
    schema: routeSchema('shell', 'Logs a script error of the browser (type script, code 0, message, stack, URL)', closedObject({
      type: { type: 'string', enum: ['script', 'resource', 'promise'] },
      code: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
      message: shortText(2000, 1),
      stack: shortText(8000),
      url: shortText(2000),
    }, ['type', 'code', 'message'])),
  }, async (request) => {
    const { data, userId } = sessionOf(request);
    const { type, code, message, stack, url } = request.body;
    await data.errorLogs.add({ userId, type, code, message, stack, url, now: Date.now() });
    return ok(request, {});
  });

  app.post<{ Body: { current: number; size: number } }>('/api/sysOplog/errorLoggerPage', {
    config: { access: 'session' },
    schema: routeSchema('shell', 'A page of the company\'s logged script errors, newest first (administrators)', closedObject({
      current: { type: 'integer', minimum: 1, maximum: 1_000_000 }, size: { type: 'integer', minimum: 1, maximum: 100 },
    }, ['current', 'size'])),
  }, async (request) => {
    const { data, userId } = sessionOf(request);
    await requireAdmin(data, userId);
    const { current, size } = request.body;
    const page = await data.errorLogs.page((current - 1) * size, size);
    return ok(request, {
      records: page.rows.map((r) => ({
        id: r.id, userId: r.user_id, type: r.type, code: r.code, message: r.message, stack: r.stack, url: r.url,
        createdAt: new Date(Number(r.created_at)).toISOString(),
      })),
      total: page.total,
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, emptyBody, idSchema, routeSchema } from '../http';
import { toLetterView } from './letters';

const pageSchema = closedObject({
  current: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  size: { type: 'integer', enum: [10, 20, 50] },
}, ['current', 'size']);

const options = (summary: string, body: Record<string, unknown>) => ({
  config: { access: 'session' as const },
  schema: routeSchema('messages', summary, body),
});

/** Station letters (spec 000 section 7.4): a new task, a CC, the result of one's own application. */
export function registerMessageRoutes(app: FastifyInstance): void {
  app.post<{ Body: { page: { current: number; size: number }; unreadFlag?: boolean | number } }>('/api/stationLetter/getAllMsg',
    options('A page of the caller\'s letters, newest first; unreadFlag: only unread ones', closedObject({
      page: pageSchema, unreadFlag: { type: ['boolean', 'integer'] },
    }, ['page'])), async (request) => {
      const { data, userId } = sessionOf(request);
      const { current, size } = request.body.page;
      const unread = request.body.unreadFlag === undefined ? undefined : Boolean(request.body.unreadFlag) || undefined;
      const page = await data.messages.page(userId, unread, (current - 1) * size, size);
      return ok(request, { records: page.rows.map((r) => toLetterView(r, request.lang)), total: page.total, current, size });
    });

  app.post('/api/stationLetter/getUnreadCount', options('How many letters the caller has not read', emptyBody), async (request) => {
    const { data, userId } = sessionOf(request);
    return ok(request, await data.messages.unreadCount(userId));
  });

  app.post<{ Body: { msgId: number } }>('/api/stationLetter/updateUnread',
    options('Marks one of the caller\'s letters read', closedObject({ msgId: idSchema }, ['msgId'])), async (request) => {
      const { data, userId } = sessionOf(request);
      if (!(await data.messages.markRead(userId, request.body.msgId, Date.now()))) throw errors.notFound();
      return ok(request, {});
    });
}

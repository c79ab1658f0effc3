import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LetterList } from '../data';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, idSchema, routeSchema, shortText, type JsonSchema } from '../http';
import { toLetterView } from './letters';

const pageSchema = closedObject({
  current: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  size: { type: 'integer', enum: [10, 20, 50] },
}, ['current', 'size']);

/** The spec's message-query fields (spec 000 section 3), plus the list and category of the message centre. */
const queryProps: Record<string, JsonSchema> = {
  page: pageSchema,
  content: shortText(200),
  sourceTenantId: shortText(64, 1),
  unreadFlag: { type: ['boolean', 'integer'] },
  userId: idSchema,
  list: { type: 'string', enum: ['unread', 'readed', 'trash'] },
  categoryCode: shortText(32, 1),
};
/** Who the call is about: the spec sends userId and sourceTenantId; both must be the caller's own. */
const ownerProps: Record<string, JsonSchema> = { userId: idSchema, sourceTenantId: shortText(64, 1) };
/** One message by id: the spec's `msg_id`, or `msgId`. */
const oneProps: Record<string, JsonSchema> = { ...ownerProps, msg_id: idSchema, msgId: idSchema };

export interface MessageQueryBody {
  page: { current: number; size: number };
  content?: string;
  sourceTenantId?: string;
  unreadFlag?: boolean | number;
  userId?: number;
  list?: LetterList;
  categoryCode?: string;
}
interface OneBody { msg_id?: number; msgId?: number; userId?: number; sourceTenantId?: string }
interface OwnerBody { userId?: number; sourceTenantId?: string; categoryCode?: string }

const options = (summary: string, body: JsonSchema) => ({
  config: { access: 'session' as const },
  schema: routeSchema('messages', summary, body),
});

/** The caller's session, refusing a userId or sourceTenantId that is not the caller's (never a silent empty answer). */
export function ownerOf(request: FastifyRequest<{ Body: OwnerBody }>) {
  const session = sessionOf(request);
  const { userId, sourceTenantId } = request.body ?? {};
  if (userId !== undefined && userId !== session.userId) throw errors.forbidden();
  if (sourceTenantId !== undefined && sourceTenantId !== session.tenantId) throw errors.tenantNotAllowed();
  return session;
}

const idOf = (body: OneBody): number => {
  const id = body.msg_id ?? body.msgId;
  if (id === undefined) throw errors.missingField('msg_id');
  return id;
};

/**
 * The calls of one message family: `/api/stationLetter/*` (every letter) or
 * `/api/internalMsg/*` (by category). Lists: unread, readed, trash (spec 000 section 4.5).
 */
export function registerMessageFamily(app: FastifyInstance, base: string, opts: { categories: boolean }): void {
  const category: Record<string, JsonSchema> = opts.categories ? { categoryCode: shortText(32, 1) } : {};

  app.post<{ Body: MessageQueryBody }>(`${base}/getAllMsg`, options(
    'A page of one of the caller\'s lists (unread, readed, trash; unreadFlag alone: unread or all), last moved in first; content searches title and text',
    closedObject(queryProps, ['page']),
  ), async (request) => {
    const { data, userId } = ownerOf(request);
    const { page: { current, size }, unreadFlag, content } = request.body;
    const list = request.body.list ?? (unreadFlag === undefined || unreadFlag === false || unreadFlag === 0 ? undefined : 'unread');
    const categoryCode = opts.categories ? request.body.categoryCode : undefined;
    const page = await data.messages.page(userId, { list, content: content?.trim() || undefined, categoryCode }, (current - 1) * size, size);
    return ok(request, { records: page.rows.map((r) => toLetterView(r, request.lang)), total: page.total, current, size });
  });

  app.post<{ Body: OwnerBody }>(`${base}/getUnreadCount`, options('How many messages the caller has not read (outside the trash)',
    closedObject({ ...ownerProps, ...category })), async (request) => {
    const { data, userId } = ownerOf(request);
    return ok(request, await data.messages.unreadCount(userId, request.body?.categoryCode));
  });

  app.post<{ Body: OneBody }>(`${base}/updateUnread`, options('Marks one of the caller\'s messages read: it moves to the top of the read list',
    closedObject(oneProps)), async (request) => {
    const { data, userId } = ownerOf(request);
    if (!(await data.messages.markRead(userId, idOf(request.body), Date.now()))) throw errors.notFound();
    return ok(request, {});
  });

  app.post<{ Body: OwnerBody }>(`${base}/updateAllUnread`, options('Marks all the caller\'s unread messages read; answers how many',
    closedObject({ ...ownerProps, ...category })), async (request) => {
    const { data, userId } = ownerOf(request);
    return ok(request, await data.messages.markAllRead(userId, Date.now(), request.body?.categoryCode));
  });

  app.post<{ Body: OneBody }>(`${base}/getMsgContent`, options('One of the caller\'s messages by msg_id (title, content, what it is about)',
    closedObject(oneProps)), async (request) => {
    const { data, userId } = ownerOf(request);
    const row = await data.messages.find(userId, idOf(request.body));
    if (!row) throw errors.notFound();
    return ok(request, toLetterView(row, request.lang));
  });

  app.post<{ Body: OneBody }>(`${base}/delete`, options('Moves one of the caller\'s messages to the trash (top of it)',
    closedObject(oneProps)), async (request) => {
    const { data, userId } = ownerOf(request);
    if (!(await data.messages.trash(userId, idOf(request.body), Date.now()))) throw errors.notFound();
    return ok(request, {});
  });

  app.post<{ Body: OneBody }>(`${base}/restore`, options('Brings one of the caller\'s messages back from the trash to the top of the read list',
    closedObject(oneProps)), async (request) => {
    const { data, userId } = ownerOf(request);
    if (!(await data.messages.restore(userId, idOf(request.body), Date.now()))) throw errors.notFound();
    return ok(request, {});
  });
}

/** Category codes of internal messages: what a letter is about. */
export const MESSAGE_CATEGORIES = ['task', 'cc', 'result'] as const;

/** Station letters and internal messages (spec 000 section 7.4). */
export function registerMessageRoutes(app: FastifyInstance): void {
  registerMessageFamily(app, '/api/stationLetter', { categories: false });
  app.post<{ Body: OwnerBody }>('/api/stationLetter/moveToTrash', options('Moves one of the caller\'s letters to the trash',
    closedObject(oneProps)), async (request) => {
    const { data, userId } = ownerOf(request);
    if (!(await data.messages.trash(userId, idOf(request.body as OneBody), Date.now()))) throw errors.notFound();
    return ok(request, {});
  });
  registerMessageFamily(app, '/api/internalMsg', { categories: true });
  app.post<{ Body: OwnerBody }>('/api/internalMsg/getCategoryList', options('The internal-message categories with the caller\'s unread and total counts',
    closedObject(ownerProps)), async (request) => {
    const { data, userId } = ownerOf(request);
    const counts = await data.messages.categoryCounts(userId);
    return ok(request, MESSAGE_CATEGORIES.map((code) => {
      const c = counts.find((x) => x.category === code);
      return { categoryCode: code, unread: c?.unread ?? 0, total: c?.total ?? 0 };
    }));
  });
}

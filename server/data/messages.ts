import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, StationLettersTable } from '../db';

export type LetterRow = Selectable<StationLettersTable>;

/** The three lists of the message centre (spec 000 section 3 "Message": unread, readed, trash). */
export type LetterList = 'unread' | 'readed' | 'trash';

/** What a list query may filter on. */
export interface LetterQuery {
  list?: LetterList;
  /** Substring of the title or content. */
  content?: string;
  categoryCode?: string;
}

/** `%` and `_` typed by the user match themselves. */
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Station letters (in-app messages) of one tenant's users. */
export function createMessageData(db: Kysely<DB>, tenantId: string) {
  const mine = (userId: number, q: LetterQuery = {}) => {
    let s = db.selectFrom('station_letters').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
    if (q.list === 'trash') s = s.where('trashed_at', 'is not', null);
    else if (q.list) s = s.where('trashed_at', 'is', null).where('read_at', q.list === 'unread' ? 'is' : 'is not', null);
    if (q.categoryCode) s = s.where('category_code', '=', q.categoryCode);
    if (q.content) {
      const pattern = likePattern(q.content);
      // Case-insensitive on both databases; the escape clause makes a typed % or _ literal.
      s = s.where((eb) => eb.or([
        eb(sql`lower(title)`, 'like', sql<string>`lower(${pattern}) escape '!'`),
        eb(sql`lower(content)`, 'like', sql<string>`lower(${pattern}) escape '!'`),
      ]));
    }
    return s;
  };
  const count = async (userId: number, q: LetterQuery) =>
    Number((await mine(userId, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const find = (userId: number, id: number) => mine(userId).selectAll().where('id', '=', id).executeTakeFirst();
  const set = (userId: number, id: number, values: Partial<Pick<LetterRow, 'read_at' | 'trashed_at' | 'moved_at'>>) =>
    db.updateTable('station_letters').set(values)
      .where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).execute();

  return {
    async insert(l: { userId: number; title: string; content: string; biz: unknown; now: number; categoryCode?: string }): Promise<number> {
      const type = (l.biz as { type?: unknown } | null)?.type;
      const row = await db.insertInto('station_letters').values({
        tenant_id: tenantId, user_id: l.userId, title: l.title, content: l.content,
        biz: JSON.stringify(l.biz ?? {}), read_at: null, created_at: l.now, trashed_at: null, moved_at: l.now,
        category_code: l.categoryCode ?? (typeof type === 'string' ? type : null),
      }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** One letter of the user (the socket of another server process reads what it is told about). */
    async one(userId: number, id: number): Promise<LetterRow | undefined> {
      return find(userId, id);
    },

    /** A page of one list, the last moved-in on top; `unread` alone (no list) keeps the older unreadFlag reading. */
    async page(userId: number, q: LetterQuery, offset: number, limit: number): Promise<{ rows: LetterRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        mine(userId, q).selectAll().orderBy('moved_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        count(userId, q),
      ]);
      return { rows, total };
    },

    /** Unread letters outside the trash (optionally of one category). */
    unreadCount(userId: number, categoryCode?: string): Promise<number> {
      return count(userId, { list: 'unread', categoryCode });
    },

    /** Counts per list and category, for the message centre's tabs. */
    async categoryCounts(userId: number): Promise<{ category: string | null; unread: number; total: number }[]> {
      const rows = await mine(userId).where('trashed_at', 'is', null)
        .select(['category_code', (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread')])
        .groupBy('category_code').execute();
      return rows.map((r) => ({ category: r.category_code, unread: Number(r.unread), total: Number(r.n) }));
    },

    find,

    /** Marks one of the user's letters read (it moves to the top of the read list); false when the user has no such letter. */
    async markRead(userId: number, id: number, now: number): Promise<boolean> {
      const found = await find(userId, id);
      if (!found) return false;
      if (found.read_at === null) await set(userId, id, { read_at: now, moved_at: found.trashed_at === null ? now : found.moved_at });
      return true;
    },

    /** Marks every unread letter (of a category) read; answers how many. */
    async markAllRead(userId: number, now: number, categoryCode?: string): Promise<number> {
      let u = db.updateTable('station_letters').set({ read_at: now, moved_at: now })
        .where('tenant_id', '=', tenantId).where('user_id', '=', userId)
        .where('read_at', 'is', null).where('trashed_at', 'is', null);
      if (categoryCode) u = u.where('category_code', '=', categoryCode);
      const res = await u.executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    /** Moves a letter to the trash (read on the way); false when the user has no such letter. */
    async trash(userId: number, id: number, now: number): Promise<boolean> {
      const found = await find(userId, id);
      if (!found) return false;
      if (found.trashed_at === null) await set(userId, id, { trashed_at: now, read_at: found.read_at ?? now, moved_at: now });
      return true;
    },

    /** Brings a letter back from the trash into the read list. */
    async restore(userId: number, id: number, now: number): Promise<boolean> {
      const found = await find(userId, id);
      if (!found) return false;
      if (found.trashed_at !== null) await set(userId, id, { trashed_at: null, read_at: found.read_at ?? now, moved_at: now });
      return true;
    },
  };
}

export type MessageData = ReturnType<typeof createMessageData>;

import type { Kysely, Selectable } from 'kysely';
import type { DB, StationLettersTable } from '../db';

export type LetterRow = Selectable<StationLettersTable>;

/** Station letters (in-app messages) of one tenant's users. */
export function createMessageData(db: Kysely<DB>, tenantId: string) {
  const mine = (userId: number, unread?: boolean) => {
    let q = db.selectFrom('station_letters').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
    if (unread === true) q = q.where('read_at', 'is', null);
    if (unread === false) q = q.where('read_at', 'is not', null);
    return q;
  };

  return {
    async insert(l: { userId: number; title: string; content: string; biz: unknown; now: number }): Promise<number> {
      const row = await db.insertInto('station_letters').values({
        tenant_id: tenantId, user_id: l.userId, title: l.title, content: l.content,
        biz: JSON.stringify(l.biz ?? {}), read_at: null, created_at: l.now,
      }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async page(userId: number, unread: boolean | undefined, offset: number, limit: number): Promise<{ rows: LetterRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        mine(userId, unread).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        mine(userId, unread).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await mine(userId, true).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one of the user's letters read; false when the user has no such letter. */
    async markRead(userId: number, id: number, now: number): Promise<boolean> {
      const found = await mine(userId).select(['id', 'read_at']).where('id', '=', id).executeTakeFirst();
      if (!found) return false;
      if (found.read_at === null) {
        await db.updateTable('station_letters').set({ read_at: now })
          .where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).execute();
      }
      return true;
    },
  };
}

export type MessageData = ReturnType<typeof createMessageData>;

import type { SessionContext } from '../http';

/** What part of the settings a log entry is about (the log screen filters by it). */
export type AuditArea = 'user' | 'role' | 'menu' | 'dict' | 'department' | 'post' | 'company';

/** Writes one operation-log entry: who (the session's member), when, what, before and after. */
export async function audit(s: SessionContext, area: AuditArea, action: string, target: string, before: unknown, after: unknown): Promise<void> {
  const me = await s.data.users.getMember(s.userId);
  await s.data.settings.log.write({
    userId: s.userId, userName: me?.full_name ?? String(s.userId), area, action, target, before: before ?? null, after: after ?? null, at: Date.now(),
  });
}

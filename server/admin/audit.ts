import type { SessionContext } from '../http';
import { accessChanged } from '../menus';

/** What part of the settings a log entry is about (the log screen filters by it). */
export type AuditArea = 'user' | 'role' | 'menu' | 'dict' | 'department' | 'post' | 'company';

/** Changes in these areas can change who may open what: memoised menu access is read again (here and in other server processes). */
const ACCESS_AREAS: ReadonlySet<AuditArea> = new Set(['user', 'role', 'menu']);

/**
 * Writes one operation-log entry: who (the session's member), when, what, before and after.
 * Every settings change passes here, so it is also where access changes are announced.
 */
export async function audit(s: SessionContext, area: AuditArea, action: string, target: string, before: unknown, after: unknown): Promise<void> {
  const me = await s.data.users.getMember(s.userId);
  await s.data.settings.log.write({
    userId: s.userId, userName: me?.full_name ?? String(s.userId), area, action, target, before: before ?? null, after: after ?? null, at: Date.now(),
  });
  if (ACCESS_AREAS.has(area)) accessChanged(s.tenantId);
}

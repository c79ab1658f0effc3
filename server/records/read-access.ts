import type { FileHolder, TenantData } from '../data';
import { AppError } from '../errors';
import { requireFunctionPermission } from '../menus';
import { loadFunctionVersion } from './function-version';

/**
 * Can this user read this record? Granted the function's `view`, or taking
 * part in one of its processes (initiator, approver, CC). The one question
 * file downloads ask; data scopes and field permissions belong here as they grow.
 */
export async function canReadRecord(t: TenantData, userId: number, record: FileHolder): Promise<boolean> {
  if (await t.fileAccess.isInvolved(record.id, userId)) return true;
  const f = await loadFunctionVersion(t, record.fnId, record.fnVersion).catch(() => undefined);
  if (!f) return false;
  try {
    await requireFunctionPermission(t, userId, f.fn, 'view');
    return true;
  } catch (e) {
    if (e instanceof AppError) return false;
    throw e;
  }
}

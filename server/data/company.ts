import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** The company's own settings row (system settings). */
export function createCompanyData(db: Kysely<DB>, tenantId: string) {
  return {
    /** Saves name, logo, lock time and password policy, and marks the first-time setup done. */
    async save(c: { corpName: string; logoUrl: string | null; logoFileId: string | null; time2Lock: number | null; passwordPolicy: string }): Promise<void> {
      await db.updateTable('tenants').set({
        corp_name: c.corpName, logo_url: c.logoUrl, logo_file_id: c.logoFileId, time2lock: c.time2Lock, password_policy: c.passwordPolicy, setting_flag: 1,
      }).where('id', '=', tenantId).execute();
    },
  };
}

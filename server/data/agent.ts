import type { Kysely, Selectable } from 'kysely';
import type { AgentApplicationsTable, DB } from '../db';

export type AgentApplicationRow = Selectable<AgentApplicationsTable>;

/** What a company files to become an agent. */
export interface AgentApplicationInput {
  contactName: string;
  mobile: string;
  region: string;
  introduction: string | null;
}

/** The agent status of one company (spec 000 section 4.4) and its applications (migration 015). */
export function createAgentData(db: Kysely<DB>, tenantId: string) {
  /** PostgreSQL answers bigint columns as strings. */
  const toRow = (r: AgentApplicationRow): AgentApplicationRow => ({
    ...r, applied_at: Number(r.applied_at), updated_at: Number(r.updated_at),
    contract_start: r.contract_start === null ? null : Number(r.contract_start),
    contract_end: r.contract_end === null ? null : Number(r.contract_end),
  });
  return {
    async status(): Promise<number | undefined> {
      const row = await db.selectFrom('tenants').select('agent_status').where('id', '=', tenantId).executeTakeFirst();
      return row?.agent_status;
    },

    /** The company's latest application, if it ever filed one. */
    async latestApplication(): Promise<AgentApplicationRow | undefined> {
      const row = await db.selectFrom('agent_applications').selectAll().where('tenant_id', '=', tenantId)
        .orderBy('applied_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
      return row && toRow(row);
    },

    /**
     * Files an application and moves the company from 0 (not an agent) to 1 (pending). Answers
     * false, writing nothing, when the company is not at 0 (the status is checked in the same
     * UPDATE, so two administrators applying at once file one application). Run it in a transaction.
     */
    async apply(input: AgentApplicationInput, by: { userId: number; userName: string }, now: number): Promise<boolean> {
      const moved = await db.updateTable('tenants').set({ agent_status: 1 })
        .where('id', '=', tenantId).where('agent_status', '=', 0).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await db.insertInto('agent_applications').values({
        tenant_id: tenantId, contact_name: input.contactName, mobile: input.mobile, region: input.region,
        introduction: input.introduction, applied_by: by.userId, applied_by_name: by.userName,
        applied_at: now, contract_start: null, contract_end: null, updated_at: now,
      }).execute();
      return true;
    },

    /**
     * Moves the status on (a platform operator's review and signing; not reachable from a
     * company's session): 2 approved but not signed, 3 contract expired, 4 and up active.
     * A contract period given is stored on the latest application.
     */
    async setStatus(status: number, contract?: { start: number; end: number }, now = Date.now()): Promise<void> {
      await db.updateTable('tenants').set({ agent_status: status }).where('id', '=', tenantId).execute();
      if (!contract) return;
      const latest = await db.selectFrom('agent_applications').select('id').where('tenant_id', '=', tenantId)
        .orderBy('applied_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
      if (!latest) return;
      await db.updateTable('agent_applications').set({ contract_start: contract.start, contract_end: contract.end, updated_at: now })
        .where('tenant_id', '=', tenantId).where('id', '=', latest.id).execute();
    },
  };
}

export type AgentData = ReturnType<typeof createAgentData>;

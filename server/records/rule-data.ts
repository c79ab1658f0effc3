import type { TenantData } from '../data';
import { RuleData, SCAN_LIMIT, type DataAnswer, type DataLoader, type DataRequest, type RuleContext, type RuleRecord } from '../engine';

/** A stored record as rules see it: its values plus `id` and `docState`. */
export function toRuleRecord(r: { id: number; docState: string; data: unknown }): RuleRecord {
  const data = r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : {};
  return { ...data, id: r.id, docState: r.docState };
}

/**
 * The loader behind `lookup`, `sumOf` and `countOf` on the server: records of
 * the caller's tenant only (not deleted), at most {@link SCAN_LIMIT} per list.
 */
export function tenantLoader(t: TenantData): DataLoader {
  const fnIds = new Map<string, number | null>();
  const fnIdOf = async (code: string) => {
    if (!fnIds.has(code)) fnIds.set(code, (await t.packs.findFunction(code))?.id ?? null);
    return fnIds.get(code) ?? null;
  };
  return async (requests: DataRequest[]): Promise<DataAnswer> => {
    const answer: DataAnswer = { records: [], lists: [] };
    for (const r of requests) {
      const fnId = await fnIdOf(r.fn);
      if (r.kind === 'record') {
        const found = fnId === null ? undefined : await t.records.get(fnId, r.id);
        answer.records.push({ fn: r.fn, id: r.id, record: found ? toRuleRecord(found) : null });
      } else {
        const page = fnId === null ? { records: [] } : await t.records.page({ fnId, filters: [], sort: [], offset: 0, limit: SCAN_LIMIT, total: 'none' });
        answer.lists.push({ fn: r.fn, records: page.records.map(toRuleRecord) });
      }
    }
    return answer;
  };
}

/** The rule context of a user of the tenant: `currentUser()` and the data hooks. */
export async function ruleContextOf(t: TenantData, userId: number, extra?: Record<string, unknown>): Promise<RuleContext> {
  const member = await t.settings.members.profile(userId);
  const user = member ? { id: member.id, name: member.fullName, department: member.departmentId ?? null } : { id: userId };
  return { user, data: new RuleData(), extra };
}

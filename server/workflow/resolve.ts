import type { Person, TenantData } from '../data';
import type { ApproverSpec } from '../engine';

/** Values naming users: user names (portable, as packs write them) or numeric user ids. */
async function usersNamed(t: TenantData, values: unknown[]): Promise<Person[]> {
  const texts = values.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  const byName = await t.workflow.people.byNames(texts);
  const found = new Set(byName.map((p) => p.userName));
  const ids = texts.filter((v) => !found.has(v) && /^\d{1,12}$/.test(v)).map(Number);
  const byId = await t.workflow.people.byIds(ids);
  // Keep the order the spec gave.
  return texts.flatMap((v) => byName.filter((p) => p.userName === v).concat(byId.filter((p) => String(p.id) === v)));
}

/**
 * The members of the tenant a list of approver specs addresses, in order and
 * each once: designated users, users held by a form field, the initiator's
 * level-n supervisor, the initiator, or a role's members.
 */
export async function resolvePeople(
  t: TenantData, specs: readonly ApproverSpec[], initiatorId: number, values: Record<string, unknown>,
): Promise<Person[]> {
  const out: Person[] = [];
  for (const spec of specs ?? []) {
    switch (spec.kind) {
      case 'users': out.push(...(await usersNamed(t, spec.userIds ?? []))); break;
      case 'formField': {
        const v = values[spec.field];
        out.push(...(await usersNamed(t, Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])));
        break;
      }
      case 'supervisor': {
        const s = await t.workflow.people.supervisor(initiatorId, spec.level);
        if (s) out.push(s);
        break;
      }
      case 'initiator': out.push(...(await t.workflow.people.byIds([initiatorId]))); break;
      case 'role': out.push(...(await t.workflow.people.withRole(spec.roleCode))); break;
      default: break;
    }
  }
  const seen = new Set<number>();
  return out.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/**
 * A pack's demo data (`schemas/<pack>/demo.json`): records the demo tenant
 * gets on first start, each saved as a named demo user and then taken
 * through its approval flow by the same services a user's request uses, so
 * every rule and action of the pack holds for it.
 *
 * Values inside `data` may be placeholders, resolved when the record is made:
 * `{"$user": "alice"}` the id of that user, `{"$record": "ref"}` the id of a
 * record made earlier in the file, `{"$department": "ref"}` a department of
 * `departments`, `{"$date": -30}` the day 30 days before the seed (ISO date).
 */
export interface PackDemo {
  /** The pack the records belong to (installed before the demo runs). */
  pack: string;
  /** Departments the records name, made when the tenant has none by that name. */
  departments?: DemoDepartment[];
  /** Roles (the pack's or the tenant's) the named demo users get before the records are made. */
  grants?: DemoGrant[];
  records: DemoRecord[];
}

export interface DemoGrant { role: string; users: string[] }

export interface DemoDepartment { ref: string; name: string; parent?: string }

export interface DemoRecord {
  /** A name later records use in `{"$record": ref}`. */
  ref?: string;
  /** The function code. */
  function: string;
  /** The demo user who saves (and submits) the record. */
  as: string;
  data: Record<string, unknown>;
  /** What happens next, in order. */
  steps?: DemoStep[];
}

export type DemoStep =
  | { action: 'submit' }
  | { action: 'approve'; as: string; opinion?: string }
  | { action: 'reject'; as: string; opinion: string; mode?: 'toInitiator' | 'final' };

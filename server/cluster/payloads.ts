/** Readers of the small payloads other processes send: a bad field makes the message ignored, never a crash. */

const MAX_ID = Number.MAX_SAFE_INTEGER;

/** `p.u`, a user id. */
export function userOf(p: Record<string, unknown>): number | undefined {
  return idOf(p.u);
}

/** `p.t`, a tenant id. */
export function tenantOf(p: Record<string, unknown>): string | undefined {
  return typeof p.t === 'string' && p.t.length > 0 && p.t.length <= 64 ? p.t : undefined;
}

/** A positive integer id. */
export function idOf(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID ? v : undefined;
}

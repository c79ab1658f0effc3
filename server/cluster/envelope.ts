/**
 * What travels between server processes: `{o, t, p}` (origin, topic, payload)
 * as JSON text. Payloads are small (ids, a tenant, a user); anything larger is
 * read from the database by the receiver. Pure: no I/O.
 */
export interface Envelope {
  /** The sending process, so it can skip its own notifications. */
  origin: string;
  topic: string;
  payload: Record<string, unknown>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay below with room to spare. */
export const MAX_ENVELOPE_BYTES = 7_900;

const TOPIC = /^[a-z][a-z0-9.-]{0,31}$/;
const ORIGIN = /^[A-Za-z0-9-]{1,64}$/;

/** Whether a topic name is usable (short, lower-case: it appears in every envelope). */
export function isTopic(name: string): boolean {
  return TOPIC.test(name);
}

/** The envelope as text; throws on a bad topic or origin, or a payload too big for NOTIFY (programmer misuse). */
export function encodeEnvelope(e: Envelope): string {
  if (!isTopic(e.topic)) throw new Error(`cluster: bad topic "${e.topic}"`);
  if (!ORIGIN.test(e.origin)) throw new Error(`cluster: bad origin "${e.origin}"`);
  const text = JSON.stringify({ o: e.origin, t: e.topic, p: e.payload });
  if (Buffer.byteLength(text) > MAX_ENVELOPE_BYTES) throw new Error(`cluster: payload of "${e.topic}" too big; send ids and read the rest from the database`);
  return text;
}

/** The envelope in a text, or undefined when it is not one (another program's NOTIFY on our channel, a truncated text). */
export function decodeEnvelope(text: string): Envelope | undefined {
  if (text.length > MAX_ENVELOPE_BYTES) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const { o, t, p } = raw as { o?: unknown; t?: unknown; p?: unknown };
  if (typeof o !== 'string' || !ORIGIN.test(o) || typeof t !== 'string' || !isTopic(t)) return undefined;
  if (!p || typeof p !== 'object' || Array.isArray(p)) return undefined;
  return { origin: o, topic: t, payload: p as Record<string, unknown> };
}

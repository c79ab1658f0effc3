/** The server's answer envelope (spec 000): code 0 is success. */
interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A call the server refused: its code, translated message and data (field errors for code 14). */
export class RemoteError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown) {
    super(message);
  }
}

/** Largest answer read from the server; a pack install answers a few hundred bytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;

async function call<T>(server: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(path, server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { accesstoken: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new RemoteError(-1, `${path}: answer too large`, null);
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new RemoteError(-1, `${path}: HTTP ${response.status}, not a JSON answer`, null);
  }
  if (envelope.code !== 0) throw new RemoteError(envelope.code, envelope.msg, envelope.data);
  return envelope.data;
}

/** Signs in to a running server (`/api/auth/login`) in the given tenant; returns the session token. */
export async function signIn(server: string, userName: string, password: string, tenantId: string): Promise<string> {
  const { token } = await call<{ token: string }>(server, '/api/auth/login', { userName, password, tenantId });
  return token;
}

/** Installs or upgrades a pack through `/api/pack/install`, as the signed-in tenant administrator. */
export function installRemotely<T>(server: string, token: string, pack: unknown): Promise<T> {
  return call<T>(server, '/api/pack/install', { pack }, token);
}

import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** A test pack from `tests/fixtures/packs/<name>` with its locales attached. */
export function loadTestPack(name: string): Record<string, unknown> {
  const dir = join(process.cwd(), 'tests', 'fixtures', 'packs', name);
  const pack = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8')) as Record<string, unknown>;
  const localesDir = join(dir, 'locales');
  if (existsSync(localesDir)) {
    pack.locales = Object.fromEntries(readdirSync(localesDir).filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localesDir, f), 'utf8'))]));
  }
  return pack;
}

/** Signs in through the API and answers the token (no browser involved). */
export async function apiSignIn(baseUrl: string, userName: string, password = 'Demo1234'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password }),
  });
  const body = (await res.json()) as { code: number; msg?: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`sign-in failed: ${body.msg}`);
  return body.data.token;
}

/** POSTs to the API as a signed-in user and answers `data` (throws on a non-zero code). */
export async function apiPost<T = unknown>(baseUrl: string, token: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST', headers: { 'content-type': 'application/json', accesstoken: token, lang: 'en-US', ...headers }, body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg?: string; data: T };
  if (answer.code !== 0) throw new Error(`${url} answered ${answer.code}: ${answer.msg}`);
  return answer.data;
}

/** Installs a test pack as the company administrator (`POST /api/pack/install`). */
export async function installTestPack(baseUrl: string, name: string, admin = 'admin'): Promise<void> {
  const token = await apiSignIn(baseUrl, admin);
  await apiPost(baseUrl, token, '/api/pack/install', { pack: loadTestPack(name) });
}

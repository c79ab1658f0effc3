import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Harness } from '../support/harness';

/** The rules-lab test pack (tests/fixtures/packs/rules-lab) with its locales. */
export function rulesLabPack(): Record<string, any> {
  const dir = join(process.cwd(), 'tests/fixtures/packs/rules-lab');
  const pack = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8'));
  pack.locales = Object.fromEntries(readdirSync(join(dir, 'locales')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, 'locales', f), 'utf8'))]));
  return pack;
}

/** Helpers over one harness with the rules-lab pack installed in tenant acme. */
export async function rulesLab(h: Harness) {
  const admin = await h.token('admin');
  const installed = await h.post('/api/pack/install', { pack: rulesLabPack() }, { token: admin });
  if (installed.code !== 0) throw new Error(`install: ${JSON.stringify(installed)}`);
  const as = async (user: string, path: string, body: unknown) => h.post(path, body, { token: await h.token(user), lang: 'en-US' });
  const save = (fn: string, data: Record<string, unknown>, user = 'admin', id?: number) =>
    as(user, `/api/fn/${fn}/save`, id === undefined ? { data } : { id, data });
  const create = async (fn: string, data: Record<string, unknown>, user = 'admin') => {
    const res = await save(fn, data, user);
    if (res.code !== 0) throw new Error(`save ${fn}: ${JSON.stringify(res)}`);
    return res.data.id as number;
  };
  const detail = async (fn: string, id: number, user = 'admin') => (await as(user, `/api/fn/${fn}/detail`, { id })).data.record;
  const errorsOf = (res: { data: { reqFieldErrorList?: { fields: string; message: string }[] } }) =>
    (res.data?.reqFieldErrorList ?? []).map((e) => [e.fields, e.message]);
  return { admin, as, save, create, detail, errorsOf };
}

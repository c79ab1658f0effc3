import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledPacks } from '@schemas';
import { createDataAccess, DEMO_PASSWORD } from '@server';
import type { Pack } from '@engine';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { runPackCli } from '../../scripts/support/cli';
import { assetsApi, assetCard } from './support';

const ROOT = resolve(__dirname, '../../..');
const assetsPack = (): Pack => JSON.parse(JSON.stringify(bundledPacks.find((p) => p.id === 'assets')!));
const FUNCTIONS = ['asset', 'assetRequisition', 'assetBorrow', 'assetReturn', 'assetAllocation', 'assetRepair', 'assetRetirement', 'assetCardReplacement'];

/** Version 1.2.0: the register gets an optional `warrantyUntil` date. */
function upgradedAssets(): Pack {
  const pack = assetsPack();
  pack.version = '1.2.0';
  const fn = pack.functions.find((f) => f.code === 'asset')!;
  fn.fields.push({ name: 'Warranty until', type: 'date', identifier: 'warrantyUntil' });
  const grid = (fn.form.properties as Record<string, { properties: Record<string, unknown> }>).grid;
  grid.properties.warrantyUntil = { type: 'string', title: 'Warranty until', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-validator': [{ format: 'date' }] };
  return pack;
}

describe.each(databases())('assets pack install ($name)', (target) => {
  let h: Harness;

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('installs into a fresh tenant through /api/pack/install, menus and all', async () => {
    const data = createDataAccess(h.db, h.dialect);
    // A tenant that has never seen the pack: its own administrator, nothing installed.
    const login = await h.login('admin', DEMO_PASSWORD);
    expect(login.code).toBe(0);
    const adminId = (await h.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
    await data.transaction(async (tx) => {
      await tx.identity.createTenant({ id: 'initech', corpName: 'Initech', now: Date.now() });
      await tx.identity.addMembership(adminId, 'initech');
      const t = tx.forTenant('initech');
      await t.settings.ensureSystemMenus();
      await t.users.assignRole(adminId, await t.users.ensureRole('admin', 'roles.admin'));
    });
    const signIn = await h.login('admin', DEMO_PASSWORD, 'initech');
    expect(signIn.code).toBe(0);
    const token = signIn.data.token;
    expect((await h.post('/api/fn/asset/meta', {}, { token })).code).toBe(404);

    const res = await h.post('/api/pack/install', { pack: assetsPack() }, { token });
    expect(res).toMatchObject({ code: 0, data: { packId: 'assets', version: assetsPack().version, functions: FUNCTIONS } });
    const tree = await h.post('/api/sys/getMenuTreetByUser', {}, { token, lang: 'en-US' });
    const group = tree.data.menuTree.find((n: { code: string }) => n.code === 'M65000000000000');
    expect(group.title).toBe('Asset management');
    expect(group.children.filter((c: { function?: string }) => c.function).map((c: { function: string }) => c.function)).toEqual(FUNCTIONS.slice(0, 7));
    expect(group.children.map((c: { code: string }) => c.code)).toContain('S65900000000000');
    const meta = await h.post('/api/fn/assetBorrow/meta', {}, { token, lang: 'zh-CN' });
    expect(meta.code).toBe(0);
    expect(JSON.stringify(meta.data)).toContain('资产借用');
    const saved = await h.post('/api/fn/asset/save', { data: assetCard('IN-0001') }, { token });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
  });

  it('upgrades from 1.0.0 without losing records: they keep their version and stay listed', async () => {
    const api = assetsApi(h);
    const id = await api.register('UP-0001');
    const admin = await h.token('admin');
    const res = await h.post('/api/pack/install', { pack: upgradedAssets() }, { token: admin });
    expect(res).toMatchObject({ code: 0, data: { version: '1.2.0' } });
    expect(res.data.functionVersions.asset).toBe(2);
    const before = await api.detail('admin', 'asset', id);
    expect(before).toMatchObject({ fnVersion: 1, docState: 'approved', data: { assetCode: 'UP-0001', status: 'inStock' } });
    const page = await h.post('/api/fn/asset/page', { current: 1, size: 50, filters: { assetCode: 'UP-0001' } }, { token: admin });
    expect(page.data.records.map((r: { id: number }) => r.id)).toEqual([id]);
    // the pack's role scopes: staff read the whole register (the administrator registered this asset) ...
    const asAlice = await h.post('/api/fn/asset/page', { current: 1, size: 50, filters: { assetCode: 'UP-0001' } }, { token: await h.token('alice') });
    expect(asAlice.data.records.map((r: { id: number }) => r.id)).toEqual([id]);
    // ... and an administrator's later choice survives the next upgrade
    const t = createDataAccess(h.db, h.dialect).forTenant('acme');
    const staff = await t.users.ensureRole('staff', 'roles.staff');
    await t.scopes.replace(staff, 'asset', [{ action: 'view', scope: 'own' }]);
    const third = { ...upgradedAssets(), version: '1.2.0' };
    expect((await h.post('/api/pack/install', { pack: third }, { token: admin })).code).toBe(0);
    expect(await t.scopes.ofRole(staff, 'asset')).toEqual([{ fnCode: 'asset', action: 'view', scope: 'own' }]);
    await t.scopes.replace(staff, 'asset', [{ action: 'view', scope: 'all' }]);
    const newer = await api.start('admin', 'asset', assetCard('UP-0002', { warrantyUntil: '2027-01-31' }));
    expect((await api.detail('admin', 'asset', newer.id)).data.warrantyUntil).toBe('2027-01-31');
    expect((await h.post('/api/pack/install', { pack: assetsPack() }, { token: admin })).code).toBe(409);
    expect((await api.detail('admin', 'asset', id)).fnVersion).toBe(1);
  });
});

describe('assets pack through the pack CLI', () => {
  const work = mkdtempSync(join(tmpdir(), 'assets-cli-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('upgrades the shipped folder in the local database (seeded with the bundled 1.0.0)', async () => {
    const db = { dataDir: join(work, 'data') };
    mkdirSync(db.dataDir);
    // A copy at 1.2.0: the local database (seeded with the bundled 1.0.0) upgrades.
    const folder = join(work, 'assets');
    cpSync(join(ROOT, 'schemas/assets'), folder, { recursive: true });
    const file = join(folder, 'pack.json');
    const pack = JSON.parse(readFileSync(file, 'utf8')) as Pack;
    writeFileSync(file, JSON.stringify({ ...pack, version: '1.2.0' }, null, 2));
    const install = await runPackCli(['install', folder, '--tenant', 'acme'], db, ROOT);
    expect(install.code, install.output).toBe(0);
    const again = await runPackCli(['diff', folder, '--tenant', 'acme'], db, ROOT);
    expect(again.stdout).toContain('assets: 1.2.0 installed in tenant acme');
  }, 120_000);
});

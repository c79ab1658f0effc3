import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledPacks } from '@schemas';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';
import { notesPack, reimbursementPack, upgradedReimbursement } from './support/packs';

describe.each(databases())('pack install ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const counts = async () => ({
    packs: (await h.db.selectFrom('packs').selectAll().execute()).length,
    functions: (await h.db.selectFrom('functions').selectAll().execute()).length,
    versions: (await h.db.selectFrom('function_versions').selectAll().execute()).length,
    menus: (await h.db.selectFrom('menus').selectAll().execute()).length,
  });

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('seeded the bundled pack in both tenants', async () => {
    const rows = await h.db.selectFrom('packs').select(['tenant_id', 'pack_key', 'version']).orderBy('tenant_id').execute();
    const bundled = bundledPacks.map((p) => ({ pack_key: p.id, version: p.version }));
    expect(rows.filter((r) => r.tenant_id === 'acme').map(({ tenant_id: _t, ...r }) => r)).toEqual(expect.arrayContaining(bundled));
    expect(rows.filter((r) => r.tenant_id === 'globex')).toHaveLength(bundled.length);
    expect(rows).toContainEqual({ tenant_id: 'acme', pack_key: 'reimbursement', version: '1.0.0' });
  });

  it('installs a new pack for administrators only', async () => {
    const denied = await h.post('/api/pack/install', { pack: notesPack() }, { token: await h.token('alice') });
    expect(denied.code).toBe(403);
    const res = await h.post('/api/pack/install', { pack: notesPack() }, { token: admin });
    expect(res).toMatchObject({ code: 0, data: { packId: 'notes', version: '1.0.0', functions: ['note'] } });
    const fn = await h.db.selectFrom('functions').selectAll().where('tenant_id', '=', 'acme').where('code', '=', 'note').executeTakeFirstOrThrow();
    expect(fn.current_version).toBe(1);
    const elsewhere = await h.db.selectFrom('functions').selectAll().where('tenant_id', '=', 'globex').where('code', '=', 'note').execute();
    expect(elsewhere).toEqual([]);
  });

  it('refuses an invalid pack with JSON pointers (code 14) and writes nothing', async () => {
    const before = await counts();
    const bad = notesPack('2.0.0') as any;
    bad.functions[0].fields[0].identifier = '1title';
    delete bad.name;
    const res = await h.post('/api/pack/install', { pack: bad }, { token: admin, lang: 'en-US' });
    expect(res.code).toBe(14);
    expect(res.msg).toBe('The pack is not valid');
    const pointers = res.data.reqFieldErrorList.map((e: { fields: string }) => e.fields);
    expect(pointers).toContain('/name');
    expect(pointers).toContain('/functions/0/fields/0/identifier');
    for (const e of res.data.reqFieldErrorList) expect(e).toEqual({ fields: expect.any(String), fieldStr: expect.any(String), message: expect.any(String) });
    const dangling = notesPack('2.0.0') as any;
    dangling.menus[0].function = 'nope';
    const res2 = await h.post('/api/pack/install', { pack: dangling }, { token: admin });
    expect(res2.code).toBe(14);
    expect(res2.data.reqFieldErrorList[0].fields).toBe('/menus/0/function');
    expect(await counts()).toEqual(before);
  });

  it('refuses a pack that ships another pack\'s menu code (409) and changes nothing', async () => {
    const before = await counts();
    const thief = notesPack('1.0.0') as any;
    thief.id = 'menuThief';
    thief.functions[0].code = 'thiefNote';
    thief.menus = thief.menus.map((m: { function?: string }) => (m.function ? { ...m, function: 'thiefNote' } : m));
    thief.menus[0].code = 'S30010000000000'; // reimbursement's menu
    if (thief.menus[0].parent) thief.menus[0].parent = 'M30000000000000';
    const res = await h.post('/api/pack/install', { pack: thief }, { token: admin });
    expect(res.code).toBe(409);
    expect(await counts()).toEqual(before);
    const menu = await h.db.selectFrom('menus').select('function_code').where('tenant_id', '=', 'acme').where('code', '=', 'S30010000000000').executeTakeFirstOrThrow();
    expect(menu.function_code).toBe('reimbursement');
  });

  it('refuses a downgrade (409)', async () => {
    const old = reimbursementPack();
    old.version = '0.9.0';
    expect((await h.post('/api/pack/install', { pack: old }, { token: admin })).code).toBe(409);
  });

  it('upgrades: a new function version, old records stay on the version they were written with', async () => {
    const alice = await h.token('alice');
    const first = await h.post('/api/fn/reimbursement/save', { data: reimbursement() }, { token: alice });
    expect(first.code).toBe(0);
    const withRemark = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ remark: 'hi' }) }, { token: alice });
    expect(withRemark.code).toBe(14); // `remark` is not in version 1

    const up = await h.post('/api/pack/install', { pack: upgradedReimbursement() }, { token: admin });
    expect(up).toMatchObject({ code: 0, data: { version: '1.1.0', functionVersions: { reimbursement: 2 } } });
    const meta = await h.post('/api/fn/reimbursement/meta', {}, { token: alice });
    expect(meta.data.version).toBe(2);
    expect(meta.data.form.properties.remark).toBeDefined();

    const second = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ remark: 'hi' }) }, { token: alice });
    expect(second.code).toBe(0);
    const old = await h.post('/api/fn/reimbursement/detail', { id: first.data.id }, { token: alice });
    const fresh = await h.post('/api/fn/reimbursement/detail', { id: second.data.id }, { token: alice });
    expect(old.data.record.fnVersion).toBe(1);
    expect(fresh.data.record.fnVersion).toBe(2);

    // Editing the old record validates against, and keeps, version 1.
    const edit = await h.post('/api/fn/reimbursement/save', { id: first.data.id, data: reimbursement({ location: 'Beijing' }) }, { token: alice });
    expect(edit.code).toBe(0);
    const edited = await h.post('/api/fn/reimbursement/detail', { id: first.data.id }, { token: alice });
    expect(edited.data.record).toMatchObject({ fnVersion: 1, data: { location: 'Beijing' } });

    const versions = await h.db.selectFrom('function_versions').innerJoin('functions', 'functions.id', 'function_versions.fn_id')
      .select(['function_versions.version', 'function_versions.pack_version'])
      .where('functions.tenant_id', '=', 'acme').where('functions.code', '=', 'reimbursement').orderBy('function_versions.version').execute();
    expect(versions).toEqual([{ version: 1, pack_version: '1.0.0' }, { version: 2, pack_version: '1.1.0' }]);
    const globex = await h.db.selectFrom('functions').select('current_version').where('tenant_id', '=', 'globex').where('code', '=', 'reimbursement').executeTakeFirstOrThrow();
    expect(globex.current_version).toBe(1);
  });
});

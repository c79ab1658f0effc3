import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrationProvider } from '../../../server/db/migrations';
import { createDataAccess, MobileTakenError } from '../../../server/data/index';
import { migrateDatabase } from '../../../server/index';
import { databases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

/** One account per mobile number (SMS sign-in, forgotten passwords, invitations), kept by the database (migration 026). */
describe.each(databases())('one account per mobile ($name)', (target) => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  const holders = (mobile: string) => h.db.selectFrom('users').select('user_name').where('mobile_phone', '=', mobile).execute();

  it('refuses a second account with a number, on create and on edit, whoever writes it', async () => {
    const data = createDataAccess(h.db, h.dialect);
    const user = { fullName: 'Twin', passwordHash: '', defaultTenantId: 'acme', now: Date.now() };
    await expect(data.identity.createUser({ ...user, userName: 'twin1', mobilePhone: '13800000002' })).rejects.toBeInstanceOf(MobileTakenError);
    const id = await data.identity.createUser({ ...user, userName: 'twin2', mobilePhone: '13700000101' });
    await expect(data.identity.updateNames(id, 'Twin', '13800000003')).rejects.toBeInstanceOf(MobileTakenError);
    // No number is no number: any number of accounts may have none.
    await data.identity.updateNames(id, 'Twin', '');
    await data.identity.createUser({ ...user, userName: 'twin3', mobilePhone: '' });
    const blank = await h.db.selectFrom('users').select('mobile_phone').where('user_name', 'in', ['twin2', 'twin3']).execute();
    expect(blank).toEqual([{ mobile_phone: null }, { mobile_phone: null }]);
    expect(await holders('13800000002')).toEqual([{ user_name: 'alice' }]);
  });

  it('two saves of one new number at the same moment: one account gets it, the other save is refused on the field', async () => {
    const save = (userName: string) => h.post('/api/sys/user/saveSysUser', {
      userName, fullName: userName, mobilePhone: '13700000102', password: 'Start123',
    }, { token: admin, lang: 'en-US' });
    const answers = await Promise.all([save('racer1'), save('racer2'), save('racer3')]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 14, 14]);
    for (const refused of answers.filter((a) => a.code === 14)) {
      expect(refused.data.reqFieldErrorList).toEqual([expect.objectContaining({ fields: 'mobilePhone', message: 'Already in use' })]);
    }
    expect(await holders('13700000102')).toHaveLength(1);
  });
});

describe.each(databases())('migration 026_mobile_unique ($name)', (target) => {
  it('leaves a shared number with the oldest account (the one every look-up answered), blanks empty ones, then refuses a second', async () => {
    const { db: opened, drop } = await target.create();
    const db = opened.db as unknown as Kysely<any>;
    try {
      const all = createMigrationProvider(opened.dialect);
      const before: MigrationProvider = {
        getMigrations: async () => Object.fromEntries(Object.entries(await all.getMigrations()).filter(([name]) => name < '026')),
      };
      expect((await new Migrator({ db, provider: before }).migrateToLatest()).error).toBeUndefined();
      await db.insertInto('tenants').values({ id: 't1', corp_name: 'T', created_at: Date.now() }).execute();
      const person = (user_name: string, mobile_phone: string | null) => ({
        user_name, full_name: user_name, mobile_phone, portrait_url: null, password_hash: '', time2lock: 3600,
        default_tenant_id: 't1', supervisor_id: null, created_at: Date.now(),
      });
      for (const [name, mobile] of [['first', '13700000201'], ['second', '13700000201'], ['third', '13700000201'], ['other', '13700000202'], ['empty1', ''], ['empty2', ''], ['none', null]] as const) {
        await db.insertInto('users').values(person(name, mobile)).execute();
      }

      await migrateDatabase(opened.db, opened.dialect);

      const rows = await db.selectFrom('users').select(['user_name', 'mobile_phone']).orderBy('id').execute();
      expect(rows).toEqual([
        { user_name: 'first', mobile_phone: '13700000201' }, { user_name: 'second', mobile_phone: null }, { user_name: 'third', mobile_phone: null },
        { user_name: 'other', mobile_phone: '13700000202' }, { user_name: 'empty1', mobile_phone: null }, { user_name: 'empty2', mobile_phone: null },
        { user_name: 'none', mobile_phone: null },
      ]);
      await expect(db.insertInto('users').values(person('fourth', '13700000202')).execute()).rejects.toThrow();
    } finally {
      await drop();
    }
  });
});

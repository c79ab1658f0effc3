import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess, type DataAccess } from '@server';
import { databases } from '../support/databases';

/**
 * A value built from a request's cached reads (the menu access: roles, menus, grants) is kept
 * between requests exactly as long as those reads are: under one cache stamp, until this
 * process writes what they read. A transaction's view builds it each time.
 */
describe.each(databases())('values derived from the request cache ($name)', (target) => {
  let created: Awaited<ReturnType<typeof target.createSeeded>>;
  let data: DataAccess;
  beforeAll(async () => {
    created = await target.createSeeded();
    data = createDataAccess(created.db.db, created.db.dialect);
  });
  afterAll(async () => { await created?.drop(); });

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('is shared by the views of one stamp, kept apart by kind, argument and tenant, and built again after a write', async () => {
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const stamp = await data.cacheStamp();
    const first = await data.forTenant('acme', stamp).derived('probe', 1, build);
    // Another request's view at the same stamp.
    expect(await data.forTenant('acme', stamp).derived('probe', 1, build)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(builds).toBe(1);
    await data.forTenant('acme', stamp).derived('probe', 2, build);
    await data.forTenant('acme', stamp).derived('other', 1, build);
    await data.forTenant('globex', stamp).derived('probe', 1, build);
    expect(builds).toBe(4);
    // A write of this process to what the request path caches (a role): built again.
    await data.forTenant('acme').users.ensureRole('derived-probe', 'derived-probe');
    await nextTurn();
    const after = await data.cacheStamp();
    expect(await data.forTenant('acme', after).derived('probe', 1, build)).toEqual({ n: 5 });
  });

  it('is built each time where no request cache is (a view without a stamp, a transaction)', async () => {
    let builds = 0;
    const build = async () => ++builds;
    await data.forTenant('acme').derived('probe', 1, build);
    await data.forTenant('acme').derived('probe', 1, build);
    await data.transaction(async (tx) => {
      await tx.forTenant('acme', await tx.cacheStamp()).derived('probe', 1, build);
      await tx.forTenant('acme', await tx.cacheStamp()).derived('probe', 1, build);
    });
    expect(builds).toBe(4);
  });
});

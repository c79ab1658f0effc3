import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '@server';
import { lockDeadline, resolveSession } from '../../server/auth';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

const WHO = '/api/admin/user/getCurrentHrUserInfo';

/**
 * Issue 20 item 3: sessions are read from a short-lived cache (here made long, so a
 * stale entry would show), and signing out, disabling or switching company end a
 * token on the very next request; a role change counts on the next request.
 */
describe.each(databases())('session cache ($name)', (target) => {
  let h: Harness;
  const signIn = async (userName: string) => {
    const r = await h.login(userName);
    expect(r.code).toBe(0);
    return r.data.token;
  };

  beforeAll(async () => {
    process.env.SESSION_CACHE_MS = '600000';
    h = await createHarness(target);
  });
  afterAll(async () => {
    delete process.env.SESSION_CACHE_MS;
    await h?.close();
  });

  it('a session row removed behind the server\'s back (another process, a script) ends the token at the next request', async () => {
    const token = await signIn('bob');
    expect((await h.post(WHO, {}, { token })).code).toBe(0);
    const removed = await h.db.deleteFrom('sessions').where('user_id', '=', (await h.post(WHO, {}, { token })).data.id).executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(1);
    // The deletion raised the database's cache stamp (migration 025): the cached copy is read again.
    expect((await h.post(WHO, {}, { token })).code).toBe(4);
  });

  it('a session that looks idle-locked in the cache is read again: another process may have seen it used since', async () => {
    const token = await signIn('frank');
    const data = createDataAccess(h.db, h.dialect);
    // Cached well past the lock time, so the cached copy is what a stale process would hold.
    process.env.SESSION_CACHE_MS = String(30 * 24 * 3600_000);
    const first = await resolveSession(data, token);
    expect(first.locked).toBe(false);
    const lockAt = lockDeadline(first.session);
    // Used through another process just before the lock time: only the database knows.
    await h.db.updateTable('sessions').set({ last_seen_at: lockAt - 1000 }).where('id', '=', first.session.id).execute();
    expect((await resolveSession(data, token, lockAt + 10)).locked).toBe(false);
    // Really idle: locked.
    expect((await resolveSession(data, token, lockAt + 10_000_000)).locked).toBe(true);
    process.env.SESSION_CACHE_MS = '600000';
  });

  it('a sign-out ends the token on the next request, whatever the cache holds', async () => {
    const token = await signIn('carol');
    expect((await h.post(WHO, {}, { token })).code).toBe(0);
    expect((await h.post('/api/auth/logout', {}, { token })).code).toBe(0);
    expect((await h.post(WHO, {}, { token })).code).toBe(4);
  });

  it('disabling a member ends their session on the next request', async () => {
    const alice = await signIn('alice');
    const me = await h.post(WHO, {}, { token: alice });
    expect(me.code).toBe(0);
    const fresh = await signIn('admin');
    const id = me.data.id;
    expect((await h.post('/api/sys/user/setDisabled', { id, disabled: true }, { token: fresh })).code).toBe(0);
    expect((await h.post(WHO, {}, { token: alice })).code).toBe(4);
    expect((await h.post('/api/sys/user/setDisabled', { id, disabled: false }, { token: fresh })).code).toBe(0);
  });
});

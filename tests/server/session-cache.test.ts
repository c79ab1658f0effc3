import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('serves a session from the cache: a row removed behind the server\'s back still answers until an event', async () => {
    const token = await signIn('bob');
    expect((await h.post(WHO, {}, { token })).code).toBe(0);
    const removed = await h.db.deleteFrom('sessions').where('user_id', '=', (await h.post(WHO, {}, { token })).data.id).executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(1);
    // The cached copy answers: nothing told this process (another process' change shows when the entry expires).
    expect((await h.post(WHO, {}, { token })).code).toBe(0);
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

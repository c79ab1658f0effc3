import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createFlowHarness, type FlowHarness, type User } from '../workflow/support';
import { multipartBody } from '../engine/support';

describe.each(databases())('records keep their integrity: attachments follow the record\'s access ($name)', (target) => {
  let f: FlowHarness;
  beforeAll(async () => { f = await createFlowHarness(target); });
  afterAll(async () => { await f?.h.close(); });

  const upload = async (user: User, text: string): Promise<string> => {
    const { payload, contentType } = multipartBody({}, { name: 'note.txt', type: 'text/plain', bytes: Buffer.from(text) });
    const res = await f.h.app.inject({ method: 'POST', url: '/api/files/upload', headers: { 'content-type': contentType, accesstoken: await f.h.token(user) }, payload });
    const body = res.json();
    expect(body.code, body.msg).toBe(0);
    return body.data.id;
  };
  const download = async (user: User, id: string) => {
    const res = await f.h.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { accesstoken: await f.h.token(user) } });
    return res.statusCode === 200 && !res.headers['content-type']?.toString().includes('json') ? 200 : (res.json().code as number);
  };

  it('a file in a field hidden at the reader\'s node, or in a record outside their scope, is "not found"', async () => {
    const hiddenFile = await upload('alice', 'in the secret field');
    const visibleFile = await upload('alice', 'in the title');
    const strayFile = await upload('alice', 'attached nowhere');
    // `secret` is hidden at bob's node (s1); the title is not.
    const pid = await f.start('steps', { title: `t ${visibleFile}`, secret: hiddenFile });
    expect(pid).toBeGreaterThan(0);
    expect(await download('alice', hiddenFile)).toBe(200);
    expect(await download('admin', hiddenFile)).toBe(200);
    expect(await download('bob', visibleFile)).toBe(200);
    expect(await download('bob', hiddenFile)).toBe(404);
    expect(await download('frank', visibleFile)).toBe(404);
    expect(await download('bob', strayFile)).toBe(404);
    expect(await download('alice', strayFile)).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';
import { reimbursement } from '../server/support/fixtures';

describe.each(databases())('smaller doors (issue 17 item 8) ($name)', (target) => {
  let h: Harness;
  let alice: string;
  const count = async () => (await h.db.selectFrom('fn_records').select('id').execute()).length;

  beforeAll(async () => {
    h = await createHarness(target);
    alice = await h.token('alice');
  });
  afterAll(async () => { await h?.close(); });

  it('refuses an x-request-id longer than 100 characters instead of dropping the duplicate guard', async () => {
    const before = await count();
    const save = (id: string) => h.app.inject({
      method: 'POST', url: '/api/fn/reimbursement/save',
      headers: { accesstoken: alice, 'content-type': 'application/json', 'x-request-id': id, lang: 'en-US' },
      payload: JSON.stringify({ data: reimbursement() }),
    }).then((r) => r.json());
    const long = 'r'.repeat(101);
    const first = await save(long);
    expect(first.code).toBe(400);
    expect(first.msg).toMatch(/x-request-id/);
    expect(await count()).toBe(before);
    expect((await save('r'.repeat(100))).code).toBe(0);
    expect((await save('r'.repeat(100))).code).not.toBe(0);
    expect(await count()).toBe(before + 1);
  });

  it('answers exportBpmn only to users granted the function', async () => {
    expect((await h.post('/api/bpm/exportBpmn', { functionCode: 'reimbursement' }, { token: alice })).code).toBe(0);
    const menus = await h.db.selectFrom('menus').select('code').where('tenant_id', '=', 'acme').where('function_code', '=', 'reimbursement').execute();
    await h.db.deleteFrom('role_menus').where('tenant_id', '=', 'acme').where('menu_code', 'in', menus.map((m) => m.code)).execute();
    const refused = await h.post('/api/bpm/exportBpmn', { functionCode: 'reimbursement' }, { token: alice });
    expect(refused.code).toBe(403);
    expect(refused.data).toBeNull();
    expect((await h.post('/api/bpm/exportBpmn', { functionCode: 'reimbursement' }, { token: await h.token('admin') })).code).toBe(0);
  });

  it('answers malformed multipart with a 400 envelope, never 500', async () => {
    const bodies = [
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nunterminated',
      'not multipart at all',
      '--XyZ\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--XyZ--\r\n',
    ];
    const admin = await h.token('admin');
    for (const payload of bodies) {
      for (const url of ['/api/files/upload', '/api/fn/reimbursement/import']) {
        const res = await h.app.inject({ method: 'POST', url, headers: { accesstoken: admin, 'content-type': 'multipart/form-data; boundary=XyZ' }, payload });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect([400, 413, 415], `${url}: ${res.body}`).toContain(body.code);
      }
    }
  });
});

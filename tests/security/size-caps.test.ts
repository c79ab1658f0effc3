import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';
import { wizardFunction } from '../server/design-support';
import type { PackFunction } from '../../engine/index';

const text = (identifier: string, extra: Record<string, unknown> = {}) => ({
  field: { name: identifier, type: 'text' as const, identifier },
  node: { type: 'string', title: identifier, 'x-decorator': 'FormItem', 'x-component': 'Input', ...extra },
});

/** A function with a text `note`, a `secret` and computed text fields. */
function computedFunction(code: string, computed: Record<string, string>): PackFunction {
  const parts = [text('note'), text('secret'), ...Object.entries(computed).map(([k, e]) => text(k, { 'x-compute': e }))];
  return wizardFunction(code, {
    fields: parts.map((p) => p.field),
    form: { type: 'object', properties: Object.fromEntries(parts.map((p) => [p.field.identifier, p.node])) },
  });
}

describe.each(databases())('expression, text and record size caps ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const count = async () => (await h.db.selectFrom('fn_records').select('id').execute()).length;
  const publish = async (fn: PackFunction) => {
    const opts = { token: admin, lang: 'en-US' };
    expect((await h.post('/api/fn/design/save', { function: fn, create: true }, opts)).code).toBe(0);
    expect((await h.post('/api/fn/design/publish', { code: fn.code }, opts)).code).toBe(0);
  };
  const save = (code: string, data: Record<string, unknown>) => h.post(`/api/fn/${code}/save`, { data }, { token: admin, lang: 'en-US' });

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
    await publish(computedFunction('lenOf', { secretLength: 'concat(len(secret))' }));
    const copies = Array.from({ length: 10 }, () => 'note').join(', ');
    await publish(computedFunction('amplify', Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`copy${i}`, `concat(${copies})`]))));
    await publish(computedFunction('blowup', { big: `concat(${Array.from({ length: 20 }, () => 'note').join(', ')})` }));
  });
  afterAll(async () => { await h?.close(); });

  it('answers a failing computed expression (len of a number) with code 14 on that field, not 500', async () => {
    const before = await count();
    const res = await save('lenOf', { secret: 12345 });
    expect(res.code).toBe(14);
    expect(res.data.reqFieldErrorList[0].fields).toBe('secretLength');
    expect(res.data.reqFieldErrorList[0].message).toMatch(/could not be computed/);
    expect(await count()).toBe(before);
  });

  it('refuses a computed text longer than the expression result limit', async () => {
    const res = await save('blowup', { note: 'x'.repeat(9_000) });
    expect(res.code).toBe(14);
    expect(res.data.reqFieldErrorList[0]).toMatchObject({ fields: 'big' });
    expect(res.data.reqFieldErrorList[0].message).toMatch(/larger than 100000 characters/);
  });

  it('refuses a record whose computed values make it larger than the stored record cap', async () => {
    const before = await count();
    const res = await save('amplify', { note: 'x'.repeat(9_000) });
    expect(res.code).toBe(14);
    expect(res.data.reqFieldErrorList[0].message).toMatch(/record is too large/);
    expect(await count()).toBe(before);
  });

  it('caps a text field without its own max length at the default', async () => {
    const res = await save('lenOf', { note: 'y'.repeat(10_001) });
    expect(res.code).toBe(14);
    expect(res.data.reqFieldErrorList[0]).toMatchObject({ fields: 'note' });
    expect((await save('lenOf', { note: 'y'.repeat(10_000) })).code).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

describe.each(databases())('role list ($name)', (target) => {
  let h: Harness;
  const page = (body: unknown, token: string, lang = 'en-US') => h.post('/api/sys/role/getSysRolePage', body, { token, lang });

  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  it('lists the tenant\'s roles with translated names, paged', async () => {
    const admin = await h.token('admin');
    const all = await page({ current: 1, size: 50 }, admin);
    expect(all.code).toBe(0);
    const byCode = Object.fromEntries(all.data.records.map((r: any) => [r.code, r.name]));
    expect(byCode).toMatchObject({ admin: 'Enterprise administrator', finance: 'Finance', approver: 'Approver', staff: 'Staff' });
    expect(all.data.total).toBe(all.data.records.length);
    const zh = await page({ current: 1, size: 50 }, admin, 'zh-CN');
    expect(zh.data.records.find((r: any) => r.code === 'finance').name).not.toBe('Finance');
    const second = await page({ current: 2, size: 2 }, admin);
    expect(second.data.records).toEqual(all.data.records.slice(2, 4));
    expect(second.data.total).toBe(all.data.total);
  });

  it('is scoped to the tenant and to administrators', async () => {
    const acme = await page({ current: 1, size: 50 }, await h.token('admin'));
    const globex = await page({ current: 1, size: 50 }, await h.token('gadmin'));
    expect(globex.code).toBe(0);
    const acmeIds = new Set(acme.data.records.map((r: any) => r.id));
    expect(globex.data.records.some((r: any) => acmeIds.has(r.id))).toBe(false);
    expect((await page({ current: 1, size: 50 }, await h.token('alice'))).code).toBe(403);
    expect((await page({ current: 0, size: 50 }, await h.token('admin'))).code).toBe(400);
  });
});

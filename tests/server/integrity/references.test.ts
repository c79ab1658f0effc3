import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createEngineHarness, type EngineHarness } from '../engine/support';

describe.each(databases())('records keep their integrity: related-record lookups apply the scope ($name)', (target) => {
  let h: EngineHarness;
  let tok: Record<string, string>;
  const save = (user: string, data: Record<string, unknown>) => h.post('/api/fn/ticket/save', { data }, { token: tok[user], lang: 'en-US' });

  beforeAll(async () => {
    h = await createEngineHarness(target);
    tok = Object.fromEntries(await Promise.all(['alice', 'bob', 'admin'].map(async (u) => [u, await h.token(u)])));
  });
  afterAll(async () => { await h?.close(); });

  it('a record outside the caller\'s view scope cannot be picked as a related record, nor found in the picker', async () => {
    const alices = await save('alice', { title: 'alice ticket' });
    expect(alices.code, alices.msg).toBe(0);
    // bob does not see alice's ticket: linking it is "the related record does not exist", as for a forged id.
    const linked = await save('bob', { title: 'bob ticket', parent: { fn: 'ticket', id: alices.data.id } });
    expect(linked.code).toBe(14);
    expect(linked.data.reqFieldErrorList[0]).toMatchObject({ fields: 'parent', message: 'Parent ticket: the related record does not exist' });
    const picker = await h.post('/api/fn/ticket/page', { current: 1, size: 50 }, { token: tok.bob });
    expect(picker.data.records.map((r: { id: number }) => r.id)).not.toContain(alices.data.id);
    // alice and the administrator may link it.
    expect((await save('alice', { title: 'child', parent: { fn: 'ticket', id: alices.data.id } })).code).toBe(0);
    expect((await save('admin', { title: 'admin child', parent: { fn: 'ticket', id: alices.data.id } })).code).toBe(0);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateSerialsMany, createDataAccess, giveSerialsBack, type SerialRange } from '@server';
import { databases } from '../support/databases';
import { createEngineHarness, MARCH_1, type EngineHarness } from './support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases())('serial numbers and the duplicate guard ($name)', (target) => {
  let h: EngineHarness;
  let alice: string;
  const save = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    h.post('/api/fn/ticket/save', body, { token: alice, lang: 'en-US', headers });

  beforeAll(async () => {
    h = await createEngineHarness(target);
    alice = await h.token('alice');
  });
  afterAll(async () => { await h?.close(); });

  it('gives 200 concurrent saves 200 distinct, gap-free numbers', async () => {
    h.clock.now = MARCH_1;
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => save({ data: { title: `concurrent ${i}` } })));
    expect(results.every((r) => r.code === 0)).toBe(true);
    const numbers = results.map((r) => r.data.serials.no as string);
    expect(new Set(numbers).size).toBe(200);
    expect(numbers.every((n) => n.startsWith('T20240301'))).toBe(true);
    expect(numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const detail = await h.post('/api/fn/ticket/detail', { id: results[17].data.id }, { token: alice });
    expect(detail.data.record.data.no).toBe(numbers[17]);
  }, 120_000);

  it('notes the numbers two rules of one field take in a batch, so an import that is not kept gives them back', async () => {
    const t = createDataAccess(h.db.db, h.db.dialect).forTenant('acme');
    const fnId = (await sql<{ id: number }>`SELECT id FROM functions WHERE code = 'ticket' AND tenant_id = 'acme'`.execute(h.db.db)).rows[0].id;
    // Two rules of one field, counted apart (daily and monthly) and together (two daily ones).
    const rulesOf = (resets: string[]) => ({
      fields: [{ identifier: 'shared', name: 'shared', type: 'text' }],
      serialRules: resets.map((reset, i) => ({ field: 'shared', prefix: `S${i}-`, codingKeywords: [], start: 1, step: 1, padding: 3, reset })),
    }) as unknown as Parameters<typeof allocateSerialsMany>[2];
    for (const resets of [['daily', 'monthly'], ['daily', 'daily']]) {
      const fn = rulesOf(resets);
      const rows = () => Array.from({ length: 5 }, () => ({}));
      const first = await allocateSerialsMany(t, fnId, fn, rows(), MARCH_1);
      const taken: SerialRange[] = [];
      const second = await allocateSerialsMany(t, fnId, fn, rows(), MARCH_1, taken);
      expect(second.map((r) => r.shared)).not.toEqual(first.map((r) => r.shared));
      // One range per counter: the numbers of each counter follow on.
      expect(taken).toHaveLength(new Set(resets).size);
      expect(await giveSerialsBack(t, fnId, taken)).toBe(taken.length);
      // The same numbers again, as if the second batch had never taken them.
      expect((await allocateSerialsMany(t, fnId, fn, rows(), MARCH_1)).map((r) => r.shared)).toEqual(second.map((r) => r.shared));
    }
  });

  it('rolls a daily rule over at midnight (Shanghai time) and ignores a client-sent number', async () => {
    h.clock.now = Date.UTC(2024, 2, 1, 15, 59, 59); // 23:59:59 in Shanghai
    expect((await save({ data: { title: 'last of the day' } })).data.serials.no).toBe('T202403010201');
    h.clock.now = Date.UTC(2024, 2, 1, 16, 0, 0); // midnight in Shanghai
    const first = await save({ data: { title: 'next day', no: 'HACKED-1' } });
    expect(first.data.serials.no).toBe('T202403020001');
    const detail = await h.post('/api/fn/ticket/detail', { id: first.data.id }, { token: alice });
    expect(detail.data.record.data.no).toBe('T202403020001');
    // An update keeps the stored number whatever the client sends.
    const upd = await save({ id: first.data.id, data: { title: 'renamed', no: 'X' } });
    expect(upd.code).toBe(0);
    expect((await h.post('/api/fn/ticket/detail', { id: first.data.id }, { token: alice })).data.record.data.no).toBe('T202403020001');
    h.clock.now = MARCH_1 + DAY + 60_000;
    expect((await save({ data: { title: 'same day' } })).data.serials.no).toBe('T202403020002');
  });

  it('gives a number back when the save fails validation (no gap)', async () => {
    h.clock.now = MARCH_1 + 2 * DAY;
    const bad = await save({ data: { title: '' } });
    expect(bad.code).toBe(14);
    expect((await save({ data: { title: 'ok' } })).data.serials.no).toBe('T202403030001');
  });

  it('refuses a repeated x-request-id within ten minutes, translated', async () => {
    const headers = { 'x-request-id': 'click-1' };
    const [a, b] = await Promise.all([save({ data: { title: 'once' } }, headers), save({ data: { title: 'once' } }, headers)]);
    expect([a.code, b.code].sort()).toEqual([0, 409]);
    const again = await h.post('/api/fn/ticket/save', { data: { title: 'once' } }, { token: alice, lang: 'zh-CN', headers });
    expect(again).toMatchObject({ code: 409, msg: expect.stringContaining('请勿重复点击') });
    expect((await save({ data: { title: 'once' } }, headers)).msg).toMatch(/do not click repeatedly/i);
    const found = await h.post('/api/fn/ticket/page', { current: 1, size: 10, filters: { title: 'once' } }, { token: alice });
    expect(found.data.total).toBe(1);
    // A failed save frees its id; after ten minutes the id may be used again.
    expect((await save({ data: { title: '' } }, { 'x-request-id': 'click-2' })).code).toBe(14);
    expect((await save({ data: { title: 'fixed' } }, { 'x-request-id': 'click-2' })).code).toBe(0);
    h.clock.now += 11 * 60 * 1000;
    expect((await save({ data: { title: 'later' } }, headers)).code).toBe(0);
  });

  it('refuses concurrent or stale saves of the same record (optimistic updatedAt)', async () => {
    const created = await save({ data: { title: 'shared' } });
    const read = await h.post('/api/fn/ticket/detail', { id: created.data.id }, { token: alice });
    const updatedAt = read.data.record.updatedAt;
    const [x, y] = await Promise.all([
      save({ id: created.data.id, updatedAt, data: { title: 'by x' } }),
      save({ id: created.data.id, updatedAt, data: { title: 'by y' } }),
    ]);
    expect([x.code, y.code].sort()).toEqual([0, 409]);
    const stale = await save({ id: created.data.id, updatedAt, data: { title: 'stale' } });
    expect(stale).toMatchObject({ code: 409, msg: expect.stringMatching(/changed/) });
    const fresh = await h.post('/api/fn/ticket/detail', { id: created.data.id }, { token: alice });
    expect((await save({ id: created.data.id, updatedAt: fresh.data.record.updatedAt, data: { title: 'fresh' } })).code).toBe(0);
  });
});

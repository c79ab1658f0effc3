import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

const VEHICLES = ['plane', 'train', 'car', 'bus', 'ship'];

describe.each(databases())('records of a function ($name)', (target) => {
  let h: Harness;
  let alice: string;
  const page = (body: Record<string, unknown>, lang?: string) =>
    h.post('/api/fn/reimbursement/page', { current: 1, size: 50, ...body }, { token: alice, lang });
  const projects = (res: { data: { records: { data: { project: string } }[] } }) => res.data.records.map((r) => r.data.project);

  beforeAll(async () => {
    h = await createHarness(target);
    alice = await h.token('alice');
    // 25 records: P00..P24, day i of March, total (i+1)*1000 cents, vehicle cycles.
    for (let i = 0; i < 25; i++) {
      const day = String(i + 1).padStart(2, '0');
      const res = await h.post('/api/fn/reimbursement/save', {
        data: reimbursement({
          project: `P${String(i).padStart(2, '0')} ${i % 2 ? 'odd' : 'even'}`,
          tripStart: `2024-03-${day}`, tripEnd: `2024-03-${day}`, days: 1,
          vehicle: VEHICLES[i % 5],
          lines: [{ type: 'meal', subject: 'Meal', amount: (i + 1) * 1000 }],
        }),
      }, { token: alice });
      expect(res.code).toBe(0);
    }
  });
  afterAll(async () => { await h?.close(); });

  it('describes the function in the request language, lookups as enum options', async () => {
    const meta = await h.post('/api/fn/reimbursement/meta', {}, { token: alice, lang: 'en-US' });
    expect(meta.code).toBe(0);
    expect(meta.data).toMatchObject({ code: 'reimbursement', name: 'Travel reimbursement', version: 1, packId: 'reimbursement' });
    const vehicle = meta.data.form.properties.grid.properties.vehicle;
    expect(vehicle.title).toBe('Vehicle');
    expect(vehicle.enum).toContainEqual({ label: 'Plane', value: 'plane' });
    expect(meta.data.lookups.dicts.vehicle).toContainEqual({ label: 'Plane', value: 'plane' });
    expect(meta.data.search.map((s: { field: string }) => s.field)).toEqual(['project', 'vehicle', 'tripStart', 'total']);
    expect((await h.post('/api/fn/nothing/meta', {}, { token: alice })).code).toBe(404);
  });

  it('saves, recomputes the total, reads the detail, updates and deletes', async () => {
    const saved = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ total: 1 }) }, { token: alice });
    expect(saved).toMatchObject({ code: 0, data: { id: expect.any(Number), serials: {} } });
    const detail = await h.post('/api/fn/reimbursement/detail', { id: saved.data.id }, { token: alice });
    expect(detail.data.process).toBeNull();
    expect(detail.data.record).toMatchObject({
      id: saved.data.id, fnVersion: 1, createdByName: 'Alice Staff', data: { total: 55300 + 84000, location: 'Shanghai' },
    });
    expect(new Date(detail.data.record.createdAt).toISOString()).toBe(detail.data.record.createdAt);

    const upd = await h.post('/api/fn/reimbursement/save', { id: saved.data.id, data: reimbursement({ location: 'Hangzhou' }) }, { token: alice });
    expect(upd.code).toBe(0);
    const after = await h.post('/api/fn/reimbursement/detail', { id: saved.data.id }, { token: alice });
    expect(after.data.record.data.location).toBe('Hangzhou');

    expect((await h.post('/api/fn/reimbursement/delete', { id: saved.data.id }, { token: alice })).code).toBe(0);
    expect((await h.post('/api/fn/reimbursement/detail', { id: saved.data.id }, { token: alice })).code).toBe(404);
    expect((await h.post('/api/fn/reimbursement/delete', { id: saved.data.id }, { token: alice })).code).toBe(404);
    expect((await h.post('/api/fn/reimbursement/save', { id: 999999, data: reimbursement() }, { token: alice })).code).toBe(404);
  });

  it('answers code 14 per field, sub-table rows as lines.<i>.<field>, and writes nothing', async () => {
    const before = (await page({})).data.total;
    const data = reimbursement({ project: '', lines: [{ type: 'hotel', subject: 'ok', amount: 100 }, { type: 'meal', subject: 'bad', amount: 0 }] });
    const res = await h.post('/api/fn/reimbursement/save', { data }, { token: alice, lang: 'en-US' });
    expect(res.code).toBe(14);
    const byField = Object.fromEntries(res.data.reqFieldErrorList.map((e: { fields: string }) => [e.fields, e]));
    expect(byField['lines.1.amount']).toMatchObject({ index: 1, message: expect.stringContaining('The amount must be greater than 0') });
    expect(byField.project).toBeDefined();
    expect(res.data.reqFormatErrorList).toEqual([]);
    const unknown = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ hacked: true }) }, { token: alice });
    expect(unknown.code).toBe(14);
    expect((await page({})).data.total).toBe(before);
  });

  it('filters: fuzzy, exact, range and period', async () => {
    const fuzzy = await page({ filters: { project: 'ODD' } });
    expect(fuzzy.data.total).toBe(12);
    expect(projects(fuzzy).every((p: string) => p.endsWith('odd'))).toBe(true);
    expect((await page({ filters: { project: '%' } })).data.total).toBe(0);
    expect((await page({ filters: { project: '_' } })).data.total).toBe(0);
    expect((await page({ filters: { vehicle: 'plane' } })).data.total).toBe(5);
    const range = await page({ filters: { total: [5000, 7000] } });
    expect(projects(range).sort()).toEqual(['P04 even', 'P05 odd', 'P06 even']);
    expect((await page({ filters: { total: [24000, null] } })).data.total).toBe(2);
    const period = await page({ filters: { tripStart: ['2024-03-10', '2024-03-12'] } });
    expect(projects(period).sort()).toEqual(['P09 odd', 'P10 even', 'P11 odd']);
    const combined = await page({ filters: { tripStart: ['2024-03-01', '2024-03-10'], vehicle: 'train', project: '' } });
    expect(projects(combined).sort()).toEqual(['P01 odd', 'P06 even']);
  });

  it('refuses filters and sorts the function does not offer (400)', async () => {
    expect((await page({ filters: { location: 'Shanghai' } })).code).toBe(400);
    expect((await page({ filters: { total: 'lots' } })).code).toBe(400);
    expect((await page({ filters: { total: ['a', 'b'] } })).code).toBe(400);
    expect((await page({ sort: [{ field: 'location', order: 'asc' }] })).code).toBe(400);
    const msg = (await page({ filters: { 'x\' OR 1=1': 1 } }, 'en-US'));
    expect(msg.code).toBe(400);
  });

  it('sorts by list columns and creation time', async () => {
    const byTotal = await page({ size: 10, sort: [{ field: 'total', order: 'desc' }] });
    expect(projects(byTotal).slice(0, 3)).toEqual(['P24 even', 'P23 odd', 'P22 even']);
    const byStart = await page({ size: 10, sort: [{ field: 'tripStart', order: 'asc' }] });
    expect(projects(byStart)[0]).toBe('P00 even');
    const byProject = await page({ size: 10, sort: [{ field: 'project', order: 'desc' }] });
    expect(projects(byProject)[0]).toBe('P24 even');
    const newest = await page({ size: 10 });
    expect(projects(newest)[0]).toBe('P24 even'); // default: createdAt desc
    const oldest = await page({ size: 10, sort: [{ field: 'createdAt', order: 'asc' }] });
    expect(projects(oldest)[0]).toBe('P00 even');
  });

  it('pages with sizes 10, 20 and 50 only', async () => {
    const p1 = await page({ size: 10, current: 1, sort: [{ field: 'total', order: 'asc' }] });
    const p3 = await page({ size: 10, current: 3, sort: [{ field: 'total', order: 'asc' }] });
    expect(p1.data).toMatchObject({ total: 25, current: 1, size: 10 });
    expect(p1.data.records).toHaveLength(10);
    expect(p3.data.records).toHaveLength(5);
    expect(projects(p3)[0]).toBe('P20 even');
    expect((await page({ size: 20 })).data.records).toHaveLength(20);
    expect((await page({ size: 15 })).code).toBe(400);
    expect((await page({ size: 10, current: 0 })).code).toBe(400);
  });
});

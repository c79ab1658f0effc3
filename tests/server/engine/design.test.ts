import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createEngineHarness, type EngineHarness } from './support';

const menuFunctions = (tree: any[]): string[] => tree.flatMap((n) => [...(n.function ? [n.function] : []), ...menuFunctions(n.children ?? [])]);

describe.each(databases())('function design, versions, related forms ($name)', (target) => {
  let h: EngineHarness;
  let alice: string;
  let admin: string;
  const design = (call: string, body: unknown, token = admin) => h.post(`/api/fn/design/${call}`, body, { token, lang: 'en-US' });
  const save = (code: string, body: Record<string, unknown>) => h.post(`/api/fn/${code}/save`, body, { token: alice, lang: 'en-US' });

  beforeAll(async () => {
    h = await createEngineHarness(target);
    [alice, admin] = await Promise.all([h.token('alice'), h.token('admin')]);
  });
  afterAll(async () => { await h?.close(); });

  it('shows related records by display order and checks related-record values', async () => {
    const a = await save('ticket', { data: { title: 'parent' } });
    const no = a.data.serials.no;
    const child = await save('ticket', { data: { title: 'child', parent: { fn: 'ticket', id: a.data.id } } });
    expect(child.code).toBe(0);
    for (const body of ['first', 'second']) expect((await save('comment', { data: { ticketNo: no, body } })).code).toBe(0);
    await save('comment', { data: { ticketNo: 'other', body: 'parent' } });
    const detail = await h.post('/api/fn/ticket/detail', { id: a.data.id }, { token: alice, lang: 'en-US' });
    expect(detail.data.metaVersion).toBe(1);
    expect(detail.data.related.map((r: any) => [r.associationId, r.title, r.records.length])).toEqual([['r-children', 'Ticket', 1], ['r-comments', 'Comment', 2]]);
    expect(detail.data.related[0].records[0]).toMatchObject({ id: child.data.id, data: { title: 'child' } });
    expect(detail.data.related[1].records.map((r: any) => r.data.body).sort()).toEqual(['first', 'second']);

    const missing = await save('ticket', { data: { title: 'x', parent: { fn: 'ticket', id: 999999 } } });
    expect(missing.data.reqFieldErrorList[0]).toMatchObject({ fields: 'parent', message: 'Parent ticket: the related record does not exist' });
    expect((await save('ticket', { data: { title: 'x', parent: 999999 } })).code).toBe(14);
    expect((await save('ticket', { data: { title: 'x', parent: a.data.id } })).code).toBe(0);
    expect((await save('ticket', { data: { title: 'x', parent: { fn: 'nothing', id: a.data.id } } })).code).toBe(14);
  });

  it('exposes buttons in the meta, texts in the caller\'s language', async () => {
    const meta = await h.post('/api/fn/ticket/meta', {}, { token: alice, lang: 'en-US' });
    expect(meta.data.buttons).toEqual([
      expect.objectContaining({ name: 'Submit for approval', action: 'workflow', state: 'enabled' }),
      expect.objectContaining({ name: 'Write a comment', action: 'fill', targetForm: 'comment', dialogTitle: 'Write a comment', colour: '#52c41a' }),
    ]);
  });

  it('is for administrators only', async () => {
    expect((await design('list', { current: 1, size: 10 }, alice)).code).toBe(403);
    expect((await design('save', { function: {} }, alice)).code).toBe(403);
  });

  it('saves a draft, publishes an immutable version; old records keep and open with theirs', async () => {
    const old = await save('ticket', { data: { title: 'written with v1' } });
    const got = await design('get', { code: 'ticket' });
    expect(got.data).toMatchObject({ code: 'ticket', state: 'published', version: 1, draft: null });
    const fn = got.data.published;
    fn.fields.push({ name: 'Remark', type: 'text', identifier: 'remark' });
    fn.form.properties.remark = { type: 'string', title: 'Remark', required: true, 'x-component': 'Input' };

    const bad = await design('save', { function: { ...fn, fields: fn.fields.slice(0, -1) } });
    expect(bad.code).toBe(14);
    expect(bad.data.reqFieldErrorList[0].fields).toBe('/form/properties');
    expect((await design('save', { function: { ...fn, serialRules: [{ field: 'nope', padding: 4, reset: 'hourly' }] } })).code).toBe(14);

    expect((await design('save', { function: fn })).data).toEqual({ code: 'ticket', state: 'updatePending' });
    const list = await design('list', { current: 1, size: 50 });
    expect(list.data.records.find((r: any) => r.code === 'ticket')).toMatchObject({ state: 'updatePending', version: 1, hasDraft: true, name: 'Ticket' });
    expect((await h.post('/api/fn/ticket/meta', {}, { token: alice })).data.version).toBe(1);

    expect((await design('publish', { code: 'ticket' })).data).toMatchObject({ code: 'ticket', version: 2, state: 'published' });
    expect((await design('publish', { code: 'ticket' })).code).toBe(409);
    const versions = await design('versions', { code: 'ticket' });
    expect(versions.data.versions.map((v: any) => [v.version, v.current])).toEqual([[2, true], [1, false]]);

    const meta2 = await h.post('/api/fn/ticket/meta', {}, { token: alice, lang: 'en-US' });
    expect(meta2.data.version).toBe(2);
    expect(meta2.data.form.properties.remark).toBeDefined();
    const detail = await h.post('/api/fn/ticket/detail', { id: old.data.id }, { token: alice });
    expect(detail.data).toMatchObject({ metaVersion: 1, record: { fnVersion: 1, data: { title: 'written with v1' } } });
    const meta1 = await h.post('/api/fn/ticket/meta', { version: 1 }, { token: alice });
    expect(meta1.data.version).toBe(1);
    expect(meta1.data.form.properties.remark).toBeUndefined();
    // The old record is still validated against, and kept at, version 1.
    expect((await save('ticket', { id: old.data.id, data: { title: 'still v1' } })).code).toBe(0);
    expect((await save('ticket', { data: { title: 'v2 needs a remark' } })).code).toBe(14);
    const v2 = await save('ticket', { data: { title: 'v2', remark: 'r' } });
    expect((await h.post('/api/fn/ticket/detail', { id: v2.data.id }, { token: alice })).data.metaVersion).toBe(2);
  });

  it('refuses to publish an unfinished flow, listing the problems; revoke goes back to the published version', async () => {
    const fn = (await design('get', { code: 'ticket' })).data.published;
    fn.flow = { version: 1, root: { type: 'start', id: 'start', name: 'Start', initiatorsMode: 'everyone', initiators: [], next: { type: 'approver', id: 'boss', name: '', approvers: [] } } };
    expect((await design('save', { function: fn })).code).toBe(0);
    const res = await design('publish', { code: 'ticket' });
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/^Cannot publish now: /);
    expect(res.data.problems.length).toBeGreaterThan(0);
    expect(res.data.nodes).toContain('boss');
    expect((await design('revoke', { code: 'ticket' })).data).toMatchObject({ code: 'ticket', state: 'published', version: 2 });
    expect((await design('get', { code: 'ticket' })).data.draft).toBeNull();
  });

  it('copies, publishes into the menu, disables, enables and deletes only without records', async () => {
    expect((await design('copy', { code: 'comment', newCode: 'note2' })).data).toEqual({ code: 'note2', state: 'notPublished' });
    expect((await design('copy', { code: 'comment', newCode: 'ticket' })).code).toBe(409);
    expect((await design('list', { current: 1, size: 50 })).data.records.find((r: any) => r.code === 'note2')).toMatchObject({ state: 'notPublished', version: null });
    expect((await design('publish', { code: 'note2' })).data.version).toBe(1);
    const tree = await h.post('/api/sys/getMenuTreetByUser', {}, { token: admin });
    expect(menuFunctions(tree.data.menuTree)).toContain('note2');
    const rec = await h.post('/api/fn/note2/save', { data: { body: 'hi' } }, { token: admin });
    expect(rec.code).toBe(0);

    expect((await design('disable', { code: 'note2' })).data).toEqual({ code: 'note2', enabled: false });
    expect((await design('list', { current: 1, size: 50 })).data.records.find((r: any) => r.code === 'note2').state).toBe('disabled');
    expect((await h.post('/api/fn/note2/save', { data: { body: 'no' } }, { token: admin })).code).toBe(409);
    expect(menuFunctions((await h.post('/api/sys/getMenuTreetByUser', {}, { token: admin })).data.menuTree)).not.toContain('note2');
    expect((await design('enable', { code: 'note2' })).code).toBe(0);
    expect((await h.post('/api/fn/note2/save', { data: { body: 'yes' } }, { token: admin })).code).toBe(0);

    const refused = await design('delete', { code: 'note2' });
    expect(refused).toMatchObject({ code: 409, msg: expect.stringContaining('has 2 records') });
    await design('copy', { code: 'note2', newCode: 'note3' });
    await design('publish', { code: 'note3' });
    expect((await design('delete', { code: 'note3' })).code).toBe(0);
    await design('copy', { code: 'note2', newCode: 'note4' });
    expect((await design('delete', { code: 'note4' })).code).toBe(0);
    const codes = (await design('list', { current: 1, size: 50 })).data.records.map((r: any) => r.code);
    expect(codes).toContain('note2');
    expect(codes).not.toContain('note3');
    expect(codes).not.toContain('note4');
    expect((await h.post('/api/fn/note3/meta', {}, { token: admin })).code).toBe(404);
  });

  it('publishes a function designed from scratch (designer pack) and serves its records', async () => {
    const memo = {
      code: 'memo', name: 'Memo', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: true,
      menu: { displayName: 'Memos', directory: 'M42000000000000' },
      fields: [{ name: 'Text', type: 'text', identifier: 'text', searchable: true }, { name: 'No', type: 'serial', identifier: 'no' }],
      form: { type: 'object', properties: { text: { type: 'string', title: 'Text', required: true }, no: { type: 'string', title: 'No' } } },
      list: { columns: [{ field: 'text', showInList: true }] },
      search: [{ field: 'text', rule: 'fuzzy' }],
      serialRules: [{ field: 'no', prefix: 'M-', padding: 3, reset: 'never', start: 10, step: 5 }],
    };
    expect((await design('save', { function: { ...memo, name: '' } })).code).toBe(14);
    expect((await design('save', { function: memo })).data).toEqual({ code: 'memo', state: 'notPublished' });
    expect((await design('publish', { code: 'memo' })).data).toMatchObject({ code: 'memo', version: 1 });
    const a = await h.post('/api/fn/memo/save', { data: { text: 'one' } }, { token: admin });
    const b = await h.post('/api/fn/memo/save', { data: { text: 'two' } }, { token: admin });
    expect([a.data.serials.no, b.data.serials.no]).toEqual(['M-010', 'M-015']);
    const meta = await h.post('/api/fn/memo/meta', {}, { token: admin, lang: 'en-US' });
    expect(meta.data).toMatchObject({ code: 'memo', name: 'Memo', version: 1 });
    expect((await h.post('/api/fn/memo/page', { current: 1, size: 10, filters: { text: 'tw' } }, { token: admin })).data.total).toBe(1);
    // alice has no grant on the new menu.
    expect((await h.post('/api/fn/memo/page', { current: 1, size: 10 }, { token: alice })).code).toBe(403);
  });
});

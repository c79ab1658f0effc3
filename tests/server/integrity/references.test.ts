import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createEngineHarness, type EngineHarness } from '../engine/support';
import { approver, start } from '../workflow/fixtures/flows-pack';

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

  it('an approver\'s in-flow edit may link only records inside the approver\'s own view scope', async () => {
    // `linked`: a related ticket bob (the approver) may change at his node.
    const pack = {
      id: 'reftest', version: '1.0.0', name: 'rt.pack',
      menus: [{ code: 'M91000000000000', parent: null, name: 'rt.linked', position: 'LEFT_TREE', sort: 61, function: 'linked' }],
      functions: [{
        code: 'linked', name: 'rt.linked', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: false,
        menu: { displayName: 'rt.linked', directory: 'M91000000000000' },
        fields: [{ name: 'rt.title', type: 'text', identifier: 'title' }, { name: 'rt.ref', type: 'relatedRecord', identifier: 'ref' }],
        form: { type: 'object', properties: {
          title: { type: 'string', title: 'rt.title', 'x-decorator': 'FormItem', 'x-component': 'Input' },
          ref: { type: 'object', title: 'rt.ref', 'x-decorator': 'FormItem', 'x-component': 'RelatedRecordPicker', 'x-component-props': { fn: 'ticket' } },
        } },
        list: { columns: [{ field: 'title', showInList: true }] }, search: [],
        flow: start(approver('check', ['bob'], { fieldPermissions: { title: 'editable', ref: 'editable' } }), { fieldPermissions: { title: 'editable', ref: 'editable' } }),
      }],
      locales: { 'en-US': { 'rt.pack': 'Reference test', 'rt.linked': 'Linked', 'rt.title': 'Title', 'rt.ref': 'Ticket' } },
    };
    const installed = await h.post('/api/pack/install', { pack }, { token: tok.admin });
    expect(installed.code, installed.msg).toBe(0);
    const alices = await save('alice', { title: 'alice private ticket' });
    const bobs = await save('bob', { title: 'bob ticket' });
    expect(bobs.code, bobs.msg).toBe(0);
    // alice links her own ticket and sends the record to bob.
    const saved = await h.post('/api/fn/linked/save', { data: { title: 'x', ref: { fn: 'ticket', id: alices.data.id } } }, { token: tok.alice });
    expect(saved.code, saved.msg).toBe(0);
    const sub = await h.post('/api/fn/linked/submit', { id: saved.data.id }, { token: tok.alice });
    expect(sub.code, sub.msg).toBe(0);
    const tasks = await h.post('/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 }, { token: tok.bob });
    const taskId = tasks.data.records.find((r: { processInstanceId: number }) => r.processInstanceId === sub.data.processInstanceId).taskId;
    const pass = (data: Record<string, unknown>) => h.post('/api/bpm/approvalPass', { taskId, data }, { token: tok.bob, lang: 'en-US' });
    const record = async () => (await h.post('/api/fn/linked/detail', { id: saved.data.id }, { token: tok.alice })).data.record.data;

    // bob cannot link another of alice's tickets by id: outside his scope it does not exist.
    const other = await save('alice', { title: 'alice second ticket' });
    const refused = await pass({ ref: { fn: 'ticket', id: other.data.id } });
    expect(refused.code).toBe(14);
    expect(refused.data.reqFieldErrorList[0]).toMatchObject({ fields: 'ref', message: 'Ticket: the related record does not exist' });
    expect((await record()).ref).toMatchObject({ id: alices.data.id });
    // The link alice made stays: bob changing another field is not held against him; a ticket of his own he may link.
    const passed = await pass({ title: 'checked', ref: { fn: 'ticket', id: bobs.data.id } });
    expect(passed.code, passed.msg).toBe(0);
    expect(await record()).toMatchObject({ title: 'checked', ref: { id: bobs.data.id } });
  });
});

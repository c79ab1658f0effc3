import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack, PackFunction } from '@engine';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';
import { wizardFunction } from './design-support';

/** A function built in zh-CN: literal texts, an option list defined in place and a one-step flow. */
const errand = (): PackFunction => wizardFunction('errand', {
  name: '外出登记', permissionRequired: false,
  menu: { displayName: '外出', directory: 'M30000000000000' },
  fields: [{ name: '事由', type: 'text', identifier: 'reason' }, { name: '方式', type: 'select', identifier: 'mode' }],
  form: {
    type: 'object',
    properties: {
      reason: { type: 'string', title: '事由', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      mode: { type: 'string', title: '方式', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: [{ label: '步行', value: 'walk' }, { label: '驾车', value: 'drive' }] },
    },
  },
  list: { columns: [{ field: 'reason', showInList: true }, { field: 'mode', showInList: true }] },
  flow: {
    version: 1,
    root: {
      type: 'start', id: 'start', name: '发起', initiatorsMode: 'everyone', initiators: [], fieldPermissions: {},
      next: {
        type: 'approver', id: 'boss', name: '主管审批', approvers: [{ kind: 'supervisor', level: 1 }], method: { kind: 'orSign' },
        emptyApprover: 'toAdmin', autoApprove: {}, opinionRequired: false, fieldPermissions: {}, next: null,
      },
    },
  },
});

const translations = {
  'en-US': { 外出登记: 'Errands', 外出: 'Errands out', 事由: 'Reason', 方式: 'Mode', 步行: 'On foot', 驾车: 'By car', 主管审批: 'Manager approval' },
  'ru-RU': { 外出登记: 'Поручения', 外出: 'Выезды', 事由: 'Причина', 方式: 'Способ', 步行: 'Пешком', 驾车: 'На машине' },
};

describe.each(databases())('translations of a designer function ($name)', (target) => {
  let h: Harness;
  let admin: string;
  let alice: string;
  const design = (call: string, body: unknown, token = admin) => h.post(`/api/fn/design/${call}`, body, { token, lang: 'en-US' });
  const menuNames = async (token: string, lang: string) => {
    type Node = { title: string; function?: string; children?: Node[] };
    const tree = (await h.post('/api/sys/getMenuTreetByUser', {}, { token, lang })).data.menuTree as Node[];
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    return flat(tree).filter((n) => n.function === 'errand').map((n) => n.title);
  };

  beforeAll(async () => {
    h = await createHarness(target);
    [admin, alice] = await Promise.all([h.token('admin'), h.token('alice')]);
  });
  afterAll(async () => { await h?.close(); });

  it('keeps the translations with the draft and returns them with design/get; a save without locales keeps them', async () => {
    const saved = await design('save', { function: errand(), locales: { ...translations, 'zh-CN': { 方式: '' } } });
    expect(saved.code).toBe(0);
    const got = await design('get', { code: 'errand' });
    expect(got.data.locales['en-US']).toMatchObject(translations['en-US']);
    expect(got.data.locales['ru-RU']).toMatchObject(translations['ru-RU']);
    expect(got.data.locales['zh-CN']?.方式).toBeUndefined();
    expect((await design('save', { function: errand() })).code).toBe(0);
    expect((await design('get', { code: 'errand' })).data.locales['en-US'].步行).toBe('On foot');
  });

  it('refuses bad translations with code 14 naming where, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ 'fr-FR': { 事由: 'Motif' } }, '/locales/fr-FR'],
      [{ 'en-US': { 不存在: 'Missing' } }, '/locales/en-US/不存在'],
      // An option's value or an identifier is no text: translating it would change what records store.
      [{ 'en-US': { walk: 'Walk' } }, '/locales/en-US/walk'],
      [{ 'en-US': { reason: 'Reason' } }, '/locales/en-US/reason'],
      [{ 'en-US': { 事由: 42 } }, '/locales/en-US/事由'],
      [{ 'en-US': { 事由: 'x'.repeat(2001) } }, '/locales/en-US/事由'],
      [{ 'en-US': ['Reason'] }, '/locales/en-US'],
      ['Reason', '/locales'],
    ];
    for (const [locales, path] of cases) {
      const res = await design('save', { function: { ...errand(), name: 'changed' }, locales });
      expect(res.code, JSON.stringify(locales).slice(0, 60)).toBe(14);
      expect(res.data.reqFieldErrorList[0]).toMatchObject({ fields: path });
      expect(typeof res.data.reqFieldErrorList[0].message).toBe('string');
    }
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`t${i}`, 'x']));
    expect((await design('save', { function: errand(), locales: { 'en-US': many } })).data.reqFieldErrorList[0].message).toContain('2000');
    const got = await design('get', { code: 'errand' });
    expect(got.data.draft.name).toBe('外出登记');
    expect(got.data.locales['en-US'].事由).toBe('Reason');
  });

  it('publishes the translations: meta, menus, list, Excel and the task centre read the reader\'s language', async () => {
    expect((await design('publish', { code: 'errand' })).code).toBe(0);
    expect(await menuNames(alice, 'en-US')).toEqual(['Errands out']);
    expect(await menuNames(alice, 'ru-RU')).toEqual(['Выезды']);
    expect(await menuNames(alice, 'zh-CN')).toEqual(['外出']);

    const meta = async (lang: string) => (await h.post('/api/fn/errand/meta', {}, { token: alice, lang })).data;
    const en = await meta('en-US');
    expect(en.name).toBe('Errands');
    expect(en.form.properties.reason.title).toBe('Reason');
    expect(en.form.properties.mode.enum).toEqual([{ label: 'On foot', value: 'walk' }, { label: 'By car', value: 'drive' }]);
    expect(en.fields.map((f: { name: string }) => f.name)).toEqual(['Reason', 'Mode']);
    const ru = await meta('ru-RU');
    expect(ru.form.properties.mode.enum.map((o: { label: string }) => o.label)).toEqual(['Пешком', 'На машине']);
    expect((await meta('zh-CN')).form.properties.mode.enum[0].label).toBe('步行');

    const saved = await h.post('/api/fn/errand/save', { data: { reason: 'Bank', mode: 'drive' } }, { token: alice });
    expect(saved.code).toBe(0);
    expect((await h.post('/api/fn/errand/page', { current: 1, size: 10 }, { token: alice })).data.records[0].data).toMatchObject({ reason: 'Bank', mode: 'drive' });

    for (const [lang, headers] of [['en-US', { Reason: 'Bank', Mode: 'By car' }], ['ru-RU', { Причина: 'Bank', Способ: 'На машине' }]] as const) {
      const res = await h.app.inject({ method: 'POST', url: '/api/fn/errand/export', headers: { 'content-type': 'application/json', accesstoken: alice, lang }, payload: '{}' });
      const wb = XLSX.read(res.rawPayload);
      expect(XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]])[0]).toMatchObject(headers);
    }

    expect((await h.post('/api/fn/errand/submit', { id: saved.data.id }, { token: alice })).code).toBe(0);
    const mine = async (lang: string) => (await h.post('/api/bpm/selectMyProcessByPage', { current: 1, size: 10 }, { token: alice, lang })).data.records
      .find((r: { functionCode?: string; summary: unknown[] }) => JSON.stringify(r).includes('Bank'));
    expect((await mine('en-US')).summary).toEqual([{ field: 'reason', label: 'Reason', text: 'Bank' }, { field: 'mode', label: 'Mode', text: 'By car' }]);
    expect((await mine('ru-RU')).summary[1]).toEqual({ field: 'mode', label: 'Способ', text: 'На машине' });
    expect((await mine('zh-CN')).summary[1]).toEqual({ field: 'mode', label: '方式', text: '驾车' });
  });

  it('a re-publish with new translations replaces them; design/get shows the published ones when there is no draft', async () => {
    expect((await design('get', { code: 'errand' })).data.locales['en-US'].驾车).toBe('By car');
    await design('save', { function: errand(), locales: { 'en-US': { ...translations['en-US'], 驾车: 'Driving' } } });
    expect((await design('publish', { code: 'errand' })).code).toBe(0);
    const en = (await h.post('/api/fn/errand/meta', {}, { token: alice, lang: 'en-US' })).data;
    expect(en.form.properties.mode.enum[1].label).toBe('Driving');
    // The Russian texts published before stay.
    expect((await h.post('/api/fn/errand/meta', {}, { token: alice, lang: 'ru-RU' })).data.name).toBe('Поручения');
  });

  it('a bundled pack function edited in the designer keeps its keys and takes a new translation', async () => {
    const bundled = (await design('get', { code: 'reimbursement' })).data;
    expect(bundled.locales['en-US']['reimbursement.fields.project']).toBe('Project');
    const fn = bundled.published as PackFunction;
    expect((await design('save', { function: fn, locales: { 'ru-RU': { 'reimbursement.fields.project': 'Проект (ред.)' } } })).code).toBe(0);
    expect((await design('publish', { code: 'reimbursement' })).code).toBe(0);
    const meta = async (lang: string) => (await h.post('/api/fn/reimbursement/meta', {}, { token: alice, lang })).data;
    expect((await meta('en-US')).name).toBe('Travel reimbursement');
    expect((await meta('en-US')).form.properties.grid.properties.project.title).toBe('Project');
    expect((await meta('ru-RU')).form.properties.grid.properties.project.title).toBe('Проект (ред.)');
  });

  it('exports a designer function with its translations in the pack\'s locale files, drafts included', async () => {
    const pack: Pack = (await design('export', { codes: ['errand'] })).data;
    expect(pack.locales?.['en-US']).toMatchObject({ 外出登记: 'Errands', 驾车: 'Driving', 外出: 'Errands out' });
    expect(pack.locales?.['ru-RU']).toMatchObject({ 步行: 'Пешком' });
    await design('save', { function: wizardFunction('memo', { name: '备忘' }), locales: { 'en-US': { 备忘: 'Memo' } } });
    const draftPack: Pack = (await design('export', { codes: ['memo'] })).data;
    expect(draftPack.locales?.['en-US']).toMatchObject({ 备忘: 'Memo' });
  });
});

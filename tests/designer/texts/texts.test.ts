import { describe, expect, it } from 'vitest';
import { collectTexts, validatePack, type PackFunction } from '@engine';
import { createDesignStore, canRedo, isDirty } from '../../../designer/state';
import { FORM_COMMANDS, moveOption, nextOptionValue, readFieldProps } from '../../../designer/form-designer';
import { lacksTranslation, translationsToSave, TEXT_COMMANDS } from '../../../designer/texts';
import { emptyFunction, readPack, wrap } from '../form-designer/support';

/** A function built in zh-CN with a field, an option list in place, a sub-table column, a rule, a button, a flow and a print title. */
function errand(): PackFunction {
  return {
    ...emptyFunction(), code: 'errand', name: '外出登记', description: '外出登记说明',
    menu: { displayName: '外出', directory: 'M30000000000000' },
    fields: [{ name: '事由', type: 'text', identifier: 'reason' }, { name: '方式', type: 'select', identifier: 'mode' }],
    form: {
      type: 'object',
      properties: {
        reason: { type: 'string', title: '事由', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': { placeholder: '请输入事由' }, 'x-default': "'{{x}}'" },
        mode: { type: 'string', title: '方式', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: [{ label: '步行', value: 'walk' }, { label: '驾车', value: 'drive' }] },
        tab: { type: 'void', 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: 'ignored-key', title: '附加信息' } },
      },
    },
    rules: [{ expression: 'len(reason) > 1', message: '事由太短', fields: ['reason'] }],
    buttons: [{ name: '复制', state: 'enabled', action: 'fill', dialogTitle: '复制外出', colour: 'blue' }],
    flow: { version: 1, root: { type: 'start', id: 'start', name: '发起', next: { type: 'approver', id: 'boss', name: '主管审批', next: null } } },
    print: { title: '外出单' },
  } as PackFunction;
}

describe('the function\'s texts for translation', () => {
  it('walks the definition for every text: names, menu, fields, titles, options, placeholders, rules, buttons, flow nodes, print', () => {
    const texts = collectTexts(errand());
    expect(texts.map((x) => x.text)).toEqual(expect.arrayContaining([
      '外出登记', '外出登记说明', '外出', '事由', '方式', '请输入事由', '步行', '驾车', '附加信息', '事由太短', '复制', '复制外出', '发起', '主管审批', '外出单',
    ]));
    // Identifiers, components, expressions and option values are no texts.
    for (const notText of ['reason', 'walk', 'Input', 'FormItem', 'len(reason) > 1', 'errand', 'blue', "'{{x}}'"]) expect(texts.map((x) => x.text)).not.toContain(notText);
    expect(texts.find((x) => x.text === '步行')?.area).toBe('option');
    expect(texts.find((x) => x.text === '主管审批')?.area).toBe('flow');
    expect(texts.find((x) => x.text === '事由')).toMatchObject({ area: 'field', count: 2 });
  });

  it('finds the keys of a bundled pack function and tells which texts lack a translation', () => {
    const fn = readPack('schemas/reimbursement').functions[0];
    const texts = collectTexts(fn).map((x) => x.text);
    expect(texts).toContain('reimbursement.fields.project');
    expect(texts).toContain('reimbursement.flow.supervisor');
    const locales = { 'en-US': { 事由: 'Reason' } };
    expect(lacksTranslation(locales, 'en-US', '事由')).toBe(false);
    expect(lacksTranslation(locales, 'ru-RU', '事由')).toBe(true);
    expect(lacksTranslation(locales, 'zh-CN', '事由')).toBe(false);
  });

  it('saves only the translations of the function\'s own texts', () => {
    const locales = { 'en-US': { 事由: 'Reason', 不再使用: 'Gone', 步行: 'On foot' }, 'ru-RU': { 方式: 'Способ' }, 'zh-TW': { 事由: '事由' } };
    expect(translationsToSave(errand(), locales)).toEqual({ 'en-US': { 事由: 'Reason', 步行: 'On foot' }, 'ru-RU': { 方式: 'Способ' } });
  });
});

describe('translations in the designer store', () => {
  it('records each translation in the function\'s history: undo and redo restore it, a save clears the dirty flag', () => {
    const store = createDesignStore();
    store.getState().load(errand(), { 'en-US': { 事由: 'Reason' } });
    const fn = store.getState().fn;
    store.getState().translate(TEXT_COMMANDS.translate, [{ text: '步行', lang: 'en-US', value: 'On foot' }]);
    store.getState().translate(TEXT_COMMANDS.translate, [{ text: '事由', lang: 'en-US', value: '' }]);
    expect(store.getState().locales['en-US']).toEqual({ 步行: 'On foot' });
    expect(isDirty(store.getState())).toBe(true);
    expect(store.getState().history.done.map((e) => e.name)).toEqual(['text.translate', 'text.translate']);

    expect(store.getState().undo()?.texts).toBeDefined();
    expect(store.getState().locales['en-US']).toEqual({ 事由: 'Reason', 步行: 'On foot' });
    store.getState().undo();
    expect(store.getState().locales['en-US']).toEqual({ 事由: 'Reason' });
    expect(store.getState().fn).toBe(fn);
    expect(isDirty(store.getState())).toBe(false);
    store.getState().redo();
    expect(store.getState().locales['en-US']?.步行).toBe('On foot');
    expect(canRedo(store.getState())).toBe(true);
    store.getState().markSaved();
    expect(isDirty(store.getState())).toBe(false);
    // A translation equal to the current one records nothing.
    const before = store.getState().history;
    store.getState().translate(TEXT_COMMANDS.translate, [{ text: '步行', lang: 'en-US', value: 'On foot' }]);
    expect(store.getState().history).toBe(before);
  });

  it('a group of a field edit and translations is one undo step', () => {
    const store = createDesignStore();
    store.getState().load(errand());
    store.getState().group('field.rename', () => {
      store.getState().dispatch(FORM_COMMANDS.update, { path: ['reason'], changes: { title: '原因' } });
      store.getState().translate(TEXT_COMMANDS.translate, [{ text: '原因', lang: 'en-US', value: 'Cause' }]);
    });
    expect(store.getState().history.done).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().fn!.form.properties!.reason.title).toBe('事由');
    expect(store.getState().locales['en-US']?.原因).toBeUndefined();
  });
});

describe('option lists defined in place', () => {
  it('writes the field\'s enum as labels and values, reads it back, and drops a lookup', () => {
    const store = createDesignStore();
    const base = errand();
    base.form.properties!.reason = { ...base.form.properties!.reason, 'x-lookup': { dict: 'vehicle' } };
    store.getState().load(base);
    const update = (changes: object) => store.getState().dispatch(FORM_COMMANDS.update, { path: ['mode'], changes });
    update({ options: [{ value: 'bike', label: '骑车' }, { value: 'walk', label: '步行' }] });
    expect(store.getState().fn!.form.properties!.mode.enum).toEqual([{ value: 'bike', label: '骑车' }, { value: 'walk', label: '步行' }]);
    expect(readFieldProps(store.getState().fn!, ['mode'])?.options).toEqual([{ value: 'bike', label: '骑车' }, { value: 'walk', label: '步行' }]);
    expect(collectTexts(store.getState().fn!).map((x) => x.text)).toContain('骑车');
    store.getState().dispatch(FORM_COMMANDS.update, { path: ['reason'], changes: { lookup: undefined, options: [] } });
    expect(store.getState().fn!.form.properties!.reason['x-lookup']).toBeUndefined();
    expect(store.getState().fn!.form.properties!.reason.enum).toEqual([]);
    update({ lookup: { dict: 'vehicle' }, options: undefined });
    expect(store.getState().fn!.form.properties!.mode.enum).toBeUndefined();
    store.getState().undo();
    expect(store.getState().fn!.form.properties!.mode.enum).toHaveLength(2);
  });

  it('adds with a fresh value, reorders within bounds, and the pack check refuses duplicate or empty values', () => {
    expect(nextOptionValue([{ value: 'option2', label: 'x' }])).toBe('option3');
    expect(nextOptionValue([{ value: 'option1', label: 'x' }, { value: 'option3', label: 'y' }])).toBe('option4');
    const list = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
    expect(moveOption(list, 1, -1).map((o) => o.value)).toEqual(['b', 'a']);
    expect(moveOption(list, 1, 1)).toBe(list);
    const fn = errand();
    const { flow: _flow, buttons: _b, ...rest } = fn;
    const ok = rest as PackFunction;
    expect(validatePack(wrap(ok))).toEqual([]);
    ok.form.properties!.mode.enum = [{ value: 'a', label: 'A' }, { value: 'a', label: 'B' }, { value: ' ', label: 'C' }];
    expect(validatePack(wrap(ok)).map((e) => `${e.path} ${e.message}`)).toEqual([
      '/functions/0/form/properties/mode/enum/2/value an option needs a value',
      '/functions/0/form/properties/mode/enum/1/value duplicate option value "a"',
    ]);
    ok.form.properties!.mode.enum = [{ label: 'no value' }];
    expect(validatePack(wrap(ok)).length).toBeGreaterThan(0);
  });
});

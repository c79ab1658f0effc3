import { describe, expect, it } from 'vitest';
import { componentNames, componentProblem, createRecordValidator, validatePack } from '@engine';

type Json = Record<string, unknown>;
const item = (extra: Json = {}): Json => ({ type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', ...extra });

/** A one-function pack around a Formily form; every data key declared as a text field. */
function packWith(properties: Json, fields?: string[]) {
  const keys = fields ?? Object.keys(properties);
  return {
    id: 'fy', version: '1.0.0', name: 'Formily', menus: [],
    functions: [{
      code: 'fy', name: 'Formily', businessType: 'b', formType: 'f', displayStyle: 'list', permissionRequired: false,
      menu: { displayName: 'Formily', directory: 'M1' }, fields: keys.map((k) => ({ name: k, type: 'text', identifier: k })),
      form: { type: 'object', properties }, list: { columns: [] }, search: [],
    }],
  };
}
const AT = '/functions/0/form/properties';
const problems = (properties: Json, fields?: string[]) => validatePack(packWith(properties, fields));

describe('the pack meta-schema accepts what Formily reads', () => {
  it.each<[string, Json]>([
    ['maxItems/minItems/uniqueItems on arrays', { tags: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'Checkbox.Group', enum: ['a', 'b'], maxItems: 2, minItems: 1, uniqueItems: true } }],
    ['JSON-Schema keywords on the node', { a: item({ format: 'url', minLength: 2, maxLength: 9, pattern: '^h', const: 'http', name: 'a', readOnly: false }) }],
    ['number keywords', { n: { type: 'number', 'x-component': 'NumberPicker', maximum: 9, minimum: 1, exclusiveMaximum: 10, multipleOf: 0.5 } }],
    ['x-read-pretty, x-pattern, x-display, x-hidden, x-editable, x-index, x-content, x-data', {
      a: item({ 'x-read-pretty': true, 'x-pattern': 'readPretty', 'x-display': 'visible', 'x-hidden': false, 'x-editable': true, 'x-index': 1, 'x-content': 'hi', 'x-data': {} }),
    }],
    ['x-validator as a format name, object formats, enum rules, arrays of them', {
      a: item({ 'x-validator': 'email' }), b: item({ 'x-validator': { format: 'ipv6', message: 'IPv6 please' } }),
      c: item({ 'x-validator': [{ enum: ['x', 'y'] }, { format: 'zh' }, { minLength: 1, maxLength: 4 }, { triggerType: 'onBlur', required: true }] }),
    }],
    ['reactions with when/fulfill/otherwise and expressions the evaluator runs', {
      a: item(), b: item({ 'x-reactions': [{ dependencies: ['a'], when: '{{$deps[0]}}', fulfill: { state: { visible: true }, schema: { title: "{{concat('T', $deps[0])}}" } }, otherwise: { state: { visible: false } } }] }),
      c: item({ 'x-reactions': { dependencies: ['lines'], fulfill: { state: { value: '{{$deps[0].reduce((s, r) => s + r.amount, 0)}}' } } } }),
    }],
  ])('%s', (_, properties) => {
    expect(problems(properties)).toEqual([]);
  });

  it('maps a destructuring key to the fields it writes', () => {
    const properties = { '[startDate,endDate]': item({ 'x-component': 'DatePicker.RangePicker' }), '{from:lo, to:hi}': item() };
    expect(problems(properties, ['startDate', 'endDate', 'lo', 'hi'])).toEqual([]);
    expect(problems(properties, ['startDate'])).toContainEqual({ path: AT, message: 'form field "endDate" is not declared in fields' });
  });

  it('knows every @formily/antd-v5 component and its members', () => {
    for (const name of ['Editable', 'Editable.Popover', 'Space', 'Password', 'ArrayItems', 'ArrayItems.Addition', 'ArrayCards', 'ArrayCollapse.CollapsePanel',
      'ArrayTabs', 'SelectTable', 'SelectTable.Column', 'TreeSelect', 'TimePicker', 'TimePicker.RangePicker', 'FormTab.TabPane', 'FormCollapse.CollapsePanel',
      'FormStep.StepPane', 'FormLayout', 'Cascader', 'Transfer', 'Upload', 'Card', 'FormGrid', 'PreviewText.Input']) {
      expect(componentNames()).toContain(name);
      expect(componentProblem(name)).toBeUndefined();
    }
  });
});

describe('what the engine cannot run is refused with {path, message}', () => {
  it.each<[string, Json, string, string]>([
    ['an unknown component', { a: item({ 'x-component': 'ColorPicker' }) }, `${AT}/a/x-component`, 'unknown component "ColorPicker": it is not registered, so it would render nothing'],
    ['an unknown member', { a: item({ 'x-component': 'FormTab.Pane' }) }, `${AT}/a/x-component`, 'unknown component "FormTab.Pane": FormTab has the members TabPane'],
    ['a component the page owns', { a: item({ 'x-component': 'Submit' }) }, `${AT}/a/x-component`, 'component "Submit" is not supported: the form page has its own save and submit buttons'],
    ['an unknown decorator', { a: item({ 'x-decorator': 'FancyItem' }) }, `${AT}/a/x-decorator`, 'unknown component "FancyItem"'],
    ['a validator function', { a: item({ 'x-validator': '{{(v) => v > 1}}' }) }, `${AT}/a/x-validator`, 'a validator function "{{(v) => v > 1}}" cannot run'],
    ['a rule validator', { a: item({ 'x-validator': [{ validator: '{{check}}' }] }) }, `${AT}/a/x-validator/0/validator`, "a rule's validator function cannot run"],
    ['a custom rule name', { a: item({ 'x-validator': { isPhone: true } }) }, `${AT}/a/x-validator/isPhone`, 'custom rule "isPhone" is not registered'],
    ['an unknown format', { a: item({ 'x-validator': { format: 'iban' } }) }, `${AT}/a/x-validator/format`, 'unknown format "iban": the formats are'],
    ['an unknown format name', { a: item({ 'x-validator': 'iban' }) }, `${AT}/a/x-validator`, 'unknown format "iban"'],
    ['an unknown node format', { a: item({ format: 'iban' }) }, `${AT}/a/format`, 'unknown format "iban"'],
    ['fulfill.run', { a: item({ 'x-reactions': { fulfill: { run: 'doIt()' } } }) }, `${AT}/a/x-reactions/fulfill/run`, 'fulfill.run holds code, which cannot run'],
    ['otherwise.run', { a: item({ 'x-reactions': [{ otherwise: { run: 'x' } }] }) }, `${AT}/a/x-reactions/0/otherwise/run`, 'otherwise.run holds code'],
    ['a reaction function', { a: item({ 'x-reactions': '{{useAsyncDataSource(load)}}' }) }, `${AT}/a/x-reactions`, 'a reaction function'],
    ['a function in a scope', { a: item({ 'x-reactions': { fulfill: { state: { dataSource: '{{loadCities($deps[0])}}' } } } }) },
      `${AT}/a/x-reactions/fulfill/state/dataSource`, 'calls "loadCities", which the engine does not provide'],
    ['a scope function in props', { a: item({ 'x-component-props': { options: '{{makeOptions()}}' } }) }, `${AT}/a/x-component-props/options`, 'calls "makeOptions"'],
    ['an arrow outside a list method', { a: item({ 'x-visible': '{{x => x}}' }) }, `${AT}/a/x-visible`, 'Arrow functions are allowed only as the argument of a list method'],
    ['a method call', { a: item({ title: "{{$self.value.toUpperCase()}}" }) }, `${AT}/a/title`, 'the list methods map, filter, some, every, find, reduce can be called'],
    ['a constructor escape', { a: item({ 'x-reactions': { fulfill: { state: { value: "{{constructor.constructor('x')()}}" } } } }) },
      `${AT}/a/x-reactions/fulfill/state/value`, 'cannot run: Only built-in and scope functions'],
    ['a prototype read', { a: item({ 'x-visible': '{{$self.__proto__}}' }) }, `${AT}/a/x-visible`, 'cannot run: Property "__proto__" is not readable'],
    ['this', { a: item({ 'x-visible': '{{this.x}}' }) }, `${AT}/a/x-visible`, 'cannot run: Access to "this" is not allowed'],
    ['a $ref', { a: { $ref: '#/definitions/x' } }, `${AT}/a/$ref`, 'is not allowed here'],
  ])('%s', (_, properties, path, message) => {
    const errors = problems(properties);
    const hit = errors.find((e) => e.path === path);
    expect(hit, JSON.stringify(errors)).toBeDefined();
    expect(hit!.message).toContain(message);
  });
});

describe('the record validator applies what Formily validates', () => {
  const form = {
    type: 'object',
    properties: {
      site: item({ format: 'url' }),
      '[startDate,endDate]': item({ 'x-validator': [{ format: 'date' }] }),
      kind: item({ 'x-validator': { enum: ['a', 'b'] } }),
      tags: { type: 'array', 'x-component': 'Checkbox.Group', maxItems: 1 },
    },
  };
  const validate = createRecordValidator({ form } as never);
  const fields = (data: Json) => validate(data).map((v) => v.path);

  it('accepts valid values and empty ones', () => {
    expect(validate({ site: 'https://a.example', startDate: '2026-01-01', endDate: '2026-01-02', kind: 'a', tags: ['x'] })).toEqual([]);
    expect(validate({ site: '', kind: null })).toEqual([]);
  });

  it('names each field that breaks a rule, destructured parts separately', () => {
    const out = JSON.stringify(fields({ site: 'nope', startDate: '2026-01-01', endDate: 'later', kind: 'c', tags: ['x', 'y'] }));
    for (const f of ['site', 'endDate', 'kind', 'tags']) expect(out).toContain(f);
    expect(out).not.toContain('startDate');
  });
});

import { describe, expect, it } from 'vitest';
import {
  FUNCTION_CODE_PATTERN, IDENTIFIER_PATTERN, functionConfigProblems, isFieldIdentifier, isFunctionCode, pickLocalized, toPackLang,
  packMetaSchema,
} from '@engine';
import { buttonErrors, relatedErrors } from '../../designer/config-panels/model/validation';
import { checkFunctionDesign } from '../../server/design/check';
import { overtime } from '../designer/config-panels/fixture';

const lookups = { enums: {}, dicts: {} };

describe('rules the designer and the server share live once, in the engine core', () => {
  it('config checks: the server refuses what the designer flags, with the same codes', () => {
    const fn = {
      ...overtime(),
      serialRules: [{ field: 'nope', padding: 30, reset: 'never' as const, step: 0 }],
      buttons: [{ name: 'Copy', state: 'enabled' as const, action: 'fill' as const, dialogTitle: 'Copy', colour: '#000', fills: [{ from: '', to: '', mode: 'current' as const }] }],
      relatedForms: [
        { form: 'a', order: 1, associationId: 'x', currentField: 'id', associationField: 'bad field', state: 'enabled' as const },
        { form: 'b', order: 1.5, associationId: 'x', currentField: 'id', associationField: 'g', state: 'enabled' as const },
      ],
    };
    const problems = functionConfigProblems(fn).map((p) => `${p.path} ${p.code}`);
    expect(problems).toEqual([
      '/serialRules/0/field unknownField', '/serialRules/0/padding padding', '/serialRules/0/step step',
      '/buttons/0/targetForm required', '/buttons/0/fills/0/to required', '/buttons/0/fills/0/from required',
      '/relatedForms/0/associationField identifier', '/relatedForms/0/associationId unique',
      '/relatedForms/1/associationId unique', '/relatedForms/1/order integer',
    ]);
    // The designer's item editors read the same rules ...
    expect(buttonErrors(fn.buttons[0])).toEqual({ targetForm: 'required', 'fills.0.to': 'required', 'fills.0.from': 'required' });
    expect(relatedErrors(fn.relatedForms[1], fn.relatedForms, 1)).toEqual({ associationId: 'unique', order: 'integer' });
    // ... and the server's design check answers every one of them.
    const server = checkFunctionDesign(fn, lookups).map((e) => e.fields);
    expect(server).toEqual(functionConfigProblems(fn).map((p) => p.path));
  });

  it('identifier and code patterns: one definition, which the pack meta-schema check uses', () => {
    expect(isFieldIdentifier('amount_2')).toBe(true);
    expect(isFieldIdentifier('2amount')).toBe(false);
    expect(isFunctionCode('overtime-2')).toBe(true);
    expect(isFunctionCode('Overtime')).toBe(false);
    const defs = (packMetaSchema as { $defs: Record<string, { pattern?: string }> }).$defs;
    expect([defs.identifier.pattern, defs.code.pattern]).toEqual([IDENTIFIER_PATTERN, FUNCTION_CODE_PATTERN]);
  });

  it('language mapping: zh-TW reads the zh-CN pack text, a missing one falls back', () => {
    expect(toPackLang('zh-TW')).toBe('zh-CN');
    expect(pickLocalized({ 'zh-CN': '加班', 'en-US': 'Overtime' }, 'zh-TW')).toBe('加班');
    expect(pickLocalized({ 'en-US': 'Overtime' }, 'ru-RU')).toBe('Overtime');
    expect(pickLocalized(undefined, 'en-US')).toBe('');
  });
});

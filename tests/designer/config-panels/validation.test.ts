import { describe, expect, it } from 'vitest';
import { buttonErrors, relatedErrors, serialErrors } from '../../../designer/config-panels/model/validation';
import { previewSerials, serialParts, dateKeywordSamples } from '../../../designer/config-panels/model/serialPreview';
import type { SerialRule } from '@engine';

describe('inline validation (spec 001 section 5)', () => {
  it('button: name, state, action, dialog title and colour are required; fill buttons need a target and complete rows', () => {
    expect(buttonErrors({})).toEqual({ name: 'required', state: 'required', action: 'required', dialogTitle: 'required', colour: 'required' });
    expect(buttonErrors({ name: ' ', state: 'enabled', action: 'workflow', dialogTitle: 'T', colour: '#000' })).toEqual({ name: 'required' });
    expect(buttonErrors({
      name: 'N', state: 'enabled', action: 'fill', dialogTitle: 'T', colour: '#000',
      fills: [{ from: '', to: 'a', mode: 'default' }, { from: '', to: '', mode: 'current' }],
    })).toEqual({ targetForm: 'required', 'fills.1.to': 'required', 'fills.1.from': 'required' });
  });

  it('serial: padding 0-20 and reset are required, the step at least 1', () => {
    expect(serialErrors({})).toEqual({ padding: 'required', reset: 'required' });
    expect(serialErrors({ padding: 21, reset: 'daily' })).toEqual({ padding: 'padding' });
    expect(serialErrors({ padding: 0, reset: 'never', step: 0, start: 1.5 })).toEqual({ step: 'step', start: 'integer' });
    expect(serialErrors({ padding: 20, reset: 'yearly' })).toEqual({});
  });

  it('related form: required parts, a unique association id and an integer order', () => {
    const other = { form: 'a', order: 1, associationId: 'x', currentField: 'f', associationField: 'g', state: 'enabled' as const };
    expect(relatedErrors({ order: 1 }, [], null)).toEqual({ form: 'required', currentField: 'required', associationField: 'required', associationId: 'required' });
    expect(relatedErrors({ ...other }, [other], null)).toEqual({ associationId: 'unique' });
    expect(relatedErrors({ ...other }, [other], 0)).toEqual({});
    expect(relatedErrors({ ...other, order: 1.5 }, [], null)).toEqual({ order: 'integer' });
  });
});

describe('serial preview', () => {
  const day = { year: 2026, month: 3, day: 7, hour: 9 };
  const rule: SerialRule = { field: 'no', prefix: 'OT-', codingKeywords: ['yyyyMMdd'], formFieldKeywords: ['kind'], start: 10, step: 5, padding: 4, reset: 'daily' };

  it('shows the next numbers the server would give, with sample values for field keywords', () => {
    expect(previewSerials(rule, day)).toEqual(['OT-20260307KIND0010', 'OT-20260307KIND0015', 'OT-20260307KIND0020']);
  });

  it('splits the first number into its parts', () => {
    expect(serialParts(rule, day)).toEqual({ prefix: 'OT-', date: '20260307', fields: 'KIND', counter: '0010' });
    expect(serialParts({ field: 'no', padding: 0, reset: 'never' }, day)).toEqual({ prefix: '', date: '', fields: '', counter: '1' });
  });

  it('samples every date keyword', () => {
    expect(dateKeywordSamples(day).find((s) => s.keyword === 'yyMM')?.sample).toBe('2603');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSerial, serialScope, serialValue, toDateParts, type DateParts } from '@engine';
import type { SerialRule } from '@engine';

const day: DateParts = { year: 2026, month: 3, day: 7, hour: 9 };

describe('formatSerial', () => {
  it('puts prefix, date keywords, form fields and the padded counter together', () => {
    const rule: SerialRule = { field: 'no', prefix: 'BX', codingKeywords: ['yyyyMMdd'], formFieldKeywords: ['dept'], padding: 4, reset: 'daily' };
    expect(formatSerial(rule, 12, day, { dept: 'R&D' })).toBe('BX20260307RD0012');
    expect(formatSerial({ ...rule, codingKeywords: ['yyMM'], formFieldKeywords: [] }, 12345, day)).toBe('BX260312345');
  });

  it('restarts per period and counts from start by step', () => {
    expect(serialScope({ reset: 'never' }, day)).toBe('all');
    expect(serialScope({ reset: 'daily' }, day)).toBe('2026-03-07');
    expect(serialScope({ reset: 'monthly' }, day)).toBe('2026-03');
    expect(serialScope({ reset: 'yearly' }, day)).toBe('2026');
    expect(serialValue({ start: 100, step: 5 }, 3)).toBe(115);
    expect(serialValue({}, 0)).toBe(1);
  });

  it('reads the calendar day in the business time zone', () => {
    expect(toDateParts(new Date('2026-12-31T17:30:00Z'))).toMatchObject({ year: 2027, month: 1, day: 1, hour: 1 });
  });

  const ruleArb = fc.record({
    field: fc.constant('no'),
    prefix: fc.stringMatching(/^[A-Z]{0,4}$/),
    codingKeywords: fc.subarray(['yyyy', 'yyyyMM', 'yyyyMMdd', 'yy', 'MMdd']),
    formFieldKeywords: fc.constant([] as string[]),
    padding: fc.integer({ min: 1, max: 10 }),
    reset: fc.constantFrom('never', 'daily', 'monthly', 'yearly') as fc.Arbitrary<SerialRule['reset']>,
  });

  it('is injective in the counter and never cuts it (property)', () => {
    fc.assert(fc.property(ruleArb, fc.nat(10 ** 9), fc.nat(10 ** 9), (rule, a, b) => {
      const sa = formatSerial(rule, a, day);
      const sb = formatSerial(rule, b, day);
      expect(sa === sb).toBe(a === b);
      expect(sa.startsWith(rule.prefix!)).toBe(true);
      expect(sa.endsWith(String(a))).toBe(true);
      const counter = sa.slice(sa.length - Math.max(rule.padding, String(a).length));
      expect(Number(counter)).toBe(a);
    }), { numRuns: 500 });
  });
});

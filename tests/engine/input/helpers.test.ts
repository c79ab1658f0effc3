import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toNumberText, toPositiveNumberText, toPhoneText, toTrimmedText, toNumericEntryText } from '@engine';

const isSubsequence = (small: string, big: string) => {
  let i = 0;
  for (const c of big) if (c === small[i]) i++;
  return i === small.length;
};

describe('input helpers', () => {
  it('keep digits and one decimal point, no leading dot', () => {
    expect(toNumberText('.12a.3.4')).toBe('12.34');
    expect(toNumberText('1,234.5')).toBe('1234.5');
    fc.assert(fc.property(fc.string(), (raw) => {
      const out = toNumberText(raw);
      expect(out).toMatch(/^(\d+\.?\d*)?$/);
      expect(isSubsequence(out, raw)).toBe(true);
      expect(toNumberText(out)).toBe(out);
    }), { numRuns: 500 });
  });

  it('positiveNumber keeps digits only; phone cuts to 11 digits', () => {
    expect(toPositiveNumberText('-12.5')).toBe('125');
    expect(toPhoneText('138 0013 8000 99')).toBe('13800138000');
    fc.assert(fc.property(fc.string(), (raw) => {
      expect(toPositiveNumberText(raw)).toMatch(/^\d*$/);
      const phone = toPhoneText(raw);
      expect(phone.length).toBeLessThanOrEqual(11);
      expect(phone).toMatch(/^\d*$/);
      expect(toPhoneText(phone)).toBe(phone);
    }), { numRuns: 500 });
  });

  it('trims text', () => {
    fc.assert(fc.property(fc.string(), (raw) => {
      const out = toTrimmedText(raw);
      expect(out).toBe(out.trim());
      expect(raw.includes(out)).toBe(true);
    }));
  });

  it('numeric entry limits decimals and honours the sign option', () => {
    expect(toNumericEntryText('12.345')).toBe('12.34');
    expect(toNumericEntryText('12.9', { decimals: 0 })).toBe('12');
    expect(toNumericEntryText('-3.5', { signed: true })).toBe('-3.5');
    expect(toNumericEntryText('-3.5')).toBe('3.5');
    fc.assert(fc.property(fc.string(), fc.integer({ min: 0, max: 6 }), fc.boolean(), (raw, decimals, signed) => {
      const out = toNumericEntryText(raw, { decimals, signed });
      const [, frac = ''] = out.replace(/^-/, '').split('.');
      expect(frac.length).toBeLessThanOrEqual(decimals);
      if (!signed) expect(out.startsWith('-')).toBe(false);
      if (decimals === 0) expect(out).not.toContain('.');
      expect(toNumericEntryText(out, { decimals, signed })).toBe(out);
    }), { numRuns: 1000 });
  });
});

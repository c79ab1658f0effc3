import { describe, expect, it } from 'vitest';
import { computeRecordValues, recordLimits } from '../../../engine/index';
import { jsonLengthBound } from '../../../engine/core/validation/recordLimits';

describe('jsonLengthBound: the record size check without the JSON text', () => {
  it('is never below the JSON text\'s length', () => {
    const samples: unknown[] = [
      {}, [], '', 'plain', 'quote " back \\ newline \n tab \t', '\u0001\u001f', '中文字符', '😀😀', 0, -1.5e-300, 123456789012345, true, false, null,
      { a: 1, 'key "quoted"': ['x', { y: null, z: [true, 'w'] }], lines: [{ amount: 120000, subject: 'taxi' }] },
      { skipped: undefined, kept: 1 },
    ];
    for (const v of samples) expect(jsonLengthBound(v, Infinity)).toBeGreaterThanOrEqual(JSON.stringify(v)?.length ?? 0);
  });

  it('stops past the limit, and walks deep nesting without the call stack', () => {
    expect(jsonLengthBound({ text: 'x'.repeat(1000) }, 100)).toBe(Infinity);
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonLengthBound(deep, Infinity)).toBeGreaterThan(100_000);
  });

  it('still refuses an oversize record, and measures one whose bound is near the limit', () => {
    const form = { type: 'object' as const, properties: { note: { type: 'string' as const } } };
    expect(computeRecordValues(form, { note: 'x'.repeat(recordLimits.maxRecordChars) }).violations).toEqual([{ path: '', rule: 'recordTooLarge', params: { limit: recordLimits.maxRecordChars } }]);
    // Its bound (6 per character) passes the limit, its text does not: kept.
    expect(computeRecordValues(form, { note: 'x'.repeat(recordLimits.maxRecordChars / 2) }).violations).toEqual([]);
  });
});

import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { setupFormEngine } from '../../../engine/react/index';

setupFormEngine('en-US');

describe('Formily `pattern` rules in the browser run on the linear-time engine', () => {
  it('answers a catastrophic pattern on a long value at once and still validates good values', async () => {
    const form = createForm();
    const field = form.createField({ name: 'code', validator: { pattern: '^([a-z0-9]+)+$', message: 'bad code' } });
    // A backtracking engine needs about 2^40 steps for this value.
    field.setValue(`${'a'.repeat(40)}!`);
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual(['bad code']);
    field.setValue('abc123');
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual([]);
  });

  it('fails a field whose pattern the engine refuses instead of running it', async () => {
    const form = createForm();
    const field = form.createField({ name: 'code', validator: { pattern: '(a)\\1', message: 'refused' } });
    field.setValue('aa');
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual(['refused']);
  });
});

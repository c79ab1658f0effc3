import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../server/support/databases';
import { createHarness, type Harness } from '../server/support/harness';
import { reimbursementPack } from '../server/support/packs';
import { tripFunction } from '../server/design-support';

const EXPONENTIAL = '^([a-z0-9]+)+$';

function withPattern(code: string, pattern: string) {
  const fn = tripFunction(code);
  (fn.form.properties as Record<string, any>).title['x-validator'] = [{ pattern, message: 'letters and digits only' }];
  return fn;
}

describe.each(databases())('schema patterns run in linear time ($name)', (target) => {
  let h: Harness;
  let admin: string;
  const design = (call: string, body: unknown) => h.post(`/api/fn/design/${call}`, body, { token: admin, lang: 'en-US' });

  beforeAll(async () => {
    h = await createHarness(target);
    admin = await h.token('admin');
  });
  afterAll(async () => { await h?.close(); });

  it('checks a catastrophic pattern against a long value without stalling, on the server', async () => {
    expect((await design('save', { function: withPattern('redos', EXPONENTIAL), create: true })).code).toBe(0);
    expect((await design('publish', { code: 'redos' })).code).toBe(0);
    const save = (title: string) => h.post('/api/fn/redos/save', { data: { title } }, { token: admin, lang: 'en-US' });
    // A backtracking engine needs about 2^40 steps for this value; RE2 reads it once.
    const bad = await save(`${'a'.repeat(40)}!`);
    expect(bad.code).toBe(14);
    expect(bad.data.reqFieldErrorList[0].fields).toBe('title');
    expect(bad.data.reqFieldErrorList[0].message).toContain('letters and digits only');
    expect((await save('a'.repeat(40))).code).toBe(0);
  });

  it('refuses at design time a pattern the linear engine cannot run, with its path', async () => {
    for (const pattern of ['(a)\\1', '(?=a)b', 'x'.repeat(501)]) {
      const res = await design('save', { function: withPattern('lookaround', pattern), create: true });
      expect(res.code).toBe(14);
      const problem = res.data.reqFieldErrorList.find((e: { fields: string }) => e.fields === '/form/properties/title/x-validator/0/pattern');
      expect(problem, JSON.stringify(res.data)).toBeDefined();
      if (pattern.length < 500) expect(problem!.message).toMatch(/pattern is not supported/);
    }
  });

  it('refuses the same at pack install', async () => {
    const pack = reimbursementPack();
    const project = (pack.functions[0].form.properties as Record<string, any>).grid.properties.project;
    project['x-validator'] = { pattern: '(\\w+)\\1' };
    const res = await h.post('/api/pack/install', { pack }, { token: admin });
    expect(res.code).toBe(14);
    expect(res.data.reqFieldErrorList.map((e: { fields: string }) => e.fields)).toContain('/functions/0/form/properties/grid/properties/project/x-validator/pattern');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePack } from '@engine';

const load = () => JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/packs/rules-lab/pack.json'), 'utf8'));

describe('business-rule keys in the meta-schema', () => {
  it('accepts the rules-lab pack, which uses every rule kind', () => {
    expect(validatePack(load())).toEqual([]);
  });

  it('refuses malformed rule keys with pointers', () => {
    const pack = load();
    const outbound = pack.functions.find((f: { code: string }) => f.code === 'rlOutbound');
    outbound.actions.push({ on: 'approved', kind: 'adjust', ref: 'consumable' });
    outbound.actions.push({ on: 'nodeCompleted', kind: 'set', set: { phase: "'done'" } });
    outbound.rules.push({ expression: 'x >', message: 'm' });
    outbound.stateField.colors.draft = 'url(javascript:1)';
    const paths = validatePack(pack).map((e) => e.path);
    expect(paths.some((p) => p.startsWith('/functions/2/actions/5'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/functions/2/actions/6'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/functions/2/stateField/colors/draft'))).toBe(true);
  });

  it('checks expressions and references of the rule keys', () => {
    const pack = load();
    const outbound = pack.functions.find((f: { code: string }) => f.code === 'rlOutbound');
    outbound.actions.push({ on: 'approved', kind: 'update', ref: 'phase', set: { x: 'a +' } });
    outbound.rules.push({ each: 'purpose', expression: 'x', message: 'm' });
    outbound.stateField.field = 'note';
    outbound.form.properties.grid.properties.note['x-default'] = "constructor('x')";
    const errors = validatePack(pack);
    const paths = errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining([
      '/functions/2/actions/5/ref', '/functions/2/actions/5/set/x', '/functions/2/rules/2/each', '/functions/2/stateField/field',
      '/functions/2/form/properties/grid/properties/note/x-default',
    ]));
  });
});

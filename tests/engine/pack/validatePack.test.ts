import { describe, expect, it } from 'vitest';
import { validatePack } from '@engine';
import { bundledPacks } from '@schemas';

const clone = <T>(v: T): T => structuredClone(v);

describe('validatePack', () => {
  it('accepts every bundled pack', () => {
    for (const pack of bundledPacks) expect(validatePack(pack)).toEqual([]);
  });

  it('refuses non-objects without crashing', () => {
    for (const bad of [null, 42, 'pack', [], undefined]) {
      const errors = validatePack(bad);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0]).toHaveProperty('path');
    }
  });

  it('lists every schema error with a JSON pointer', () => {
    const pack = clone(bundledPacks[0]) as any;
    pack.version = 'one';
    delete pack.functions[0].name;
    pack.functions[0].fields[0].type = 'hologram';
    pack.menus[0].position = 'NOWHERE';
    pack.extra = true;
    const errors = validatePack(pack);
    const paths = errors.map((e) => e.path);
    expect(paths).toContain('/version');
    expect(paths).toContain('/functions/0/name');
    expect(paths).toContain('/functions/0/fields/0/type');
    expect(paths).toContain('/menus/0/position');
    expect(paths).toContain('/extra');
    for (const e of errors) expect(typeof e.message).toBe('string');
  });

  it('reports broken references and duplicates', () => {
    const pack = clone(bundledPacks[0]) as any;
    pack.functions[0].fields.push({ ...pack.functions[0].fields[0] });
    pack.functions[0].search.push({ field: 'reason', rule: 'fuzzy' });
    pack.functions[0].list.columns.push({ field: 'nope', showInList: true });
    pack.menus[1].parent = 'M99999999999999';
    pack.functions[0].form.properties.grid.properties.vehicle['x-lookup'] = { dict: 'missing' };
    const errors = validatePack(pack);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/functions/0/fields/10/identifier' }),
        expect.objectContaining({ path: '/functions/0/search/4/field' }),
        expect.objectContaining({ path: '/functions/0/list/columns/8/field' }),
        expect.objectContaining({ path: '/menus/1/parent' }),
        expect.objectContaining({ path: '/functions/0/form/properties/grid/properties/vehicle/x-lookup/dict' }),
      ]),
    );
  });

  it('checks the data scopes a pack gives its roles', () => {
    const pack = clone(bundledPacks.find((p) => p.id === 'consumables')!) as any;
    expect(pack.roles[0].scopes.consumable.view).toEqual(['all']);
    const unknown = clone(pack);
    unknown.roles[0].scopes.nope = { view: ['all'] };
    expect(validatePack(unknown).map((e) => e.path)).toEqual(['/roles/0/scopes/nope']);
    pack.roles[1].scopes.consumable = { peek: ['all'] };
    pack.roles[2].scopes.consumable = { view: ['everyone'] };
    const paths = validatePack(pack).map((e) => e.path);
    expect(paths.some((p) => p.startsWith('/roles/1/scopes/consumable'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/roles/2/scopes/consumable/view'))).toBe(true);
  });

  it('refuses a computed value that is not a safe expression', () => {
    const pack = clone(bundledPacks[0]) as any;
    pack.functions[0].form.properties.total['x-compute'] = "constructor.constructor('return process')()";
    const errors = validatePack(pack);
    expect(errors.map((e) => e.path)).toContain('/functions/0/form/properties/total/x-compute');
  });
});

describe('validatePack with a flow', () => {
  it('reports flow problems under the function path', () => {
    const pack = clone(bundledPacks[0]) as any;
    const supervisor = pack.functions[0].flow.root.next;
    supervisor.name = '';
    supervisor.method = { kind: 'countersign', percent: 0 };
    const errors = validatePack(pack);
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/functions/0/flow/root/next/name', '/functions/0/flow/root/next/method/percent']),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { lookupOptions, lookupTreeProblems, validatePack } from '@engine';
import { bundledPacks } from '@schemas';

const text = (name: string) => ({ 'k.computer': 'Computers', 'k.laptop': 'Laptops' } as Record<string, string>)[name] ?? name;

describe('tree lookups', () => {
  it('lists a tree depth first, each option labelled with its ancestors', () => {
    const items = [
      { code: 'laptop', name: 'k.laptop', parent: 'computer' },
      { code: 'chair', name: 'Chairs', parent: 'furniture' },
      { code: 'computer', name: 'k.computer' },
      { code: 'furniture', name: 'Furniture' },
    ];
    expect(lookupOptions(items, text)).toEqual([
      { label: 'Computers', value: 'computer' },
      { label: 'Computers / Laptops', value: 'laptop' },
      { label: 'Furniture', value: 'furniture' },
      { label: 'Furniture / Chairs', value: 'chair' },
    ]);
  });

  it('keeps a flat lookup as it is', () => {
    expect(lookupOptions([{ code: 'b', name: 'B' }, { code: 'a', name: 'k.laptop' }], text)).toEqual([
      { label: 'B', value: 'b' }, { label: 'Laptops', value: 'a' },
    ]);
  });

  it('reports an unknown parent and a cycle, and a pack carrying either is invalid', () => {
    const problems = lookupTreeProblems({
      cls: [{ code: 'a', name: 'A', parent: 'b' }, { code: 'b', name: 'B', parent: 'a' }, { code: 'c', name: 'C', parent: 'zz' }],
    }, '/lookups/dicts');
    expect(problems.map((p) => p.path)).toEqual(['/lookups/dicts/cls/0/parent', '/lookups/dicts/cls/1/parent', '/lookups/dicts/cls/2/parent']);
    const pack = JSON.parse(JSON.stringify(bundledPacks.find((p) => p.id === 'assets')));
    pack.lookups.dicts.assetClass[1].parent = 'nowhere';
    expect(validatePack(pack)).toContainEqual({ path: '/lookups/dicts/assetClass/1/parent', message: 'unknown parent "nowhere"' });
  });

  it('the assets pack ships its asset classes as a tree', () => {
    const pack = bundledPacks.find((p) => p.id === 'assets')!;
    const options = lookupOptions(pack.lookups!.dicts!.assetClass, (n) => pack.locales!['en-US'][n] ?? n);
    expect(options).toContainEqual({ label: 'Computers / Laptops', value: 'laptop' });
    expect(validatePack(pack)).toEqual([]);
  });
});

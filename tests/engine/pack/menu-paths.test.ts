import { describe, expect, it } from 'vitest';
import { validatePack, type Pack } from '@engine';
import { bundledPacks } from '@schemas';

const pack = (): Pack => structuredClone(bundledPacks.find((p) => p.menus.filter((m) => m.path).length > 1)!);
const problems = (p: Pack) => validatePack(p).map((e) => `${e.path} ${e.message}`);

describe('menu paths in a pack', () => {
  it('every bundled function menu opens at its own route, valid and unique across the bundled packs', () => {
    const paths = bundledPacks.flatMap((p) => p.menus.filter((m) => m.function).map((m) => m.path));
    expect(paths.every((p) => typeof p === 'string' && /^(\/[A-Za-z0-9_-]+){2,4}$/.test(p))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of bundledPacks) expect(problems(p)).toEqual([]);
  });

  it('refuses a shell route, a duplicate, a path without a function and a malformed path', () => {
    const p = pack();
    const i = p.menus.findIndex((m) => m.function);
    const j = p.menus.findIndex((m, k) => k > i && m.function);
    const dir = p.menus.findIndex((m) => !m.function && !m.dashboard);
    p.menus[i]!.path = '/task-center/mine';
    p.menus[j]!.path = '/task-center/mine';
    p.menus[dir]!.path = '/somewhere/else';
    const found = problems(p);
    expect(found).toContain(`/menus/${i}/path "/task-center" is a route of the shell`);
    expect(found).toContain(`/menus/${j}/path duplicate menu path "/task-center/mine"`);
    expect(found).toContain(`/menus/${dir}/path a menu path needs the function the menu opens`);

    const q = pack();
    q.menus[i]!.path = '/one';
    expect(problems(q).some((e) => e.startsWith(`/menus/${i}/path`))).toBe(true);
    q.menus[i]!.path = '/a/b?c=1';
    expect(problems(q).some((e) => e.startsWith(`/menus/${i}/path`))).toBe(true);
  });
});

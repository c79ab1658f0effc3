import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { collectEntryModules } from '../../../scripts/build/entryModules';

const ROOT = '/repo';

function chunk(fileName: string, moduleIds: string[], imports: string[], dynamicImports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, dynamicImports, isEntry } as unknown as Rollup.OutputChunk;
}

describe('collectEntryModules', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/repo/runtime/main.tsx', '/repo/runtime/pages/login/LoginPage.tsx'], ['assets/vendor.js'], ['assets/shell.js'], true),
    'assets/vendor.js': chunk('assets/vendor.js', ['/work/main/node_modules/react/index.js', '\0vite/preload-helper.js'], ['assets/runtime.js']),
    'assets/runtime.js': chunk('assets/runtime.js', ['\0rolldown/runtime.js'], []),
    'assets/shell.js': chunk('assets/shell.js', ['/repo/engine/index.ts', '/work/main/node_modules/@formily/core/esm/index.js'], ['assets/vendor.js']),
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
  } as unknown as Rollup.OutputBundle;

  it('lists the entry and every chunk it imports statically, transitively, and no dynamically imported chunk', () => {
    const result = collectEntryModules(bundle, ROOT);
    expect(result.entry).toBe('assets/index.js');
    expect(result.chunks.map((c) => c.file)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/runtime.js']);
    expect(result.chunks.flatMap((c) => c.modules)).not.toContain('engine/index.ts');
  });

  it('names modules relative to the project root, packages from node_modules/ wherever it lies', () => {
    const modules = collectEntryModules(bundle, ROOT).chunks.flatMap((c) => c.modules);
    expect(modules).toEqual(['runtime/main.tsx', 'runtime/pages/login/LoginPage.tsx', 'node_modules/react/index.js', 'vite/preload-helper.js', 'rolldown/runtime.js']);
  });

  it('throws when the build has no entry chunk', () => {
    expect(() => collectEntryModules({} as Rollup.OutputBundle, ROOT)).toThrow(/no entry chunk/);
  });
});

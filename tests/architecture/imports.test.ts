import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const TOP = ['engine', 'schemas', 'designer', 'runtime', 'server'];

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try { entries = readdirSync(dir); } catch { return out; }
  for (const name of entries) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(name)) out.push(p);
  }
  return out;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
}

/** The top-level folder (and for engine, core vs react) a path belongs to. */
function areaOf(abs: string): string {
  const rel = relative(ROOT, abs).split('/');
  if (rel[0] === 'engine' && rel[1] === 'react') return 'engine/react';
  if (rel[0] === 'engine') return 'engine/core';
  return rel[0];
}

const ENTRY: Record<string, RegExp> = {
  'engine/core': /^engine\/index$/,
  'engine/react': /^engine\/react\/index$/,
};

/**
 * The feature folder a path belongs to (`server/http`, `engine/core/flow`,
 * `runtime/pages/fn-list`), or undefined for a top-level file.
 */
function featureOf(abs: string): string | undefined {
  const rel = relative(ROOT, abs).split('/');
  const depth = (rel[0] === 'engine' && ['core', 'react'].includes(rel[1])) || (rel[0] === 'runtime' && rel[1] === 'pages') ? 3 : 2;
  return rel.length > depth ? rel.slice(0, depth).join('/') : undefined;
}

/**
 * Entries beside a folder's index for what the layout and the workbench show of it: the index
 * also brings the folder's pages, and what a module imports statically loads before it runs.
 */
const LIGHT_ENTRIES = ['runtime/system-management/shell', 'runtime/pages/task-center/shell', 'runtime/pages/dashboard/cards'];

/** The source files `entry` imports statically (not `import type`, not `import()`), followed through relative paths. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const resolveFile = (base: string) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((x) => base + x).find((p) => existsSync(p) && statSync(p).isFile());
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"](\.[^'"]+)['"]/gm)) {
      const next = resolveFile(resolve(dirname(file), m[1]));
      if (next) walk(next);
    }
  };
  walk(join(ROOT, entry));
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

describe('layering', () => {
  const files = TOP.flatMap((t) => sourceFiles(join(ROOT, t)));

  it('keeps the engine core and the server free of React and UI libraries', () => {
    const ui = /^(react|react-dom|antd|@formily\/(react|antd-v5)|@ant-design|zustand\/react|react-router)/;
    const bad = files
      .filter((f) => ['engine/core', 'server'].includes(areaOf(f)))
      .flatMap((f) => importsOf(f).filter((i) => ui.test(i)).map((i) => `${relative(ROOT, f)} -> ${i}`));
    expect(bad).toEqual([]);
  });

  it('crosses folders only through public index files, in the allowed direction', () => {
    const allowed: Record<string, string[]> = {
      'engine/core': [],
      'engine/react': ['engine/core'],
      schemas: ['engine/core'],
      server: ['engine/core', 'schemas'],
      designer: ['engine/core', 'engine/react'],
      runtime: ['engine/core', 'engine/react', 'designer', 'schemas'],
    };
    const bad: string[] = [];
    for (const f of files) {
      const from = areaOf(f);
      for (const spec of importsOf(f).filter((i) => i.startsWith('.'))) {
        const target = resolve(dirname(f), spec);
        const to = areaOf(target);
        if (to === from) continue;
        const rel = relative(ROOT, target).replace(/\.(ts|tsx|json)$/, '');
        const isEntry = ENTRY[to]?.test(rel) || rel === `${to}/index` || (to === 'schemas' && rel === 'schemas/index');
        if (!allowed[from]?.includes(to) || !isEntry) bad.push(`${relative(ROOT, f)} -> ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('crosses feature folders only through their index.ts (or a light entry the shell names)', () => {
    const bad: string[] = [];
    for (const f of files.filter((file) => !relative(ROOT, file).startsWith('schemas/'))) {
      const from = featureOf(f);
      for (const spec of importsOf(f).filter((i) => i.startsWith('.'))) {
        const target = resolve(dirname(f), spec);
        const to = featureOf(target);
        if (!to || to === from) continue;
        const rel = relative(ROOT, target).replace(/\.(ts|tsx)$/, '');
        if (rel !== to && rel !== `${to}/index` && !LIGHT_ENTRIES.includes(rel)) bad.push(`${relative(ROOT, f)} -> ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('gives every feature folder with code an index.ts', () => {
    const features = new Set(files.map(featureOf).filter((f): f is string => f !== undefined));
    const missing = [...features].filter((f) => !['index.ts', 'index.tsx'].some((n) => existsSync(join(ROOT, f, n))));
    expect(missing).toEqual([]);
  });

  it('lets the layout and the workbench load without the pages they link to', () => {
    // Each was in the layout's or the workbench's static imports through a folder index (with the engine).
    const pages = ['runtime/pages/task-center/TaskCenterPage.tsx', 'runtime/system-management/formRules.ts', 'runtime/pages/dashboard/DashboardPage.tsx'];
    for (const entry of ['runtime/layout/index.ts', 'runtime/pages/workbench/index.ts']) {
      const reached = staticClosure(entry);
      expect(reached.size).toBeGreaterThan(10);
      expect(pages.filter((p) => reached.has(p)), entry).toEqual([]);
    }
  });
});

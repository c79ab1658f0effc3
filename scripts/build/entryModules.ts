import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** One chunk of the entry's static graph: its file and the modules bundled into it. */
export interface EntryChunk {
  file: string;
  modules: string[];
}

/** What `dist/.vite/entry-modules.json` holds. */
export interface EntryModules {
  entry: string;
  chunks: EntryChunk[];
}

/** Where the plugin writes its list, relative to the build's outDir. */
export const ENTRY_MODULES_FILE = '.vite/entry-modules.json';

/** Module ids relative to the project root; packages as `node_modules/<package>/...` wherever node_modules really is. */
function toModuleId(root: string, id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const packages = clean.indexOf('/node_modules/');
  if (packages >= 0) return clean.slice(packages + 1);
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

/**
 * The chunks the browser loads before anything is imported on demand: the entry chunk and
 * every chunk it imports statically, transitively (the sign-in route is part of them).
 */
export function collectEntryModules(bundle: Rollup.OutputBundle, root: string): EntryModules {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('entry-modules: the build has no entry chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return {
    entry: entry.fileName,
    chunks: [...seen].map((file) => ({ file, modules: (byFile.get(file)?.moduleIds ?? []).map((id) => toModuleId(root, id)) })),
  };
}

/**
 * Vite plugin: writes `dist/.vite/entry-modules.json`, the modules of the entry's static graph
 * per chunk, ids relative to `projectRoot`. tests/e2e/sign-in-bundle.e2e.ts reads it.
 */
export function entryModules(projectRoot: string): Plugin {
  let outDir = '';
  const root = projectRoot;
  return {
    name: 'entry-modules',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const path = join(outDir, ENTRY_MODULES_FILE);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(collectEntryModules(bundle, root), null, 1)}\n`);
    },
  };
}

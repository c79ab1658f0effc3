import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the server; `npm start` runs `main.mjs` from it. */
export const SERVER_BUILD_DIR = fileURLToPath(new URL('../../dist-server', import.meta.url));

/** The node arguments that run a server bundle in `outdir` as `npm start` does (package.json). */
export function bundledServerArgs(outdir = SERVER_BUILD_DIR): string[] {
  return ['--enable-source-maps', join(outdir, 'main.mjs')];
}

/**
 * Bundles the server's own TypeScript (the engine and the packs' JSON with it) into
 * plain ES modules: the entry and its worker threads, sharing chunks, all in one
 * folder beside `dist/` (the server finds `../dist` and its workers `./<entry>.mjs`).
 * Packages stay imports from node_modules. Run from the bundle, Node loads no
 * TypeScript loader: the server starts in about half the time, and no helper wraps
 * the functions it makes per request. `main`: another entry that starts the server (a bench's).
 */
export async function buildServer(outdir = SERVER_BUILD_DIR, main = 'server/main.ts'): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: fileURLToPath(new URL('../..', import.meta.url)),
    entryPoints: { main, 'read-worker': 'server/db/read-worker.ts', 'parse-worker': 'server/excel/parse-worker.ts', 'checkpoint-worker': 'server/db/checkpoint-worker.ts', 'stage-worker': 'server/data/stage-worker.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    define: { __SERVER_BUNDLE__: 'true' },
    logLevel: 'warning',
  });
}

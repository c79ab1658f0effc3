import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { antdColorOnDemand } from './scripts/build/antdColorOnDemand';
import { entryModules } from './scripts/build/entryModules';
import { precompress } from './scripts/build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

/** The build's version (spec 000 section 4.2): baked into the bundle and written beside index.html for `GET /version.json`. */
const buildVersion = process.env.BUILD_VERSION ?? `${Date.now().toString(36)}`;

function buildVersionFile(): Plugin {
  return {
    name: 'build-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-version.json', source: JSON.stringify({ version: buildVersion }) });
    },
  };
}

export default defineConfig({
  root: 'runtime',
  plugins: [antdColorOnDemand(), react(), buildVersionFile(), entryModules(fileURLToPath(new URL('.', import.meta.url))), precompress()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The engine's entries only re-export and nothing under engine/ imports CSS: a page that needs
      // one helper of them (the workbench's money format) loads that helper's modules, not the engine.
      // Not for the web app's own index files: some of its pages style with a stylesheet another
      // module of their folder imports, which would then be left out.
      treeshake: { moduleSideEffects: [{ test: /[\\/]engine[\\/](react[\\/])?index\.ts$/, sideEffects: false }] },
      output: {
        // Everything the entry imports statically (the sign-in page, react, antd's form parts, the
        // router, i18next) in one chunk: one response instead of ~45 small ones, whose headers alone
        // were ~30 KB of the sign-in download, and one brotli window over all of it.
        codeSplitting: {
          groups: [{ name: 'signin', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/version.json': apiTarget,
      '/websocket': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});

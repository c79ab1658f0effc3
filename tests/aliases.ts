import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * The public entries tests import (`import { validatePack } from '@engine'`),
 * shared by both vitest configs; tsconfig.json's `paths` says the same to tsc.
 */
export const publicEntries = [
  { find: /^@engine\/react$/, replacement: at('engine/react/index.ts') },
  { find: /^@engine$/, replacement: at('engine/index.ts') },
  { find: /^@designer$/, replacement: at('designer/index.ts') },
  { find: /^@server$/, replacement: at('server/index.ts') },
  { find: /^@schemas$/, replacement: at('schemas/index.ts') },
];

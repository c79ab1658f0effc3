// Lint holds the conventions (../shared/CONVENTIONS.md): the layering between
// top-level folders, hooks used by the rules of hooks, strict TypeScript.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import layering from './scripts/eslint/layering.js';

const ENGINE_ENTRIES = ['./index.ts', './react/index.ts'];

/** Who may not import whom (DESIGN.md section 2: runtime -> designer (lazy) -> engine, server -> engine core). */
const zones = [
  {
    target: './engine',
    from: ['./runtime', './designer', './server', './schemas'],
    message: 'The engine never imports runtime, designer, server or packs.',
  },
  {
    target: ['./engine/core', './engine/*.ts'],
    from: './engine/react',
    message: 'The engine core is pure TypeScript: no renderers, no React.',
  },
  {
    target: './server',
    from: ['./runtime', './designer', './engine/react'],
    message: 'The server uses only the engine core, never React or the web app.',
  },
  {
    target: ['./server', './schemas'],
    from: './engine',
    except: ['./index.ts'],
    message: "Import the engine's pure entry engine/index.ts.",
  },
  {
    target: ['./designer', './runtime'],
    from: './engine',
    except: ENGINE_ENTRIES,
    message: 'Import the engine through engine/index.ts or engine/react/index.ts.',
  },
  {
    target: './designer',
    from: ['./runtime', './server', './schemas'],
    message: 'The designer never imports runtime, server or packs.',
  },
  {
    target: './runtime',
    from: './server',
    message: 'The web app talks to the server over HTTP only.',
  },
  {
    target: './runtime',
    from: './designer',
    except: ['./index.ts'],
    message: 'Import the designer through designer/index.ts.',
  },
  {
    target: './schemas',
    from: ['./runtime', './designer', './server'],
    message: 'Packs are data: schemas/ imports only engine types.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, layering },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'layering/lazy-only': ['error', {
        zones: [{
          target: './runtime',
          from: './designer',
          message: 'The runtime loads the designer lazily: use import() (type-only imports are fine).',
        }],
      }],
      // `_name` marks a value dropped on purpose (`const { [key]: _gone, ...rest } = o`).
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_',
        destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
      // A rest parameter of a function table takes whatever each entry declares.
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The engine core and the server run without a DOM: no React, no UI library.
    files: ['engine/core/**', 'engine/*.ts', 'server/**', 'schemas/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['react', 'react-dom', 'react-dom/*', 'react-i18next', 'react-router*', 'antd', 'antd/*',
            '@formily/react', '@formily/antd-v5', '@ant-design/*', '@xyflow/*', 'bpmn-js', 'bpmn-js/*', 'zustand/react'],
          message: 'The engine core and the server are pure: no React, no UI library.',
        }],
      }],
    },
  },
  {
    // Tests poke at wrong shapes on purpose (`{ ...pack, menus: 1 } as any`).
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

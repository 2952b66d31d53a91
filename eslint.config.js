// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The base game and the rules modules (RULES B, C, T, S, O): folders of hooks that never import each other. */
const ENGINE_MODULES = ['base', 'cities', 'tradingPosts', 'strongholds', 'orient'];
/** The engine's layers, bottom first: each imports only from the ones before it (bots use the public API). */
const ENGINE_LAYERS = ['core', 'primitives', 'turn', 'modules', 'game', 'bots'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use `as const` arrays and unions, not enums.' }],
    },
  },
  {
    // The rules engine is pure: no clock, no ambient randomness, no I/O (RULES Y1).
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'Date', message: 'The engine has no clock (RULES Y1).' },
        { name: 'fetch', message: 'The engine does no I/O.' },
        { name: 'process', message: 'The engine does no I/O.' },
        { name: 'setTimeout', message: 'The engine has no clock.' },
        { name: 'setInterval', message: 'The engine has no clock.' },
        { name: 'performance', message: 'The engine has no clock.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the game state (RULES Y1, B2.6).' },
        { object: 'Date', property: 'now', message: 'The engine has no clock (RULES Y1).' },
        { object: 'crypto', property: 'getRandomValues', message: 'Use the seeded generator in the game state (RULES Y1).' },
      ],
      'no-restricted-imports': ['error', { patterns: [{
        group: ['fs', 'fs/*', 'node:*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto', 'worker_threads', 'better-sqlite3', 'socket.io', 'socket.io-client', 'express'],
        message: 'The rules engine does no I/O.',
      }] }],
    },
  },
  {
    // No import circle anywhere (issue 16): a cycle makes the load order decide what is defined.
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A rules module reaches the others only through the hooks the game composes.
      'import-x/no-restricted-paths': ['error', {
        zones: [...ENGINE_LAYERS.slice(0, -1).map((layer, i) => ({
          target: `./packages/engine/src/${layer}`,
          from: ENGINE_LAYERS.slice(i + 1).map((above) => `./packages/engine/src/${above}`),
          message: `Engine layers import only from below: ${ENGINE_LAYERS.join(' < ')} (docs/ARCHITECTURE.md).`,
        })), ...ENGINE_MODULES.map((name) => ({
          target: `./packages/engine/src/modules/${name}`,
          from: './packages/engine/src/modules',
          except: [`./${name}`],
          message: 'Engine modules never import each other: share through src/core or a RulesModule hook.',
        }))],
      }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettierConfig from 'eslint-config-prettier';

/** The base game and the rules modules (RULES B, C, T, S, O): folders of hooks that never import each other. */
const ENGINE_MODULES = ['base', 'cities', 'tradingPosts', 'strongholds', 'orient'];
/** The engine's layers, bottom first: each imports only from the ones before it (bots use the public API). */
const ENGINE_LAYERS = ['core', 'primitives', 'turn', 'modules', 'game', 'bots', 'challenges'];
const SERVER = './apps/server/src';
/** The server's wings, bottom first: each imports only from the ones before it (docs/ARCHITECTURE.md, "Server"). */
const SERVER_WINGS = ['store', 'cluster', 'room', 'transport'];
/** The composition root (index.ts wires, server.ts builds): it imports every wing, and nothing imports it. */
const SERVER_ENTRIES = [`${SERVER}/index.ts`, `${SERVER}/server.ts`];

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
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use `as const` arrays and unions, not enums.' },
      ],
    },
  },
  {
    // The rules engine is pure: no clock, no ambient randomness, no I/O (RULES Y1).
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The engine has no clock (RULES Y1).' },
        { name: 'fetch', message: 'The engine does no I/O.' },
        { name: 'process', message: 'The engine does no I/O.' },
        { name: 'setTimeout', message: 'The engine has no clock.' },
        { name: 'setInterval', message: 'The engine has no clock.' },
        { name: 'performance', message: 'The engine has no clock.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the game state (RULES Y1, B2.6).' },
        { object: 'Date', property: 'now', message: 'The engine has no clock (RULES Y1).' },
        {
          object: 'crypto',
          property: 'getRandomValues',
          message: 'Use the seeded generator in the game state (RULES Y1).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fs',
                'fs/*',
                'node:*',
                'path',
                'http',
                'https',
                'net',
                'child_process',
                'os',
                'crypto',
                'worker_threads',
                'better-sqlite3',
                'socket.io',
                'socket.io-client',
                'express',
              ],
              message: 'The rules engine does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere: a cycle makes the load order decide what is defined.
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A rules module reaches the others only through the hooks the game composes.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...ENGINE_LAYERS.slice(0, -1).map((layer, i) => ({
              target: `./packages/engine/src/${layer}`,
              from: ENGINE_LAYERS.slice(i + 1).map((above) => `./packages/engine/src/${above}`),
              message: `Engine layers import only from below: ${ENGINE_LAYERS.join(' < ')} (docs/ARCHITECTURE.md).`,
            })),
            ...ENGINE_MODULES.map((name) => ({
              target: `./packages/engine/src/modules/${name}`,
              from: './packages/engine/src/modules',
              except: [`./${name}`],
              message: 'Engine modules never import each other: share through src/core or a RulesModule hook.',
            })),
            ...SERVER_WINGS.slice(0, -1).map((wing, i) => ({
              target: `${SERVER}/${wing}`,
              from: [...SERVER_WINGS.slice(i + 1), ...(i < SERVER_WINGS.indexOf('room') ? ['bots'] : [])].map(
                (w) => `${SERVER}/${w}`,
              ),
              message: `Server wings import only from below: ${SERVER_WINGS.join(' < ')}, bots below room (docs/ARCHITECTURE.md).`,
            })),
            {
              // The room's audience and its leases are injected (room/ports.ts: Audience, RoomLeases), so the room names no cluster part.
              target: `${SERVER}/room`,
              from: `${SERVER}/cluster`,
              message:
                'room/ reaches the cluster only through the parts it is handed (room/ports.ts: Audience, RoomLeases).',
            },
            {
              // The computer players' wing uses only the leaves: a room hands a bot its view and plays the answer.
              target: `${SERVER}/bots`,
              from: SERVER_WINGS.map((w) => `${SERVER}/${w}`),
              message: 'bots/ imports only the leaves at the root of apps/server/src (docs/ARCHITECTURE.md).',
            },
            {
              // The leaves at the root (config, logger, errors, random, clock, …) are imported by every wing and import none.
              target: `${SERVER}/!(index|server).ts`,
              from: [...SERVER_WINGS, 'bots'].map((w) => `${SERVER}/${w}`),
              message: 'The leaves at the root of apps/server/src import no wing (docs/ARCHITECTURE.md).',
            },
            {
              target: [...SERVER_WINGS, 'bots'].map((w) => `${SERVER}/${w}`).concat(`${SERVER}/!(index|server).ts`),
              from: SERVER_ENTRIES,
              message: 'Nothing in apps/server/src imports its composition root (index.ts, server.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The two classic hooks rules only (not v7's React Compiler rules): hooks called in the same order at every
    // render, and effects and memos that list what they read.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Layout is Prettier's (`pnpm format`; `pnpm lint` checks it): no stylistic lint rule fights it.
  prettierConfig,
);

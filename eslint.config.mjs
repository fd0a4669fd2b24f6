// Lint rules that keep the processes apart (STYLE.md rule 6): the renderer never reaches Node, Electron or main;
// src/shared stays free of Node and DOM; the sandbox never imports the client it is meant to catch out; inside
// main, every arrow between rooms points down (docs/architecture.md, "Main's layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const nodeOnly = ['electron', 'electron/*', 'better-sqlite3', 'keytar', 'ws', 'node:*'];
const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'util',
  'events',
  'stream',
];

/** The hosts sit on top: they build the app and may use any room below it, but not each other. */
const hostsMayImport = [
  'lib',
  'secrets',
  'cache',
  'api',
  'credits',
  'gateway',
  'mode',
  'domains',
  'reads',
  'settings',
  'connection',
  'tray',
  'alerts',
  'ipc',
  'app',
];

/**
 * Main's rooms and the rooms each may import: host/web -> app -> ipc | rooms -> domains -> reads -> mode ->
 * api | cache | credits | gateway | secrets -> lib. An import of any other room of main is a back-arrow.
 */
const mainRooms = {
  lib: [],
  secrets: ['lib'],
  cache: ['lib', 'secrets'],
  api: ['lib', 'secrets'],
  credits: ['lib', 'api', 'cache'],
  gateway: ['lib', 'api', 'cache', 'secrets'],
  // Coin icons from the service's image host: their own fetch (not the API client), kept in the cache.
  icons: ['lib', 'cache'],
  mode: ['lib', 'api', 'cache', 'credits', 'gateway', 'icons', 'secrets', 'sandbox'],
  // The read path: plan, price, guard, cache first, send, shape; the special reads and the writes sit above it.
  reads: ['lib', 'api', 'cache', 'credits', 'gateway', 'mode', 'secrets'],
  domains: ['lib', 'api', 'cache', 'credits', 'gateway', 'mode', 'reads', 'secrets', 'watchlist'],
  settings: ['lib', 'api', 'cache', 'credits', 'mode', 'secrets'],
  // The Service address check: reads the address kept in settings/, checks it with its own request.
  connection: ['lib', 'secrets', 'settings'],
  // Both watchlists priced from the cache alone (the tray and price alerts read through it).
  watchlist: ['lib', 'api', 'cache'],
  tray: ['lib', 'api', 'cache', 'credits', 'mode', 'secrets', 'watchlist'],
  // Price alerts: judge the prices in answers as the cache stores them (api's schemas), rules in cache/; the
  // reads they refresh with and their prices are handed in by app.ts, so alerts/ never reaches domains/.
  alerts: ['lib', 'api', 'cache'],
  // The registry dispatches to the rooms below it (and maps their storage errors).
  ipc: ['lib', 'secrets', 'cache', 'api', 'credits', 'gateway', 'mode', 'reads', 'domains'],
  host: hostsMayImport,
  web: hostsMayImport,
};
/** What a relative import may climb up to: a room folder, the root's app.ts and index.ts, or the sandbox. */
const mainTargets = [...Object.keys(mainRooms), 'app', 'index', 'sandbox'];
const climbTo = (target) =>
  target === 'app' || target === 'index' ? `^(\\.\\./)+${target}$` : `^(\\.\\./)+${target}(/|$)`;
const layerRules = Object.entries(mainRooms).map(([room, allowed]) => ({
  files: [`src/main/${room}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: mainTargets
          .filter((target) => target !== room && !allowed.includes(target))
          .map((target) => ({
            regex: climbTo(target),
            message: `main/${room} may import only ${allowed.join(', ') || 'nothing of main'}: ${target} is above it (a back-arrow).`,
          })),
      },
    ],
  },
}));

/** The renderer may reach main only through lib/api.ts; `layers` adds the renderer's own back-arrows. */
const rendererImports = (layers) => ({
  paths: nodeBuiltins.map((name) => ({ name, message: 'No Node modules in the renderer.' })),
  patterns: [
    { group: nodeOnly, message: 'The renderer reaches main only through src/renderer/src/lib/api.ts.' },
    {
      group: ['**/main/**', '**/src/main', '**/sandbox/**'],
      message: 'The renderer never imports main or the sandbox.',
    },
    ...layers,
  ],
});

/**
 * The renderer's layers, as main's rooms: lib < stores < components < views < palette, with app.tsx and main.tsx
 * on top. Each imports only the layers below it, and a view never imports another view (shared parts go down).
 */
const rendererLayers = {
  lib: [],
  stores: ['lib'],
  components: ['lib', 'stores'],
  views: ['lib', 'stores', 'components'],
};
const rendererAbove = ['palette', 'app', 'main'];
const viewNames = readdirSync(new URL('./src/renderer/src/views', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const rendererTargets = [...Object.keys(rendererLayers), ...rendererAbove];
const climbToLayer = (target) =>
  target === 'app' || target === 'main' ? `^(\\.\\./)+${target}$` : `^(\\.\\./)+${target}(/|$)`;
const backArrow = (layer, allowed, target) => ({
  regex: climbToLayer(target),
  message: `renderer ${layer} may import only ${allowed.join(', ') || 'nothing of the renderer'}: ${target} is above it (a back-arrow).`,
});
const rendererLayerRules = Object.entries(rendererLayers).flatMap(([layer, allowed]) => {
  const above = rendererTargets.filter((target) => target !== layer && !allowed.includes(target));
  const arrows = above.map((target) => backArrow(layer, allowed, target));
  if (layer !== 'views') {
    return [
      {
        files: [`src/renderer/src/${layer}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', rendererImports(arrows)] },
      },
    ];
  }
  return viewNames.map((view) => ({
    files: [`src/renderer/src/views/${view}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports([
          ...arrows,
          ...viewNames
            .filter((other) => other !== view)
            .map((other) => ({
              regex: `^(\\.\\./)+${other}(/|$)`,
              message: `views/${view} may not import views/${other}: a view never imports another view (a back-arrow); move what both use down to components, stores or lib.`,
            })),
        ]),
      ],
    },
  }));
});


/** Size limits: a file over 300 lines or a function over 80 (blank and comment lines aside) is hard to read in one go. */
const sizeRules = { max: 80, skipBlankLines: true, skipComments: true };

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'test/unit/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererImports([])],
    },
  },
  {
    files: ['src/renderer/src/**/*.{ts,tsx}'],
    ignores: ['src/renderer/src/lib/api.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'api', message: 'Use src/renderer/src/lib/api.ts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'api', message: 'Use src/renderer/src/lib/api.ts.' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'src/shared is imported by both processes: no Node.',
          })),
          patterns: [
            { group: nodeOnly, message: 'src/shared is imported by both processes: no Node.' },
            {
              group: ['react', 'react-dom', 'zustand', 'lightweight-charts'],
              message: 'src/shared has no DOM code.',
            },
            {
              group: ['**/main/**', '**/renderer/**', '**/preload/**', '**/sandbox/**'],
              message: 'src/shared depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // shared/reference holds facts copied from the service's documentation, as data, and nothing else.
              group: ['**/main/**', '**/src/main', '**/shared/*', '!**/shared/reference', '**/renderer/**'],
              message:
                'The sandbox is an independent implementation of the reference: it imports nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/main/**', 'better-sqlite3', 'keytar'],
              message: 'The preload only exposes window.api.',
            },
          ],
        },
      ],
    },
  },
  // The composition root builds everything below it, never the hosts.
  {
    files: ['src/main/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['host', 'web', 'index'].map((target) => ({
            regex: `^\\./${target}(/|$)`,
            message: 'app.ts is built by the hosts; it never imports them.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', sizeRules],
    },
  },
  ...layerRules,
  ...rendererLayerRules,
);

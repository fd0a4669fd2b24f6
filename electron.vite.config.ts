import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { BUNDLED_IN_MAIN } from './bundled-in-main';
import { sourceDigest } from './build-digest';

// Only under `electron-vite dev`: the dev server applies CSS as inline <style> tags (hot reload), which the page's
// strict CSP meta tag (src/renderer/index.html) refuses. The built page keeps the strict policy.
const devServerCsp: Plugin = {
  name: 'folio-dev-server-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

// Three builds: main (Electron host + the Electron-free web host, sharing one composition root),
// preload (bundled whole into one CommonJS file, because a sandboxed preload cannot require node_modules),
// renderer (React). Native modules stay external in main; they are N-API, so no Electron rebuild is needed.
// A few packages are bundled into main rather than required from node_modules (bundled-in-main.ts says which
// and why; test/integration/host/start-up-modules checks a start resolves none of them).
export default defineConfig(({ command }) => ({
  main: {
    // What the sources are, for the answer schemas' stamps (api/schemas/stamp.ts). Not under `dev`, which rebuilds
    // on each edit with the digest it started with: its stamps describe each schema instead.
    define: command === 'build' ? { __FOLIO_SOURCE_DIGEST__: JSON.stringify(sourceDigest(__dirname)) } : {},
    build: {
      externalizeDeps: { exclude: [...BUNDLED_IN_MAIN] },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          web: resolve(__dirname, 'src/main/web/cli.ts'),
          'code-seed': resolve(__dirname, 'src/main/code-seed.ts'),
        },
        // A dependency loaded on demand is required, not imported: the compile cache (lib/compile-cache.ts)
        // cannot keep the code of a file that calls import().
        output: { dynamicImportInCjs: false },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      // Each entry its own self-contained file: a sandboxed preload, and the web bridge loaded as a classic
      // script, can load no shared chunk.
      isolatedEntries: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/preload/index.ts'),
          'web-bridge': resolve(__dirname, 'src/preload/web-bridge.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    build: {
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
    plugins: [react(), devServerCsp],
  },
}));

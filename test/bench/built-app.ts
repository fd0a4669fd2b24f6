import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'vite';
import { outDir, repoRoot } from '../support/build-output';
import { BUNDLED_IN_MAIN } from '../../bundled-in-main';
import { sourceDigest } from '../../build-digest';

// The bench times the app's code as it ships, not as a development loader runs it. The main build
// (electron.vite.config.ts) bundles the sources with Vite into CommonJS: modules joined into one scope, the
// dependencies required from node_modules except zod, which is bundled. tsx instead compiles each source file on
// its own into a module whose every import is read through a getter, and wraps each function's creation in a
// call that keeps its name; in the offline figure that is about a tenth of the app's time, on the app's side only.
// So the scenarios take the app from a Vite build of app-entry.ts made the same way, once per `npm run bench`
// (about a second); the harness and the baselines stay under tsx.

export type BuiltApp = typeof import('./app-entry');

const BUILT_DIR = join(outDir, 'bench');
const BUILT_APP_PATH = join(BUILT_DIR, 'app.cjs');
/** The start-up scenario's child process (start-child.ts), built beside the app and sharing its chunks. */
export const BUILT_START_CHILD = join(BUILT_DIR, 'start-child.cjs');

/** Builds app-entry.ts and start-child.ts into out/bench/ as the main build builds the app's entries. */
export async function buildApp(dir = BUILT_DIR): Promise<void> {
  const entry = (name: string) => join(repoRoot, 'test', 'bench', name);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: repoRoot,
    build: {
      ssr: true,
      outDir: dir,
      emptyOutDir: true,
      minify: false,
      target: 'node22',
      rollupOptions: {
        input: {
          app: entry('app-entry.ts'),
          'start-child': entry('start-child.ts'),
          'code-seed': join(repoRoot, 'src', 'main', 'code-seed.ts'),
        },
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: 'chunks/[name]-[hash].cjs',
          dynamicImportInCjs: false,
        },
      },
    },
    // As electron.vite.config.ts: every dependency stays a package but these.
    ssr: { noExternal: [...BUNDLED_IN_MAIN] },
    define: { __FOLIO_SOURCE_DIGEST__: JSON.stringify(sourceDigest(repoRoot)) },
  });
  // As packaging does (scripts/dist.ts): the code of one first start, kept for the start child's first starts.
  const seed = spawnSync(process.execPath, [join(dir, 'code-seed.cjs')], { encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`the code seed failed: ${seed.stderr}`);
}

let loaded: BuiltApp | null = null;

/** The app buildApp built (a child process of the bench loads the one its parent built). */
export function builtApp(): BuiltApp {
  loaded ??= createRequire(BUILT_APP_PATH)(BUILT_APP_PATH) as BuiltApp;
  return loaded;
}

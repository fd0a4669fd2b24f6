import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFirstView } from './first-view';
import { CODE_SEED_DIR, keepCompiledCode } from './lib/compile-cache';

// Run once when the app is packaged, by the runtime that ships (scripts/dist.ts runs it with Electron as Node):
// one first start in demo mode, to the dashboard's answers, in a folder thrown away after. The compiled code of
// what it ran is kept beside the bundle, so a user's first start does not compile it (lib/compile-cache.ts).

const refused = async (): Promise<Response> => {
  throw new TypeError('the seed start sends nothing');
};

async function firstStart(dataDir: string): Promise<void> {
  // Required after keepCompiledCode, so that their code is the code kept.
  const [{ createApp }, { dispatch }, { silentLogger }, { createMemoryStore }] = await Promise.all([
    import('./app'),
    import('./ipc/registry'),
    import('./lib/effects'),
    import('./secrets/memory-store'),
  ]);
  const app = await createApp({ fetch: refused, secrets: createMemoryStore({}), dataDir, log: silentLogger });
  try {
    const views = await readFirstView((channel, input = {}) =>
      dispatch(app.handlers, channel, input, silentLogger),
    );
    const failed = views.find((view) => !view.ok);
    if (failed && !failed.ok) throw new Error(failed.error.message);
  } finally {
    await app.close();
  }
}

const seed = join(__dirname, CODE_SEED_DIR);
// A seed is of one build: the last build's files would only be dropped at the first start's save.
rmSync(seed, { recursive: true, force: true });
keepCompiledCode(seed, __dirname);
const dataDir = mkdtempSync(join(tmpdir(), 'folio-code-seed-'));
firstStart(dataDir)
  .then(
    () => 0,
    (error: unknown) => {
      process.stderr.write(`code seed: ${error instanceof Error ? error.message : String(error)}\n`);
      // After the save (registered first): a start that failed keeps no seed.
      process.once('exit', () => rmSync(seed, { recursive: true, force: true }));
      return 1;
    },
  )
  .then((code) => {
    rmSync(dataDir, { recursive: true, force: true });
    // The code is written as the process exits (keepCompiledCode).
    process.exit(code);
  });

import { join } from 'node:path';
import { readFirstView } from '../../src/main/first-view';
import { keepCompiledCode, type CompiledCode } from '../../src/main/lib/compile-cache';

// One new process per start-up run (scenarios/start-up.ts), built with the app (built-app.ts) so it runs under
// plain Node as the shipped bundle does, with the compile cache the desktop entry keeps in the data folder
// (src/main/index.ts), for the baselines too. It prints "answered" the moment the dashboard's six reads have all
// answered; the parent times that line from the spawn, so process start and module loading count.
//   cached <dir> <key>          the key stored, yesterday's cache, every connection refused
//   demo <dir>                  a first start with no key: demo mode
//   live <dir> <key> <apiBase>  the key stored, an empty cache, the service up
//   raw <dir>                   the baseline: the same SQLite files opened and their rows read
//   fetch <origin> <key> <paths...>  the baseline: the same addresses fetched at the plan's 2 per second

const DAY_MS = 86_400_000;

const refusedFetch = async (): Promise<Response> => {
  throw new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:443');
};

async function dashboard(
  mode: string,
  dir: string,
  key: string,
  apiBase: string,
): Promise<() => Promise<void>> {
  // Loaded here, not at the top: the raw and fetch baselines must not pay for loading the app.
  mark('started');
  const [{ createApp }, { dispatch }, { silentLogger }, { createMemoryStore }] = await Promise.all([
    import('../../src/main/app'),
    import('../../src/main/ipc/registry'),
    import('../../src/main/lib/effects'),
    import('../../src/main/secrets/memory-store'),
  ]);
  mark('loaded');
  const offline = mode === 'cached';
  const app = await createApp({
    fetch: mode === 'live' ? (input, init) => fetch(input, init) : refusedFetch,
    secrets: createMemoryStore(mode === 'demo' ? {} : { 'api-key': key }),
    dataDir: dir,
    log: silentLogger,
    apiBaseUrl: apiBase,
    // Yesterday's cache: the app's clock is a day past the fill.
    ...(offline ? { clock: { now: () => Date.now() + DAY_MS, sleep: (ms: number) => sleep(ms) } } : {}),
  });
  mark('created');
  const call = (channel: string, input: unknown = {}) => dispatch(app.handlers, channel, input, silentLogger);
  const views = await readFirstView(call, () => mark('listed'));
  answered();
  const failed = views.find((v) => !v.ok);
  if (failed && !failed.ok) throw new Error(`${mode} start: ${failed.error.message}`);
  if (offline && views.some((v) => v.ok && !v.meta.stale)) throw new Error('offline answers should be stale');
  return () => app.close();
}

/** The same rows the offline dashboard answers from, read and decoded with a new connection. */
async function rawRead(dir: string): Promise<void> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dir, 'folio.db'), { readonly: true });
  db.prepare('ATTACH DATABASE ? AS user').run(join(dir, 'folio-user.db'));
  for (const row of db.prepare<[], { value: string }>('SELECT value FROM user.settings').all()) {
    JSON.parse(row.value);
  }
  const rows = db.prepare<[], { value: string }>('SELECT value FROM cached_answers').all();
  for (const row of rows) JSON.parse(row.value);
  db.close();
  answered();
}

/** The same addresses fetched plainly, two per 1.05 s window (what the Free plan allows). */
async function plainFetch(origin: string, key: string, paths: string[]): Promise<void> {
  const start = performance.now();
  const jobs: Promise<unknown>[] = [];
  for (const [i, path] of paths.entries()) {
    const wait = Math.floor(i / 2) * 1050 - (performance.now() - start);
    if (wait > 0) await sleep(wait);
    jobs.push(fetch(origin + path, { headers: { 'X-API-KEY': key } }).then((r) => r.text()));
  }
  await Promise.all(jobs);
  answered();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Milliseconds since this process started (Node's time origin), at each step of the start; and the CPU time
// spent by the answer, less moved than the wall clock by the other work of a shared machine.
// Each step's CPU time so far is noted beside it (`loadedCpu`, ...), to tell where a start's CPU goes.
const marks: Record<string, number> = {};
const cpuNow = () => {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
};
const mark = (step: string) => {
  marks[step] = performance.now();
  marks[`${step}Cpu`] = cpuNow();
};
/** The app's bundle files this start took compiled from the cache, and those it compiled (lib/compile-cache.ts). */
let code: CompiledCode | null = null;
const answered = () => {
  mark('answered');
  marks['codeTaken'] = code?.taken().length ?? 0;
  marks['codeCompiled'] = code?.compiled().length ?? 0;
  marks['cpu'] = marks['answeredCpu'] ?? cpuNow();
  process.stdout.write(`answered ${JSON.stringify(marks)}\n`);
};

async function main(): Promise<void> {
  const [mode = '', dir = '', key = '', apiBase = 'http://127.0.0.1:9', ...rest] = process.argv.slice(2);
  if (mode !== 'fetch') code = keepCompiledCode(join(dir, 'compile-cache'), __dirname);
  if (mode === 'raw') return rawRead(dir);
  if (mode === 'fetch') return plainFetch(dir, key, [apiBase, ...rest]);
  if (!['cached', 'demo', 'live'].includes(mode)) throw new Error(`unknown mode ${mode}`);
  const close = await dashboard(mode, dir, key, apiBase);
  await close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);

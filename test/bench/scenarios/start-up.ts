import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { BUILT_START_CHILD } from '../built-app';
import { FREE_KEY, ms, removeDir, sleep, stats, tempDir, withStoredKey, type Served } from '../support';
import type { OfflineFixture } from './offline';

// Start-up as a user feels it: each side is a new process (start-child.ts), timed from its spawn to the moment the
// dashboard's six reads (the portfolio list, then the first portfolio's five) have all answered.

export interface StartRun {
  app: number;
  baseline: number;
  /** Each child's own CPU time (process.cpuUsage, user + system) when it answered, start-up included. */
  cpu?: { app: number; baseline: number };
  notes: Record<string, number>;
}

export interface ChildRun {
  /** From the spawn to the child's "answered" line. */
  ms: number;
  /** The child's own steps (started, loaded, created, listed, answered), in ms since its process started. */
  marks: Record<string, number>;
}

/** Spawns the start-up child and resolves with the time from spawn to its "answered" line, once it exited. */
export function timedChild(args: string[], builtChild = BUILT_START_CHILD): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let run: ChildRun | null = null;
    let stdout = '';
    let stderr = '';
    const child = spawn(process.execPath, [builtChild, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const line = /^answered (.*)$/m.exec(stdout);
      if (run === null && line) run = { ms: ms(start), marks: JSON.parse(line[1] ?? '{}') };
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && run !== null) resolve(run);
      else reject(new Error(`start-up child ${args[0]} exited ${code}: ${stderr.slice(0, 400)}`));
    });
  });
}

/**
 * A copy of the warmed cache (one portfolio's dashboard, read live on Free) as yesterday's run left it: a copy
 * changes the files' times, so one untimed start and clean close leaves them as the app's own close does.
 */
async function yesterdaysFolder(fixture: OfflineFixture): Promise<string> {
  const dir = tempDir('start-cached');
  cpSync(fixture.dir, dir, { recursive: true });
  await timedChild(['cached', dir, FREE_KEY]);
  return dir;
}

/** A child's CPU time at its answer, as it reported it. */
function cpuOf(run: ChildRun): number {
  const cpu = run.marks['cpu'];
  if (cpu === undefined) throw new Error('a start-up child did not report its CPU time');
  return cpu;
}

/** The child's own steps, in ms since its process started, as a figure's notes. */
const stepsOf = (run: ChildRun, prefix = ''): Record<string, number> =>
  Object.fromEntries(Object.entries(run.marks).map(([step, at]) => [`${prefix}${step}`, at]));

/** The run whose wall time is the median of `runs` (the lower middle one of an even count). */
function medianRun(runs: ChildRun[]): ChildRun {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('no start-up run to sum up');
  return run;
}

/** Median wall and CPU times of each side's starts: one start moves by a fifth with what else the machine does. */
function medianOf(app: ChildRun[], baseline: ChildRun[]): StartRun {
  const median = (runs: ChildRun[], pick: (run: ChildRun) => number) => stats(runs.map(pick)).median;
  return {
    app: median(app, (run) => run.ms),
    baseline: median(baseline, (run) => run.ms),
    cpu: { app: median(app, cpuOf), baseline: median(baseline, cpuOf) },
    notes: { ...stepsOf(medianRun(app)), starts: app.length },
  };
}

/** `starts` starts of each side, alternating which goes first, so that a drift of the machine weighs on both. */
async function alternating(
  starts: number,
  one: () => Promise<ChildRun>,
  other: () => Promise<ChildRun>,
): Promise<[ChildRun[], ChildRun[]]> {
  const ones: ChildRun[] = [];
  const others: ChildRun[] = [];
  for (let i = 0; i < starts; i++) {
    if (i % 2 === 0) ones.push(await one());
    others.push(await other());
    if (i % 2 === 1) ones.push(await one());
  }
  return [ones, others];
}

/**
 * (a) A new process with the key stored, yesterday's cache and every connection refused, to the six answers,
 * against a new process opening the same SQLite files and reading the same rows with better-sqlite3.
 */
export async function cachedStart(fixture: OfflineFixture, starts = 1): Promise<StartRun> {
  const dir = await yesterdaysFolder(fixture);
  try {
    const [app, baseline] = await alternating(
      starts,
      () => timedChild(['cached', dir, FREE_KEY]),
      () => timedChild(['raw', dir]),
    );
    return medianOf(app, baseline);
  } finally {
    removeDir(dir);
  }
}

/** One first start in demo mode, in a folder of its own. */
async function demoOnce(): Promise<ChildRun> {
  const dir = tempDir('start-demo');
  try {
    return await timedChild(['demo', dir]);
  } finally {
    removeDir(dir);
  }
}

/** (b) A first start in demo mode (an empty folder, no key) to the same six answers, against the cached start. */
export async function demoStart(fixture: OfflineFixture, starts = 1): Promise<StartRun> {
  const cachedDir = await yesterdaysFolder(fixture);
  try {
    const [demo, cached] = await alternating(starts, demoOnce, () =>
      timedChild(['cached', cachedDir, FREE_KEY]),
    );
    return medianOf(demo, cached);
  } finally {
    removeDir(cachedDir);
  }
}

/**
 * A first start on Free with an empty cache, the service up: a new process with the key stored, to the six
 * answers; against a new process fetching the same addresses plainly at the plan's 2 per second.
 */
export async function coldStartFromProcess(served: Served): Promise<StartRun> {
  const dir = tempDir('start-cold');
  try {
    // The key's presence flag, stored without a request (the service is not reached), as a restart finds it.
    await withStoredKey(dir, 'http://127.0.0.1:9', FREE_KEY);
    await sleep(1200);
    const before = served.arrivals.length;
    const app = await timedChild(['live', dir, FREE_KEY, served.apiBase]);
    const sent = served.arrivals.slice(before);
    const reads = sent.filter((path) => !path.includes('/usage/credits'));
    await sleep(1200);
    const baseline = await timedChild(['fetch', served.url, FREE_KEY, ...reads]);
    await sleep(1200);
    return { app: app.ms, baseline: baseline.ms, notes: { ...stepsOf(app), requests: sent.length } };
  } finally {
    removeDir(dir);
  }
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { measureAnalytics } from './scenarios/analytics';
import { bridgeSeries } from './scenarios/bridge';
import { bundleLoad } from './scenarios/bundle-load';
import { candleChartBench, type ChartRun } from './scenarios/candle-chart';
import { userReadDuringBurst } from './scenarios/burst';
import { coldStartFree } from './scenarios/cold-start';
import { creditsForADay } from './scenarios/credits-day';
import { mainMemory } from './scenarios/memory';
import { offlineStaleCache, warmCache } from './scenarios/offline';
import { measureStartUp } from './scenarios/start-up-figures';
import { buildApp } from './built-app';
import { runFigure, table, type Figure, type FigureMeta, type RunResult } from './report';
import { serveBenchSandbox } from './support';

export type { Stats } from './support';
export { table, type Figure } from './report';

// `npm run bench`: each figure, the app (as it ships: built-app.ts) and its baseline measured in
// the same run, repeated `--runs` times (min/median/max), written to bench/results.json and printed as a table.
// `--small` shrinks the sizes for the smoke test. Not part of `npm test`: it takes minutes and its numbers depend on the machine.

/** Opens per run of the offline figure, of which the median is the run's figure (scenarios/offline.ts says why). */
const OFFLINE_REPETITIONS = 15;

export interface BenchOptions {
  runs: number;
  small: boolean;
  out: string;
  /** Measure only the figures whose id starts with one of these (all when absent). */
  only?: readonly string[];
  log?: (line: string) => void;
}

export async function runBench(options: BenchOptions): Promise<Figure[]> {
  const log = options.log ?? (() => undefined);
  await buildApp();
  const served = await serveBenchSandbox();
  const figures: Figure[] = [];
  const wanted = (id: string) => !options.only || options.only.some((prefix) => id.startsWith(prefix));
  const measure = async (meta: FigureMeta, once: () => Promise<RunResult>) => {
    if (wanted(meta.id)) figures.push(await runFigure(meta, options.runs, once, log));
  };

  try {
    const fixture = wanted('offline-stale-cache') ? await warmCache(served, options.small ? 1 : 10) : null;
    if (fixture) {
      try {
        await measure(
          {
            id: 'offline-stale-cache',
            what: `Opens with the service down and yesterday's cache (Free), ${fixture.portfolios} portfolio(s)`,
            unit: 'ms',
            baselineName: 'the same rows read with better-sqlite3',
            goalRatio: 2,
          },
          () => offlineStaleCache(fixture, options.small ? 1 : OFFLINE_REPETITIONS),
        );
      } finally {
        fixture.close();
      }
    }
    await measureStartUp(served, measure, { wanted, small: options.small });
    await measure(
      {
        id: 'main-bundle-load',
        what: 'Loading the main bundle in a new process (node out/main/web.js --help)',
        unit: 'ms',
        baselineName: 'a new Node process loading better-sqlite3 and ws',
        goalRatio: null,
      },
      async () => bundleLoad(),
    );
    await measure(
      {
        id: 'cold-start-free',
        what: 'First start on Free, empty cache, until Portfolios shows every figure',
        unit: 'ms',
        baselineName: 'plain fetch of the same addresses at 2 requests/s',
        goalRatio: 1.2,
      },
      async () => {
        const run = await coldStartFree(served);
        return { app: run.app, baseline: run.baseline, notes: { headlineSlot: run.headlineSlot } };
      },
    );
    await measure(
      {
        id: 'user-read-during-burst',
        what: `A user read while ${options.small ? 10 : 100} background reads are queued (Free)`,
        unit: 'ms',
        baselineName: 'the same read on an idle queue (goal: at most 1,500 ms)',
        goalRatio: null,
      },
      () => userReadDuringBurst(served, options.small ? 10 : 100),
    );
    const points = options.small ? 1_000 : 100_000;
    await measure(
      {
        id: 'bridge-series',
        what: `A ${points.toLocaleString('en-US')}-point series over the web bridge`,
        unit: 'ms',
        baselineName: 'JSON stringify + parse of the same data',
        goalRatio: 1.5,
      },
      () => bridgeSeries(points),
    );
    for (const size of options.small ? SMALL_CHARTS : CHARTS) {
      if (wanted(`candles-${size.label.toLowerCase()}`)) await measureChart(size, measure, options.runs);
    }
    await measure(
      {
        id: 'main-memory',
        what: 'Main process memory after every view',
        unit: 'MB RSS',
        baselineName: 'bare Node with better-sqlite3 and ws',
        goalRatio: 1.8,
      },
      () => mainMemory(served),
    );
    await measure(
      {
        id: 'credits-day',
        what: 'Credits for a scripted 8-hour day (refresh: when a view opens, the default)',
        unit: 'credits',
        baselineName: 'each distinct request once',
        goalRatio: 1.2,
      },
      () => creditsForADay('on-open'),
    );
    await measure(
      {
        id: 'credits-day-manual',
        what: 'Credits for the same day (refresh: only when I ask)',
        unit: 'credits',
        baselineName: 'each distinct request once',
        goalRatio: 1.2,
      },
      () => creditsForADay('manual'),
    );
    await measureAnalytics(measure, options.small);
  } finally {
    await served.close();
  }
  mkdirSync(dirname(options.out), { recursive: true });
  const machine = { node: process.version, platform: process.platform, arch: process.arch };
  writeFileSync(
    options.out,
    `${JSON.stringify({ at: new Date().toISOString(), runs: options.runs, small: options.small, machine, figures }, null, 2)}\n`,
  );
  return figures;
}

/** The candle charts measured: 5-minute BTC/USDT candles over a range holding about `label` candles. */
interface ChartSize {
  label: string;
  range: string;
}
const CHARTS: ChartSize[] = [
  { label: '100k', range: 'Last year' },
  { label: '1M', range: 'All' },
];
const SMALL_CHARTS: ChartSize[] = [
  { label: '100k', range: 'Last week' },
  { label: '1M', range: 'Last month' },
];

type Measure = (meta: FigureMeta, once: () => Promise<RunResult>) => Promise<void>;

/** One browser session per size; each run gives both figures, so the pan figure reads what the runs left. */
async function measureChart(size: ChartSize, measure: Measure, runs: number): Promise<void> {
  const bench = candleChartBench(size.range);
  const done: ChartRun[] = [];
  try {
    await measure(
      {
        id: `candles-${size.label.toLowerCase()}-first-frame`,
        what: `Candle chart, 5m over ${size.range.toLowerCase()} (~${size.label} candles): first frame`,
        unit: 'ms',
        baselineName: 'bare lightweight-charts drawing the same candles',
        goalRatio: 1.5,
      },
      async () => {
        const run = await bench.run();
        done.push(run);
        return run.first;
      },
    );
    let next = 0;
    await measure(
      {
        id: `candles-${size.label.toLowerCase()}-pan-p95`,
        what: `The same chart browsed back to its start, then panned: frame time p95`,
        unit: 'ms',
        baselineName: 'bare lightweight-charts holding as many candles',
        goalRatio: 1.2,
      },
      async () => {
        const run = done[next++ % Math.max(1, runs)];
        if (!run) throw new Error('no chart run to read the pan figure from');
        return run.pan;
      },
    );
  } finally {
    await bench.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    process.stdout.write(
      'npm run bench [-- --runs N] [--small] [--only id,id...] [--out bench/results.json]\n' +
        'Measures the app against its baseline in the same run and writes the figures as JSON.\n' +
        '--only measures the figures whose id starts with one of the given prefixes (e.g. offline,candles-100k)\n' +
        'and writes them to test-results/bench-only.json unless --out is given.\n',
    );
    return;
  }
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 3);
  const only = value('--only')?.split(',').filter(Boolean);
  const out = resolve(value('--out') ?? (only ? 'test-results/bench-only.json' : 'bench/results.json'));
  const figures = await runBench({
    ...(only ? { only } : {}),
    runs: Number.isInteger(runs) && runs > 0 ? runs : 3,
    small: args.includes('--small'),
    out,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`${table(figures)}\n\nWritten to ${out}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}

import { POST_ROWS } from '../../../src/shared/analytics/gains-channel';
import { builtApp, type BuiltApp } from '../built-app';
import { ms, stats } from '../support';
import { fiveYearsDaily, hundredThousandTransactions, START, tenThousandFlows } from './analytics-data';

// The analytics, each on the size its figure names, against one plain pass over the same data: TWR
// over 5 years of daily points (against the chain alone, over numbers already read), XIRR over 10,000 flows
// (against one spreadsheet-style NPV of them), FIFO over 100,000 transactions (against sorting them by date). The
// goal is absolute: under one frame (16 ms). The figure is the median of warm calls; the first call is a note.
// FIFO runs in the renderer's gains worker, so its figure is for reference; what the UI thread pays for it is
// posting a slice of transactions and receiving the report, each timed as a structuredClone (a copy out and back
// in, more than the one side postMessage costs the sender).

export type AnalyticsLib = Pick<
  BuiltApp,
  'timeWeightedReturn' | 'xirr' | 'realizedGains' | 'createGainsJob' | 'lotFields'
>;

const DAY = 86_400_000;
/** The goal of each figure: within one frame at 60 Hz. */
const FRAME_MS = 16;

interface Timed {
  app: number;
  baseline: number;
  notes: Record<string, number>;
}

/** Median of `repetitions` warm calls of each, after one cold call of `app` (noted). */
function time(repetitions: number, app: () => unknown, baseline: () => unknown): Timed {
  let start = performance.now();
  app();
  const first = ms(start);
  const apps: number[] = [];
  const bases: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    start = performance.now();
    app();
    apps.push(ms(start));
    start = performance.now();
    baseline();
    bases.push(ms(start));
  }
  // The fastest warm call shows the code apart from what other processes on the machine take from it.
  const fastestMs = stats(apps).min;
  return { app: stats(apps).median, baseline: stats(bases).median, notes: { firstCallMs: first, fastestMs } };
}

export function twrBench(lib: AnalyticsLib, repetitions = 15, days?: number): Timed {
  const { plPoints, valuePoints, now } = fiveYearsDaily(days);
  const profits = plPoints.map((p) => p.profitLoss);
  const values = valuePoints.map((p) => p.usd);
  const run = () => {
    const result = lib.timeWeightedReturn({ range: 'all', now, plPoints, valuePoints });
    if (result.value === null) throw new Error(`TWR: ${result.reason}`);
    return result;
  };
  const timed = time(repetitions, run, () => {
    let growth = 1;
    for (let i = 0; i < profits.length; i++) growth *= 1 + (profits[i] ?? 0) / (values[i] || 1);
    return growth;
  });
  return { ...timed, notes: { ...timed.notes, points: plPoints.length } };
}

export function xirrBench(lib: AnalyticsLib, repetitions = 15, count?: number): Timed {
  const flows = tenThousandFlows(count);
  let iterations = 0;
  const timed = time(
    repetitions,
    () => {
      const result = lib.xirr(flows);
      if (!result.ok || Math.abs(result.rate - 0.07) > 1e-9)
        throw new Error(`XIRR: ${JSON.stringify(result)}`);
      iterations = result.iterations;
    },
    () => flows.reduce((s, f) => s + f.amount / 1.07 ** ((f.at - START) / DAY / 365), 0),
  );
  return { ...timed, notes: { ...timed.notes, flows: flows.length, iterations } };
}

export function fifoBench(lib: AnalyticsLib, repetitions = 9, count?: number): Timed {
  const txs = hundredThousandTransactions(count);
  let disposals = 0;
  const timed = time(
    repetitions,
    () => {
      const result = lib.realizedGains(txs, { method: 'fifo' });
      if (!result.ok) throw new Error(`FIFO: ${result.message}`);
      disposals = result.disposals.length;
    },
    () => [...txs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  );
  return { ...timed, notes: { ...timed.notes, transactions: txs.length, disposals } };
}

/** The UI thread's side of sending one slice of transactions to the worker: the lot fields picked, then copied. */
export function postBench(lib: AnalyticsLib, repetitions = 15, count?: number): Timed {
  const txs = hundredThousandTransactions(count);
  const slice = txs.slice(0, POST_ROWS);
  const timed = time(
    repetitions,
    () => structuredClone({ kind: 'append', rows: slice.map(lib.lotFields) }),
    () => structuredClone(txs),
  );
  return { ...timed, notes: { ...timed.notes, rows: slice.length, transactions: txs.length } };
}

/** The UI thread's side of receiving the report the screen shows, against the whole report a plain worker sends. */
export function receiveBench(lib: AnalyticsLib, repetitions = 15, count?: number): Timed {
  const txs = hundredThousandTransactions(count);
  const job = lib.createGainsJob();
  job.handle({ kind: 'append', rows: txs.map(lib.lotFields) });
  const reply = job.handle({ kind: 'compute', id: 1, options: { method: 'fifo' }, serviceRealized: 0 });
  const whole = lib.realizedGains(txs, { method: 'fifo' });
  if (!reply || reply.kind !== 'report' || !reply.answer.ok || !whole.ok) throw new Error('FIFO: no report');
  const { disposalCount, openLotCount } = reply.answer;
  const timed = time(
    repetitions,
    () => structuredClone(reply),
    () => structuredClone(whole),
  );
  return { ...timed, notes: { ...timed.notes, disposals: disposalCount, openLots: openLotCount } };
}

type Measure = (
  meta: {
    id: string;
    what: string;
    unit: string;
    baselineName: string;
    goalRatio: number | null;
    goalAtMost?: number;
  },
  once: () => Promise<{ app: number; baseline: number; notes?: Record<string, number> }>,
) => Promise<void>;

/** The three analytics figures, the app's side from the bundle the bench built (built-app.ts). */
export async function measureAnalytics(measure: Measure, small: boolean): Promise<void> {
  const lib = () => builtApp();
  const days = small ? 366 : 5 * 365 + 1;
  await measure(
    {
      id: 'analytics-twr',
      what: `Time-weighted return over ${small ? 'a year' : '5 years'} of daily points (${days})`,
      unit: 'ms',
      baselineName: 'the chain alone over numbers already read',
      goalRatio: null,
      goalAtMost: FRAME_MS,
    },
    async () => twrBench(lib(), 15, days),
  );
  const flows = small ? 1_000 : 10_000;
  await measure(
    {
      id: 'analytics-xirr',
      what: `XIRR over ${flows.toLocaleString('en-US')} cash flows`,
      unit: 'ms',
      baselineName: 'one NPV of the same flows',
      goalRatio: null,
      goalAtMost: FRAME_MS,
    },
    async () => xirrBench(lib(), 15, flows),
  );
  const transactions = small ? 10_000 : 100_000;
  const many = transactions.toLocaleString('en-US');
  await measure(
    {
      id: 'analytics-fifo',
      what: `Realized gains, FIFO, over ${many} transactions (in the gains worker, off the UI thread)`,
      unit: 'ms',
      baselineName: 'sorting the same transactions by date',
      goalRatio: null,
    },
    async () => fifoBench(lib(), 9, transactions),
  );
  await measure(
    {
      id: 'analytics-fifo-post',
      what: `UI thread: posting ${POST_ROWS.toLocaleString('en-US')} transactions to the gains worker`,
      unit: 'ms',
      baselineName: `copying all ${many} in one message`,
      goalRatio: null,
      goalAtMost: FRAME_MS,
    },
    async () => postBench(lib(), 15, transactions),
  );
  await measure(
    {
      id: 'analytics-fifo-receive',
      what: `UI thread: receiving the realized-gains report of ${many} transactions`,
      unit: 'ms',
      baselineName: 'copying the whole report, every sale and open lot',
      goalRatio: null,
      goalAtMost: FRAME_MS,
    },
    async () => receiveBench(lib(), 9, transactions),
  );
}

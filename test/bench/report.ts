import { availableParallelism, loadavg } from 'node:os';
import { stats, type Stats } from './support';

// A figure's runs, summed up and printed. On a shared machine the wall clock counts the time other processes took
// from the app's (or the baseline's) cores, so the figures whose two sides can both report their own CPU time do,
// and when the machine is busier than its cores their goal is judged on the ratio of CPU times instead.

export interface Figure {
  id: string;
  what: string;
  unit: string;
  baselineName: string;
  /** The goal for app / baseline, or null where the goal is an absolute figure. */
  goalRatio: number | null;
  /** The absolute goal, in the figure's unit, that the app's median must stay within (when goalRatio is null). */
  goalAtMost?: number;
  runs: { app: number; baseline: number; ratio: number }[];
  app: Stats;
  baseline: Stats;
  ratio: Stats;
  /** The CPU time (user + system, ms) each side spent on the same runs, measured beside the wall clock. */
  cpu?: {
    runs: { app: number; baseline: number; ratio: number }[];
    app: Stats;
    baseline: Stats;
    ratio: Stats;
  };
  /** The highest 1-minute load average seen as the runs began, the machine's cores, and the ratio judged. */
  load?: { average: number; cores: number; judgedOn: 'wall' | 'cpu' };
  notes?: Record<string, number>;
}

export type FigureMeta = Omit<Figure, 'runs' | 'app' | 'baseline' | 'ratio' | 'cpu' | 'load' | 'notes'>;

/** One run of a figure: wall times of both sides, and their CPU times where both sides can report them. */
export interface RunResult {
  app: number;
  baseline: number;
  cpu?: { app: number; baseline: number };
  notes?: Record<string, number>;
}

/** How busy the machine is: its 1-minute load average, and how many cores share that load. */
export interface Machine {
  load(): number;
  cores: number;
}
const thisMachine: Machine = { load: () => loadavg()[0] ?? 0, cores: availableParallelism() };

/** Runs `once` `count` times and sums the runs up; CPU figures only when every run reported them. */
export async function runFigure(
  meta: FigureMeta,
  count: number,
  once: () => Promise<RunResult>,
  log: (line: string) => void,
  machine: Machine = thisMachine,
): Promise<Figure> {
  const results: RunResult[] = [];
  let busiest = 0;
  for (let i = 0; i < count; i++) {
    log(`  ${meta.id} run ${i + 1}/${count}`);
    busiest = Math.max(busiest, machine.load());
    results.push(await once());
  }
  const runs = results.map((r) => ({ app: r.app, baseline: r.baseline, ratio: r.app / r.baseline }));
  const notes = results.findLast((r) => r.notes)?.notes;
  const figure: Figure = {
    ...meta,
    runs,
    app: stats(runs.map((r) => r.app)),
    baseline: stats(runs.map((r) => r.baseline)),
    ratio: stats(runs.map((r) => r.ratio)),
  };
  const cpus = results.flatMap((r) => (r.cpu ? [r.cpu] : []));
  if (cpus.length === results.length && cpus.length > 0) {
    const cpuRuns = cpus.map((c) => ({ app: c.app, baseline: c.baseline, ratio: c.app / c.baseline }));
    figure.cpu = {
      runs: cpuRuns,
      app: stats(cpuRuns.map((r) => r.app)),
      baseline: stats(cpuRuns.map((r) => r.baseline)),
      ratio: stats(cpuRuns.map((r) => r.ratio)),
    };
    const cores = machine.cores;
    figure.load = { average: busiest, cores, judgedOn: busiest > cores ? 'cpu' : 'wall' };
  }
  return notes ? { ...figure, notes } : figure;
}

/** CPU time (user + system) of this process so far, in ms. */
export const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

const round = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n >= 10 ? 1 : 2));
const triple = (s: Stats) => `${round(s.min)} / ${round(s.median)} / ${round(s.max)}`;

/** The ratio a figure's goal is judged on: the CPU ratio when the machine was busier than its cores. */
export const judgedRatio = (f: Figure): Stats =>
  f.load?.judgedOn === 'cpu' && f.cpu ? f.cpu.ratio : f.ratio;

function goalCell(f: Figure): string {
  if (f.goalRatio !== null) {
    if (!f.load) return `<= ${f.goalRatio}x`;
    const met = judgedRatio(f).median <= f.goalRatio ? 'met' : 'not met';
    const why =
      f.load.judgedOn === 'cpu'
        ? `on CPU: load ${f.load.average.toFixed(1)} > ${f.load.cores} cores`
        : `on wall: load ${f.load.average.toFixed(1)} <= ${f.load.cores} cores`;
    return `<= ${f.goalRatio}x: ${met} (${why})`;
  }
  if (f.goalAtMost === undefined) return '—';
  return `<= ${f.goalAtMost} ${f.unit}: ${f.app.median <= f.goalAtMost ? 'met' : 'not met'}`;
}

export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.what,
    `${triple(f.app)} ${f.unit}`,
    `${triple(f.baseline)} ${f.unit} (${f.baselineName})`,
    `${triple(f.ratio)}x`,
    f.cpu
      ? `${triple(f.cpu.ratio)}x (app ${triple(f.cpu.app)} ms; baseline ${triple(f.cpu.baseline)} ms)`
      : '—',
    goalCell(f),
  ]);
  const header = [
    'What a user does',
    'App (min / median / max)',
    'Baseline',
    'Ratio',
    'CPU ratio (app / base)',
    'Goal',
  ];
  return [header, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

import type { Served } from '../support';
import { warmCache } from './offline';
import { cachedStart, coldStartFromProcess, demoStart, type StartRun } from './start-up';

// The start-up figures as a user feels them, each measured from process start (scenarios/start-up.ts says how).

interface FigureMeta {
  id: string;
  what: string;
  unit: string;
  baselineName: string;
  goalRatio: number | null;
}

/** Starts of each side per run, of which the median is the run's figure (start-up.ts medianOf says why). */
const STARTS_PER_RUN = 5;

type Measure = (meta: FigureMeta, once: () => Promise<StartRun>) => Promise<void>;

export async function measureStartUp(
  served: Served,
  measure: Measure,
  options: { wanted(id: string): boolean; small: boolean },
): Promise<void> {
  const ids = ['start-cached', 'start-demo'];
  const starts = options.small ? 1 : STARTS_PER_RUN;
  const fixture = ids.some(options.wanted) ? await warmCache(served, 1) : null;
  if (fixture) {
    try {
      await measure(
        {
          id: 'start-cached',
          what: "A new process with the key, yesterday's cache, the service refusing: the dashboard's 6 answers",
          unit: 'ms',
          baselineName: 'a new process reading the same rows with better-sqlite3',
          goalRatio: 2,
        },
        () => cachedStart(fixture, starts),
      );
      await measure(
        {
          id: 'start-demo',
          what: 'A first start in demo mode, in a new process: the same 6 answers',
          unit: 'ms',
          baselineName: 'the cached start above, in the same run',
          goalRatio: 2,
        },
        () => demoStart(fixture, starts),
      );
    } finally {
      fixture.close();
    }
  }
  await measure(
    {
      id: 'start-cold-free',
      what: 'First start on Free, empty cache, in a new process: the 6 answers from process start',
      unit: 'ms',
      baselineName: 'a new process fetching the same addresses at 2 requests/s',
      goalRatio: 1.2,
    },
    () => coldStartFromProcess(served),
  );
}

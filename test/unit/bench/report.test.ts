import { describe, expect, it } from 'vitest';
import { runFigure, table, type RunResult } from '../../bench/report';

// The bench's verdict on a ratio goal: on a machine busier than its cores, the wall clock counts other processes'
// work, so the goal is judged on the CPU times both sides reported, and the printed table says which it used.

const meta = { id: 'offline-x', what: 'An open', unit: 'ms', baselineName: 'a raw read', goalRatio: 2 };
// Wall ratio 3x (the app waited for busy cores), CPU ratio 1.5x.
const runs: RunResult[] = [
  { app: 9, baseline: 3, cpu: { app: 3, baseline: 2 } },
  { app: 12, baseline: 4, cpu: { app: 4.5, baseline: 3 } },
  { app: 6, baseline: 2, cpu: { app: 1.5, baseline: 1 } },
];

async function figureOn(load: number, results = runs) {
  let next = 0;
  const once = () => Promise.resolve(results[next++ % results.length] as RunResult);
  return runFigure(meta, 3, once, () => undefined, { load: () => load, cores: 2 });
}

describe('a ratio figure with CPU times', () => {
  it('is judged on the CPU ratio when the load average exceeds the cores, and says so', async () => {
    const figure = await figureOn(9.5);
    expect(figure.ratio.median).toBeCloseTo(3);
    expect(figure.cpu?.ratio.median).toBeCloseTo(1.5);
    expect(figure.load).toEqual({ average: 9.5, cores: 2, judgedOn: 'cpu' });
    const row = table([figure]).split('\n')[1] ?? '';
    expect(row).toContain('1.50 / 1.50 / 1.50x');
    expect(row).toContain('<= 2x: met (on CPU: load 9.5 > 2 cores)');
  });

  it('is judged on the wall clock when the machine is not busier than its cores', async () => {
    const figure = await figureOn(1.2);
    expect(figure.load?.judgedOn).toBe('wall');
    expect(table([figure])).toContain('<= 2x: not met (on wall: load 1.2 <= 2 cores)');
  });

  it('reports no CPU ratio, and judges nothing new, when a run lacks CPU times', async () => {
    const figure = await figureOn(9.5, [...runs.slice(0, 2), { app: 6, baseline: 2 }]);
    expect(figure.cpu).toBeUndefined();
    expect(figure.load).toBeUndefined();
    expect(table([figure])).toMatch(/\| <= 2x \|$/);
  });
});

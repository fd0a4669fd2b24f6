import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBench, table, type Figure } from '../bench/run';

// `npm run bench` at small sizes, once: every figure of the bench comes out with the app and its baseline
// measured, and the results file is written. No timing is asserted here; speed is the bench's own business.

const dir = mkdtempSync(join(tmpdir(), 'folio-bench-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the bench, small', () => {
  it('measures every figure against its baseline and writes them to the results file', async () => {
    const out = join(dir, 'bench', 'results.json');
    const figures = await runBench({ runs: 1, small: true, out });
    expect(figures.map((f) => f.id)).toEqual([
      'offline-stale-cache',
      'start-cached',
      'start-demo',
      'start-cold-free',
      'main-bundle-load',
      'cold-start-free',
      'user-read-during-burst',
      'bridge-series',
      'candles-100k-first-frame',
      'candles-100k-pan-p95',
      'candles-1m-first-frame',
      'candles-1m-pan-p95',
      'main-memory',
      'credits-day',
      'credits-day-manual',
      'analytics-twr',
      'analytics-xirr',
      'analytics-fifo',
      'analytics-fifo-post',
      'analytics-fifo-receive',
    ]);
    for (const figure of figures) {
      expect(figure.runs).toHaveLength(1);
      expect(figure.app.median, figure.id).toBeGreaterThan(0);
      expect(figure.baseline.median, figure.id).toBeGreaterThan(0);
      expect(figure.ratio.median).toBeCloseTo(figure.app.median / figure.baseline.median, 6);
    }
    expect(existsSync(out)).toBe(true);
    const written = JSON.parse(readFileSync(out, 'utf8')) as { figures: Figure[] };
    expect(written.figures.map((f) => f.id)).toEqual(figures.map((f) => f.id));
    const printed = table(figures);
    expect(printed.split('\n')).toHaveLength(figures.length + 1);
    expect(printed).toContain('Credits for a scripted 8-hour day');
  }, 300_000);
});

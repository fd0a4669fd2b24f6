// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Input } from '../../../../../src/shared/contract';
import { toColumns } from '../../../../../src/shared/domain/candle-range';
import type { Candle } from '../../../../../src/shared/domain/market';
import { fittedRange } from '../../../../../src/renderer/src/components/charts/chart-data';
import { CandlesView } from '../../../../../src/renderer/src/views/candles/candles-view';
import { fakeApi } from '../../helpers/fake-api';
import { live, meter, NOW, settings } from '../../helpers/fixtures';
import { charts, type FakeSeries } from '../../helpers/lightweight-charts-mock';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// The Candles view's chart over its lifetime. Keys pressed faster than the chart draws each move on from the last
// one. Showing a series again, after the user scrolled back through its history, draws a new chart holding only
// the newest stretch (replacing the data of a chart holding 100,000 candles costs more than building a new one),
// while an older stretch scrolled to is added to the chart on screen.

const HOUR = 3_600_000;
const candle = (t: number, c: number): Candle => ({ t, o: c - 10, h: c + 20, l: c - 30, c, v: 5 });
const newest = [candle(NOW - 2 * HOUR, 97_000), candle(NOW - HOUR, 97_500)];
const older = [candle(NOW - 4 * HOUR, 96_000), candle(NOW - 3 * HOUR, 96_500)];

/** `olderAnswered`: the older stretches wait for it (the newest never does). */
function api(olderAnswered?: Promise<void>) {
  return fakeApi({
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () =>
      live({ credits: 1, usdc: null, needsConfirmation: false, explanation: '1 credit' }),
    'candles:window': async (q: Input<'candles:window'>) => {
      if (q.before !== undefined) await olderAnswered;
      const stretch = q.before === undefined ? newest : older;
      return live({
        exchange: q.exchange,
        pair: q.pair,
        interval: q.interval,
        from: stretch[0]?.t ?? 0,
        to: q.before ?? NOW,
        hasOlder: true,
        columns: toColumns(stretch),
      });
    },
  });
}

const closes = (series: FakeSeries | undefined) => series?.data.map((d) => (d as { close: number }).close);
const priceLabel = (series: FakeSeries | undefined) =>
  (series?.options.priceFormat as { formatter?: (n: number) => string } | undefined)?.formatter?.(97_500);

beforeEach(() => {
  charts.length = 0;
});
afterEach(cleanup);

describe('the candle chart from the keyboard', () => {
  it('moves on from the range the last key asked for, when keys come faster than the chart draws', async () => {
    renderWith(<CandlesView />, api());
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    const frame = screen.getByRole('group', { name: /^Chart controls/ });
    // The chart shows [0, 100] and applies a requested range only on its next frame.
    fireEvent.keyDown(frame, { key: '-' });
    fireEvent.keyDown(frame, { key: '-' });
    fireEvent.keyDown(frame, { key: 'PageUp' });
    const widths = charts[0]?.rangeRequests.map((r) => r.to - r.from);
    expect(widths).toEqual([125, 156.25, 156.25]);
    // A screen back from the zoomed-out range, not from the one still on screen.
    expect(charts[0]?.rangeRequests[2]).toEqual({ from: -28.125 - 156.25, to: -28.125 });
  });
});

describe('the candle chart across loads', () => {
  it('adds an older stretch to the chart on screen, and draws a new chart when the series is shown again', async () => {
    const fake = api();
    renderWith(<CandlesView />, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    expect(charts).toHaveLength(1);
    expect(closes(charts[0]?.series[0])).toEqual([97_000, 97_500]);

    // Scrolling back (here with the button beside the next step's price) keeps the chart and puts the stretch in front.
    fireEvent.click(await screen.findByRole('button', { name: 'Load older candles' }));
    await screen.findByText(/^4 candles loaded, from/);
    expect(charts).toHaveLength(1);
    expect(closes(charts[0]?.series[0])).toEqual([96_000, 96_500, 97_000, 97_500]);
    expect(charts[0]?.series[1]?.data).toHaveLength(4);

    // Show candles again: a new chart holds the newest stretch, priced in the pair's quote. The old one is hidden
    // at once and removed a moment later, once the page is idle.
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(charts[0]?.element.style.display).toBe('none');
    expect(charts[1]?.element.style.display).not.toBe('none');
    await waitFor(() => expect(charts[0]?.removed).toBe(true));
    expect(charts[0]?.element.isConnected).toBe(false);
    expect(charts[1]?.removed).toBe(false);
    expect(closes(charts[1]?.series[0])).toEqual([97_000, 97_500]);
    expect(charts[1]?.series[1]?.data).toHaveLength(2);
    expect(priceLabel(charts[1]?.series[0])).toBe('97,500.00 USDT');
    expect(charts[1]?.options.localization).toBeDefined();
  });
});

describe('a series shorter than the chart is wide', () => {
  /** The fitted view of the two candles these tests load, as opposed to a zoom by the keyboard. */
  const isFit = (range: { from: number; to: number }) =>
    range.from === fittedRange(2).from && range.to === fittedRange(2).to;

  it('fits every candle with room at both edges for the oldest date label and the newest candle', () => {
    // A month of daily candles: candle i is centred on logical i and is one unit wide.
    const month = fittedRange(29);
    expect(month.from).toBeLessThanOrEqual(-1.5 - 0.4); // more than a candle of room left of the oldest one
    expect(month.to).toBeGreaterThan(28.5); // the newest candle whole, clear of the price scale
    expect(month.to - month.from).toBeLessThan(29 * 1.1); // still spread over the chart, not shrunk
    const two = fittedRange(2);
    expect(two.from).toBeLessThan(-0.5);
    expect(two.to).toBeGreaterThan(1.5);
  });

  it('is spread over the whole width when it opens and after Reset zoom, not when the user zooms out', async () => {
    renderWith(<CandlesView />, api());
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    const chart = charts[0];
    if (!chart) throw new Error('no chart');
    // Two candles at the default bar width: the chart would show them at its right edge, empty to their left.
    chart.showRange({ from: -98, to: 2 });
    expect(chart.rangeRequests).toEqual([fittedRange(2)]);
    // Fitted, then zoomed out by the user past the oldest candle: their view stays.
    chart.showRange({ from: -0.5, to: 1.5 });
    fireEvent.keyDown(screen.getByRole('group', { name: /^Chart controls/ }), { key: '-' });
    chart.showRange({ from: -20, to: 2 });
    expect(chart.rangeRequests.filter(isFit)).toHaveLength(1);
    // Reset zoom gives the fitted view again.
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    chart.showRange({ from: -98, to: 2 });
    expect(chart.rangeRequests.filter(isFit)).toHaveLength(2);
  });

  it('fits the chart that replaced another, whatever the hidden old one reports', async () => {
    renderWith(<CandlesView />, api());
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    fireEvent.click(await screen.findByRole('button', { name: 'Load older candles' }));
    await screen.findByText(/^4 candles loaded, from/);
    // Shown again after scrolling back: a new chart holds the newest stretch.
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await waitFor(() => expect(charts).toHaveLength(2));
    // The old chart, hidden and waiting to be removed, reports a range as it loses its size: it is not the
    // user's, and fitting a hidden chart that may hold a million candles would delay the new one's first frame.
    charts[0]?.showRange({ from: -98, to: 2 });
    expect(charts[0]?.rangeRequests.filter(isFit)).toHaveLength(0);
    charts[1]?.showRange({ from: -98, to: 2 });
    expect(charts[1]?.rangeRequests).toEqual([fittedRange(2)]);
  });

  it('leaves a series that fills the chart at its newest candles', async () => {
    renderWith(<CandlesView />, api());
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    charts[0]?.showRange({ from: 40, to: 140 });
    expect(charts[0]?.rangeRequests).toEqual([]);
  });
});

describe('a series shown again while older candles were loading', () => {
  it('offers its own scroll-back, not the dropped stretch’s "Loading older candles…"', async () => {
    // The service answers the older stretch only when told to, so Show candles is pressed while it is on its way.
    let answerOlder: () => void = () => undefined;
    const older = new Promise<void>((resolve) => {
      answerOlder = resolve;
    });
    renderWith(<CandlesView />, api(older));
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    fireEvent.click(await screen.findByRole('button', { name: 'Load older candles' }));
    await screen.findByText('Loading older candles…');

    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^2 candles loaded, from/);
    expect(await screen.findByRole('button', { name: 'Load older candles' })).toBeDefined();
    expect(screen.queryByText('Loading older candles…')).toBeNull();

    // The dropped stretch landing later changes nothing on screen; the new chart scrolls back on its own.
    answerOlder();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText(/^2 candles loaded, from/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Load older candles' }));
    await screen.findByText(/^4 candles loaded, from/);
  });
});

describe('scrolling back past the oldest candle of a series that fills the chart', () => {
  const FIVE_MINUTES = 300_000;
  /** `n` five-minute candles ending before `end`. */
  const stretch = (end: number, n: number) =>
    Array.from({ length: n }, (_, i) => candle(end - (n - i) * FIVE_MINUTES, 90_000 + i));
  const latest = stretch(NOW, 1_000);
  const earlier = stretch(latest[0]?.t ?? 0, 1_000);

  it('loads the older candles the moment a key scrolls past them, even before any other move', async () => {
    const sent: Input<'candles:window'>[] = [];
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'credits:meter': () => live(meter()),
      'credits:preview': () =>
        live({ credits: 6, usdc: null, needsConfirmation: false, explanation: '6 credits' }),
      'candles:window': (q: Input<'candles:window'>) => {
        sent.push(q);
        const candles = q.before === undefined ? latest : earlier;
        return live({
          exchange: q.exchange,
          pair: q.pair,
          interval: q.interval,
          from: candles[0]?.t ?? 0,
          to: q.before ?? NOW,
          hasOlder: true,
          columns: toColumns(candles),
        });
      },
    });
    renderWith(<CandlesView />, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByText(/^1,000 candles loaded, from/);
    const chart = charts[0];
    if (!chart) throw new Error('no chart');
    // The newest candles fill the chart: nothing to fit.
    chart.showRange({ from: 876, to: 998 });
    const frame = screen.getByRole('group', { name: /^Chart controls/ });
    // Zoomed out as far as the chart goes, still short of the oldest candle (the chart drew once for all the
    // presses, so this is the first range it reports past the newest screen).
    fireEvent.keyDown(frame, { key: '-' });
    chart.showRange({ from: 646, to: 1228 });
    // A screen back: the chart stops at its left edge, the two oldest candles after a screen of empty space, and
    // the next press, before the chart draws again, finds it there and moves nothing.
    fireEvent.keyDown(frame, { key: 'PageUp' });
    chart.showRange({ from: -1474, to: 1 });
    fireEvent.keyDown(frame, { key: 'PageUp' });

    // The older stretch is asked for and drawn in front, and the view the user chose is kept (not refitted to
    // the 1,000 candles, which the next press would undo, leaving the chart at its edge asking for nothing).
    expect(await screen.findByText(/^2,000 candles loaded, from/)).toBeDefined();
    expect(sent.filter((q) => q.before !== undefined)).toHaveLength(1);
    expect(chart.rangeRequests).not.toContainEqual(fittedRange(1_000));
    expect(charts).toHaveLength(1);
  });
});

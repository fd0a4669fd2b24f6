// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../../../src/shared/domain/market';
import { toColumns } from '../../../../../src/shared/domain/candle-range';
import { CandlesView } from '../../../../../src/renderer/src/views/candles/candles-view';
import { toQuery, DEFAULT_FORM } from '../../../../../src/renderer/src/stores/candle-form';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { failed, live, NOW, offlineState, screenResponders } from '../../helpers/fixtures';
import { charts } from '../../helpers/lightweight-charts-mock';
import { renderWith } from '../../helpers/render';
import { tipSaying } from '../../helpers/cost-tip';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

const candles: Candle[] = [
  { t: NOW - 7_200_000, o: 97000, h: 97800, l: 96500, c: 97500, v: 12 },
  { t: NOW - 3_600_000, o: 97500, h: 98100, l: 97100, c: 97512, v: 9 },
];

function responders(over: Responders = {}): Responders {
  return {
    ...screenResponders(3),
    'candles:window': (q) =>
      live({
        exchange: q.exchange,
        pair: q.pair,
        interval: q.interval,
        from: NOW - 10 * 3_600_000,
        to: NOW,
        hasOlder: true,
        columns: toColumns(candles),
      }),
    ...over,
  };
}

beforeEach(() => {
  charts.length = 0;
});
afterEach(cleanup);

describe('candle form', () => {
  it('turns a rolling range or a start/end window into the query, or says what to fix', () => {
    expect(toQuery(DEFAULT_FORM)).toEqual({
      query: { exchange: 'Binance', pair: 'BTC/USDT', interval: '1h', range: '1w' },
    });
    expect(toQuery({ ...DEFAULT_FORM, pair: 'btcusdt' })).toEqual({
      problem: 'Enter a pair as BASE/QUOTE, such as BTC/USDT.',
    });
    const window = toQuery({
      ...DEFAULT_FORM,
      mode: 'window',
      start: '2026-11-20T10:00Z',
      end: '2026-11-21T10:00Z',
    });
    expect(window).toEqual({
      query: {
        exchange: 'Binance',
        pair: 'BTC/USDT',
        interval: '1h',
        start: '2026-11-20T10:00:00.000Z',
        end: '2026-11-21T10:00:00.000Z',
      },
    });
    expect(
      toQuery({ ...DEFAULT_FORM, mode: 'window', start: '2026-11-21T10:00Z', end: '2026-11-20T10:00Z' }),
    ).toEqual({
      problem: 'The start must be before the end.',
    });
  });
});

describe('CandlesView', () => {
  it('shows the cost before loading, then draws the candles with a text summary', async () => {
    const fake = fakeApi(responders());
    renderWith(<CandlesView />, fake);
    // The price beside the button (the exchange and pair lists show theirs beside their fields).
    const submitRow = () => screen.getByRole('button', { name: 'Show candles' }).parentElement;
    await waitFor(() => expect(within(submitRow() as HTMLElement).getByText('3 credits')).toBeTruthy());
    expect(fake.callsTo('candles:window')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '4h' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    // The newest stretch only: the visible window plus a margin, not the whole span.
    await waitFor(() =>
      expect(fake.callsTo('candles:window')).toEqual([
        { exchange: 'Binance', pair: 'BTC/USDT', interval: '4h', range: '1w', count: 1000 },
      ]),
    );
    // The chart's title says what was asked and, as older candles of it are still to load, how many are loaded.
    const title = 'Binance BTC/USDT · 4h candles · Last week requested · 2 loaded so far';
    const figure = await screen.findByRole('figure', { name: title });
    expect(figure.textContent).toContain(title);
    expect(
      within(figure).getByText(
        /2 candles loaded, from .* Opened at 97,000.00 USDT, last close 97,512.00 USDT/,
      ),
    ).toBeTruthy();
    // The visible window is named as such, apart from the span of everything loaded.
    expect(within(figure).getByText(/^On screen: .+ to .+$/)).toBeTruthy();
    expect(charts[0]?.series[0]?.kind).toBe('Candlestick');
    expect(charts[0]?.series[0]?.data[0]).toEqual({
      time: (NOW - 7_200_000) / 1000,
      open: 97000,
      high: 97800,
      low: 96500,
      close: 97500,
    });
    // Volume in its own pane below the candles, coloured by the candle's direction.
    expect(charts[0]?.series[1]).toMatchObject({ kind: 'Histogram', pane: 1 });
    expect(charts[0]?.series[1]?.data.map((d) => (d as { value: number }).value)).toEqual([12, 9]);
    // The legend shows the newest candle until the pointer picks another.
    const legend = within(figure).getByRole('group', { name: 'Newest candle' });
    expect(
      within(legend)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Open', 'High', 'Low', 'Close', 'Volume']);
    expect(within(legend).getAllByRole('definition')[3]?.textContent).toBe('97,512.00 USDT');
    // The legend says it is the newest candle: the price axis carries no last-price tag over its labels.
    expect(legend.textContent).toMatch(/^Newest candle, /);
    expect(charts[0]?.series[0]?.options).toMatchObject({ lastValueVisible: false, priceLineVisible: false });
    act(() => charts[0]?.crosshairListeners[0]?.({ time: (NOW - 7_200_000) / 1000, seriesData: new Map() }));
    const hovered = within(figure).getByRole('group', { name: 'Candle under the pointer' });
    expect(
      within(hovered)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['97,000.00 USDT', '97,800.00 USDT', '96,500.00 USDT', '97,500.00 USDT', '12 BTC']);
    expect(within(figure).getByRole('button', { name: 'Reset zoom' })).toBeTruthy();
  });

  it('offline, says nothing is sent instead of a price that would not be spent, and gives the price back online', async () => {
    const fake = fakeApi(responders({ 'connectivity:status': () => live(offlineState) }));
    renderWith(<CandlesView />, fake);
    const submitRow = () => screen.getByRole('button', { name: 'Show candles' }).parentElement as HTMLElement;
    // The badge says "offline"; its tooltip says nothing is sent, and the price once the service answers.
    await waitFor(() => within(submitRow()).getByText('offline'));
    const tip = await tipSaying(submitRow(), 'offline — nothing is sent');
    expect(tip.textContent).toContain('this costs 3 credits');
    expect(within(submitRow()).queryByText('3 credits')).toBeNull();
    // The service answers again: the price is back.
    fake.answer('connectivity:status', () =>
      live({ online: true, offlineSince: null, nextProbeAt: null, reason: null }),
    );
    await act(() =>
      fake.emit('connectivity:changed', {
        online: true,
        offlineSince: null,
        nextProbeAt: null,
        reason: null,
      }),
    );
    await waitFor(() => expect(within(submitRow()).getByText('3 credits')).toBeTruthy());
  });

  it('titles the chart by the range asked alone once every candle of it is loaded', async () => {
    const whole: Responders = {
      'candles:window': (q) =>
        live({
          exchange: q.exchange,
          pair: q.pair,
          interval: q.interval,
          from: NOW - 10 * 3_600_000,
          to: NOW,
          hasOlder: false,
          columns: toColumns(candles),
        }),
    };
    renderWith(<CandlesView />, fakeApi(responders(whole)));
    fireEvent.click(screen.getByRole('radio', { name: '4h' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    expect(
      await screen.findByRole('figure', { name: 'Binance BTC/USDT · 4h candles · Last week' }),
    ).toBeTruthy();
    // Dragging further back would show empty space: the status says where older candles are.
    expect(
      screen.getByText('Every candle of this range is loaded. For older ones, choose a longer range.'),
    ).toBeTruthy();
  });

  it('refuses columns that cannot be drawn, and draws nothing from them', async () => {
    const broken = toColumns(candles);
    broken.c[1] = null as unknown as number;
    const fake = fakeApi(
      responders({
        'candles:window': (q) =>
          live({
            exchange: q.exchange,
            pair: q.pair,
            interval: q.interval,
            from: 0,
            to: NOW,
            hasOlder: false,
            columns: broken,
          }),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '(columns.c.1: Invalid input: expected number, received null)',
    );
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says what to fix instead of sending a bad pair', async () => {
    const fake = fakeApi(responders());
    renderWith(<CandlesView />, fake);
    fireEvent.change(screen.getByLabelText('Pair'), { target: { value: 'BTC-USDT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a pair as BASE/QUOTE, such as BTC/USDT.',
    );
    expect(fake.callsTo('candles:window')).toHaveLength(0);
    // No price for what cannot be sent, and no "cost…" that never ends.
    expect(screen.getByText('not priced yet')).toBeTruthy();
    await tipSaying(document.body, 'Priced once the form names what it would send');
    expect(screen.queryByText('cost…')).toBeNull();
  });

  it('explains a plan restriction and a rate limit', async () => {
    const fake = fakeApi(
      responders({
        'candles:window': () =>
          failed({ code: 'forbidden', status: 403, message: 'Candles need the Pro plan.' }),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not included in your free plan (403).');
    expect(alert.textContent).toContain('Candles need the Pro plan.');
    fake.answer('candles:window', () =>
      failed({ code: 'rate_limited', status: 429, message: 'Slow down.', retryAfterMs: 2500 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Waiting 3 s before trying again.'),
    );
  });
});

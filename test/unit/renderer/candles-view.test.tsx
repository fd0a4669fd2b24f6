// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../src/shared/domain/market';
import { CandlesView } from '../../../src/renderer/src/views/candles/candles-view';
import { toQuery, DEFAULT_FORM } from '../../../src/renderer/src/views/candles/candle-form';
import { fakeApi, type Responders } from './helpers/fake-api';
import { failed, live, meter, NOW, settings } from './helpers/fixtures';
import { charts } from './helpers/lightweight-charts-mock';
import { renderWith } from './helpers/render';

vi.mock('lightweight-charts', () => import('./helpers/lightweight-charts-mock'));

const candles: Candle[] = [
  { t: NOW - 7_200_000, o: 97000, h: 97800, l: 96500, c: 97500, v: 12 },
  { t: NOW - 3_600_000, o: 97500, h: 98100, l: 97100, c: 97512, v: 9 },
];

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () =>
      live({ credits: 3, usdc: null, needsConfirmation: false, explanation: '3 credits' }),
    'candles:get': (q) => live({ exchange: q.exchange, pair: q.pair, interval: q.interval, candles }),
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
    expect(fake.callsTo('candles:get')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '4h' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await waitFor(() =>
      expect(fake.callsTo('candles:get')).toEqual([
        { exchange: 'Binance', pair: 'BTC/USDT', interval: '4h', range: '1w' },
      ]),
    );
    // The chart's title says what it draws.
    const figure = await screen.findByRole('figure', { name: 'Binance BTC/USDT · 4h candles · Last week' });
    expect(figure.textContent).toContain('Binance BTC/USDT · 4h candles · Last week');
    expect(
      within(figure).getByText(/2 candles from .* Opened at 97,000.00 USDT, last close 97,512.00 USDT/),
    ).toBeTruthy();
    expect(charts[0]?.series[0]?.kind).toBe('Candlestick');
    expect(charts[0]?.series[0]?.data[0]).toEqual({
      time: (NOW - 7_200_000) / 1000,
      open: 97000,
      high: 97800,
      low: 96500,
      close: 97500,
    });
  });

  it('says what to fix instead of sending a bad pair', async () => {
    const fake = fakeApi(responders());
    renderWith(<CandlesView />, fake);
    fireEvent.change(screen.getByLabelText('Pair'), { target: { value: 'BTC-USDT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a pair as BASE/QUOTE, such as BTC/USDT.',
    );
    expect(fake.callsTo('candles:get')).toHaveLength(0);
  });

  it('explains a plan restriction and a rate limit', async () => {
    const fake = fakeApi(
      responders({
        'candles:get': () =>
          failed({ code: 'forbidden', status: 403, message: 'Candles need the Pro plan.' }),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not included in your free plan (403).');
    expect(alert.textContent).toContain('Candles need the Pro plan.');
    fake.answer('candles:get', () =>
      failed({ code: 'rate_limited', status: 429, message: 'Slow down.', retryAfterMs: 2500 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Waiting 3 s before trying again.'),
    );
  });
});

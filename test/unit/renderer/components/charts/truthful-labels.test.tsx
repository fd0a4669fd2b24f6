// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../../../src/shared/envelope';
import type { PortfolioValue } from '../../../../../src/shared/domain/portfolio';
import { newerThan } from '../../../../../src/renderer/src/components/charts/chart-data';
import { isIntraday } from '../../../../../src/renderer/src/components/charts/series-chart';
import { CandlesView } from '../../../../../src/renderer/src/views/candles/candles-view';
import { PortfoliosView } from '../../../../../src/renderer/src/views/portfolios/portfolios-view';
import {
  inclusiveDays,
  validCombination,
  windowInput,
  windowProblem,
} from '../../../../../src/renderer/src/lib/pl-window';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live, NOW, settings, value } from '../../helpers/fixtures';
import { charts } from '../../helpers/lightweight-charts-mock';
import { portfolioResponders } from '../../helpers/portfolio-responders';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// What the screen claims must be what it shows. The browser walk is test/e2e/views/truthful-labels;
// these are the rules underneath, with the chart library replaced (happy-dom has no canvas).

function responders(over: Responders = {}): Responders {
  return portfolioResponders({
    'portfolio:plHistory': () =>
      live({
        interval: 'daily',
        currency: 'USD',
        points: [{ date: '2026-11-21', profitLoss: 1, profitLossPercent: 1 }],
      }),
    'portfolio:transactions': () => live([]),
    'candles:window': (q) =>
      live({
        exchange: q.exchange,
        pair: q.pair,
        interval: q.interval,
        from: 0,
        to: 1,
        hasOlder: false,
        columns: { t: [], o: [], h: [], l: [], c: [], v: [] },
      }),
    ...over,
  });
}

beforeEach(() => {
  charts.length = 0;
});
afterEach(cleanup);

describe('P/L windows', () => {
  it('offers Hourly only over 24h, moving whichever control the user did not touch', () => {
    expect(validCombination('hourly', '1m', 'interval')).toEqual({ interval: 'hourly', range: '24h' });
    expect(validCombination('hourly', '1m', 'range')).toEqual({ interval: 'daily', range: '1m' });
    expect(validCombination('weekly', '1y', 'range')).toEqual({ interval: 'weekly', range: '1y' });
  });

  it('counts "To" as included: 1 to 10 November is 10 days, sent as to=11 November', () => {
    expect(inclusiveDays('2026-11-01', '2026-11-10')).toBe(10);
    expect(windowInput('2026-11-01', '2026-11-10')).toEqual({ from: '2026-11-01', to: '2026-11-11' });
    expect(windowInput('2026-12-31', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-01' });
  });

  it('keeps dates within [first transaction, today] and names the field to correct', () => {
    const bounds = { min: '2026-03-01', max: '2026-11-22' };
    expect(windowProblem('2026-02-01', '2026-03-10', bounds)).toBe(
      'From: the portfolio starts on 2026-03-01.',
    );
    expect(windowProblem('2026-11-01', '2026-11-23', bounds)).toBe('To: the day cannot be after today.');
    expect(windowProblem('2026-11-10', '2026-11-01', bounds)).toBe(
      'To: the last day must be on or after the first day.',
    );
    expect(windowProblem('2026-11-10', '2026-11-10', bounds)).toBeNull();
  });
});

describe('items 5 and 6: chart ends and axes', () => {
  it('notices a range that ends before the newest point another range gave', () => {
    const day = 86_400_000;
    const daily = [{ t: NOW - 6 * day }, { t: NOW - 5 * day }];
    expect(newerThan(daily, { t: NOW })).toEqual({ t: NOW });
    // Within one step the range is simply current; so is a read made minutes later.
    expect(newerThan(daily, { t: NOW - 4.5 * day })).toBeNull();
    expect(newerThan([{ t: NOW - 120_000 }, { t: NOW - 60_000 }], { t: NOW + 600_000 })).toBeNull();
    expect(newerThan([], { t: NOW })).toBeNull();
  });

  it('draws the newest point and says where the gap is', async () => {
    const day = 86_400_000;
    const shortRange = [
      { t: NOW - day, usd: 1000, btc: 0.01, eth: 0.3 },
      { t: NOW, usd: 1100, btc: 0.011, eth: 0.33 },
    ];
    const longRange = [
      { t: NOW - 6 * day, usd: 800, btc: 0.009, eth: 0.25 },
      { t: NOW - 5 * day, usd: 900, btc: 0.0095, eth: 0.28 },
    ];
    const fake = fakeApi(
      responders({
        'portfolio:chart': ({ range }) => live({ range, points: range === '1y' ? longRange : shortRange }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value over time' });
    await within(card).findByRole('figure', { name: /· 1M · in USD$/ });
    fireEvent.click(within(card).getByRole('radio', { name: '1Y' }));
    await within(card).findByRole('figure', { name: /· 1Y · in USD$/ });
    const note = await within(card).findByRole('note');
    expect(note.textContent).toMatch(
      /1Y history ends on Nov 17, 2026.*newest value another range gave \(Nov 22, 2026/,
    );
    const drawn = charts.find((c) => c.series[0]?.kind === 'Area')?.series[0]?.data as { value: number }[];
    expect(drawn.map((d) => d.value)).toEqual([800, 900, 1100]);
  });

  it('shows hours on the axis when points are less than a day apart', () => {
    const hourly = [0, 1, 2].map((h) => ({ time: (NOW / 1000 + h * 3600) as never }));
    const daily = [0, 1, 2].map((d) => ({ time: (NOW / 1000 + d * 86_400) as never }));
    expect(isIntraday(hourly)).toBe(true);
    expect(isIntraday(daily)).toBe(false);
  });
});

describe('the value chart in the base currency', () => {
  it('converts with the cached rates and labels the chart EUR, the unit the value card uses', async () => {
    const fake = fakeApi(
      responders({
        'settings:get': () => live(settings({ baseCurrency: 'EUR' })),
        'coins:currencies': () => live([{ code: 'EUR', rate: 0.5 }]),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value over time' });
    await within(card).findByRole('figure', { name: /· in EUR$/ });
    const units = within(card).getByRole('radiogroup', { name: 'Show in' });
    expect(
      within(units)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['EUR', 'USD', 'BTC', 'ETH']);
    await waitFor(() =>
      expect(
        (charts.find((c) => c.series[0]?.kind === 'Area')?.series[0]?.data as { value: number }[]).map(
          (d) => d.value,
        ),
      ).toEqual([22500, 23500, 24106.785]),
    );
    expect(within(card).getByRole('figure').textContent).toMatch(/ended at €24,106\.79/);
  });

  it('draws USD and says so when no rate is known, never USD figures under EUR', async () => {
    const fake = fakeApi(
      responders({
        'settings:get': () => live(settings({ baseCurrency: 'EUR' })),
        'coins:currencies': () => live([]),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value over time' });
    await within(card).findByText('No EUR rate is available yet: the chart is in USD.');
    expect(within(card).getByRole('figure', { name: /· in USD$/ })).toBeTruthy();
  });
});

describe('a mode switch', () => {
  it('takes the old mode’s figures off screen at once, then shows the new mode’s', async () => {
    let answer: (envelope: Envelope<PortfolioValue>) => void = () => undefined;
    let live2 = false;
    const fake = fakeApi(
      responders({
        'portfolio:value': () =>
          live2
            ? new Promise<Envelope<PortfolioValue>>((resolve) => (answer = resolve))
            : live(value, { demo: true }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value and profit' });
    await within(card).findByText('$48,213.57');
    live2 = true;
    act(() => fake.emit('data:changed', { kinds: ['keys'] }));
    await within(card).findByText('Loading the portfolio value…');
    expect(within(card).queryByText('$48,213.57')).toBeNull();
    expect(within(card).queryByText('Demo data')).toBeNull();
    act(() => answer(live({ ...value, totalValue: 1234 })));
    await within(card).findByText('$1,234.00');
  });
});

describe('items 1 and 15: the candle form is kept', () => {
  it('shows the form the chart was drawn from after leaving the view, and after a reload', async () => {
    const fake = fakeApi(responders());
    const first = renderWith(<CandlesView />, fake);
    fireEvent.change(screen.getByLabelText('Pair'), { target: { value: 'ETH/USDT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await screen.findByRole('figure', { name: 'Binance ETH/USDT · 1h candles · Last week' });
    first.unmount();
    // A new provider is a reload: the stores are new, the page's storage is not.
    renderWith(<CandlesView />, fakeApi(responders()), 'en-US', { keepStorage: true });
    expect((screen.getByLabelText('Pair') as HTMLInputElement).value).toBe('ETH/USDT');
  });
});

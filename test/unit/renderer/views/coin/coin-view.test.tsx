// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';
import { CoinView } from '../../../../../src/renderer/src/views/coin/coin-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { bitcoin, chartPoints, holdings, live, meter, settings } from '../../helpers/fixtures';
import { charts } from '../../helpers/lightweight-charts-mock';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// The coin page with the chart library replaced (happy-dom has no canvas): what the user holds of the coin and at
// what average price, its chart in the unit chosen, its own transactions, one cost badge, and its actions.

const tx = (id: string, coinId: string, count: number): PortfolioTransaction => ({
  id,
  type: 'Buy',
  date: '2026-11-05T10:00:00.000Z',
  coinId,
  symbol: coinId === 'bitcoin' ? 'BTC' : 'ETH',
  count,
  totalWorth: count * 40000,
  profitLoss: 1234.5,
  note: null,
  addresses: [],
});

const held = holdings.map((h) => (h.coinId === 'bitcoin' ? { ...h, averageBuy: 40000 } : h));

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    // The range on screen is cached; any other would be read at 3 credits.
    'credits:preview': ({ input }) => {
      const range = (input as { range?: string }).range;
      const credits = range === '1m' ? 0 : 3;
      return live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits} credits` });
    },
    'coins:get': ({ coinId }) => live({ ...bitcoin, id: coinId }),
    'coins:chart': ({ coinId, range }) => live({ coinId, range, points: chartPoints }),
    'portfolio:coins': () => live(held),
    // The service filters by coin: a transaction of another coin never comes back for this one.
    'portfolio:transactions': ({ coinId }) =>
      live([tx('t1', 'bitcoin', 0.3), tx('t2', 'ethereum', 2)].filter((t) => t.coinId === coinId)),
    'watchlist:coins': () => live([]),
    'watchlist:addCoin': ({ coinId, symbol, name }) =>
      live([{ coinId, symbol: symbol ?? null, name: name ?? null, addedAt: 1 }]),
    ...over,
  };
}

const areaData = () =>
  charts.find((c) => c.series[0]?.kind === 'Area')?.series[0]?.data as { value: number }[] | undefined;

beforeEach(() => {
  charts.length = 0;
  location.hash = '#coin/bitcoin';
});
afterEach(() => {
  cleanup();
  location.hash = '';
});

describe('the coin page', () => {
  it('shows the amount held across portfolios, the average buy price and the P/L, from the holdings', async () => {
    const fake = fakeApi(responders());
    renderWith(<CoinView coinId="bitcoin" />, fake);
    const holding = await screen.findByRole('region', { name: 'Your holding' });
    const figure = async (term: string) =>
      (await within(holding).findByText(term)).closest('.fd-stat')?.querySelector('dd')?.textContent;
    expect(await figure('Held across your portfolios')).toBe('0.4 BTC');
    expect(await figure('Average buy price')).toBe('$40,000.00');
    expect(await figure('All-time P/L')).toBe('+$15,000.00 +62.50%');
    expect(await figure('Realized P/L')).toBe('+$1,000.00');
    // Every own portfolio at once: no portfolioId.
    expect(fake.callsTo('portfolio:coins')).toEqual([{ currency: 'USD' }]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Bitcoin');
  });

  it('says so when the coin is not held, rather than showing zeros', async () => {
    renderWith(<CoinView coinId="dogecoin" />, fakeApi(responders()));
    expect(await screen.findByText(/You hold no .* in your portfolios\./)).toBeTruthy();
    expect(screen.queryByText('Average buy price')).toBeNull();
  });

  it("lists that coin's transactions, asked of the service by coin", async () => {
    const fake = fakeApi(responders());
    renderWith(<CoinView coinId="bitcoin" />, fake);
    const card = await screen.findByRole('region', { name: 'Transactions' });
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('0.3');
    expect(fake.callsTo('portfolio:transactions')).toEqual([
      { coinId: 'bitcoin', currency: 'USD', limit: 100 },
    ]);
  });

  it('draws the chart in the unit chosen with no new read, and reads another range when chosen', async () => {
    const fake = fakeApi(responders());
    renderWith(<CoinView coinId="bitcoin" />, fake);
    await waitFor(() => expect(areaData()?.map((p) => p.value)).toEqual([45000, 47000, 48213.57]));
    // Bitcoin in BTC is 1 throughout: that unit is not offered on its own page.
    const units = screen.getByRole('radiogroup', { name: 'Show in' });
    expect(within(units).queryByRole('radio', { name: 'BTC' })).toBeNull();
    fireEvent.click(within(units).getByRole('radio', { name: 'ETH' }));
    await waitFor(() => expect(areaData()?.map((p) => p.value)).toEqual([12.4, 12.9, 13.09]));
    expect(fake.callsTo('coins:chart')).toEqual([{ coinId: 'bitcoin', range: '1m' }]);
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Range' })).getByRole('radio', { name: '1W' }),
    );
    await waitFor(() =>
      expect(fake.callsTo('coins:chart')).toContainEqual({ coinId: 'bitcoin', range: '1w' }),
    );
  });

  it('prices the ranges with one compact badge, each range in its tooltip, and no sentence on screen', async () => {
    renderWith(<CoinView coinId="bitcoin" />, fakeApi(responders()));
    const card = await screen.findByRole('region', { name: 'Price' });
    const badge = () => card.querySelector('.fd-cost');
    // The words on screen are the badge's own, not its tooltip's.
    const face = () => badge()?.firstChild?.textContent?.trim();
    await waitFor(() => expect(face()).toBe('3 credits'));
    expect(card.querySelectorAll('.fd-cost')).toHaveLength(1);
    const detail = badge()?.querySelector('[role="tooltip"]')?.textContent ?? badge()?.getAttribute('title');
    expect(detail).toContain('1M: 0 credits: cached');
    expect(detail).toContain('1W: 3 credits');
  });

  it('watches the coin from its page, and says it is watched', async () => {
    const fake = fakeApi(responders());
    renderWith(<CoinView coinId="bitcoin" />, fake);
    const watch = await screen.findByRole('button', { name: 'Watch' });
    await screen.findByText('$97,512.00');
    await act(async () => {
      fireEvent.click(watch);
    });
    expect(fake.callsTo('watchlist:addCoin')).toEqual([
      { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' },
    ]);
    const watching = await screen.findByRole('button', { name: 'Watching' });
    expect(watching.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a new alert and the candles on this coin', async () => {
    renderWith(<CoinView coinId="bitcoin" />, fakeApi(responders()));
    await screen.findByText('$97,512.00');
    fireEvent.click(screen.getByRole('button', { name: 'Open candles' }));
    expect(location.hash).toBe('#candles');
    expect(JSON.parse(localStorage.getItem('folio-desk:candle-form') ?? '{}')).toMatchObject({
      pair: 'BTC/USDT',
    });
    fireEvent.click(screen.getByRole('button', { name: 'New alert' }));
    expect(location.hash).toBe('#alerts');
  });
});

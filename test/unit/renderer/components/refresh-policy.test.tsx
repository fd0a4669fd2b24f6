// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshCost } from '../../../../src/renderer/src/components/refresh-cost';
import { useViewRefresh } from '../../../../src/renderer/src/components/view-refresh';
import { FolioProvider, useFolio, type Stores } from '../../../../src/renderer/src/stores/folio-context';
import { kindsOnScreen } from '../../../../src/renderer/src/stores/on-screen';
import { fakeApi } from '../helpers/fake-api';
import { clock, live, meter, settings } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';

afterEach(cleanup);

const PRICES: Record<string, number> = {
  'portfolio:list': 5,
  'portfolio:value': 10,
  'portfolio:chart': 10,
  'portfolio:plHistory': 25,
  'portfolio:coins': 8,
  'portfolio:transactions': 4,
};
const HOUR = 3_600_000;
/** As main's read table has them: the value and holdings move with prices, the rest once a working day. */
const FRESH: Record<string, number> = {
  'portfolio:list': 12 * HOUR,
  'portfolio:value': 4 * HOUR,
  'portfolio:chart': 12 * HOUR,
  'portfolio:plHistory': 12 * HOUR,
  'portfolio:coins': 4 * HOUR,
  'portfolio:transactions': 12 * HOUR,
};
const preview = ({ channel }: { channel: string }) =>
  live({
    credits: PRICES[channel] ?? 0,
    usdc: null,
    needsConfirmation: false,
    explanation: '',
    freshForMs: FRESH[channel],
  });
/** No wallet followed, nothing watched: Portfolios is the dearest view, the others read nothing priced here. */
const lists = {
  'wallet:list': () => live([]),
  'watchlist:coins': () => live([]),
  'rwa:watchlist': () => live([]),
} as const;

describe('the refresh policy’s monthly cost', () => {
  it('prices the Portfolios view live with main’s cost table and multiplies by how often the policy reads', async () => {
    renderWith(
      <RefreshCost policy="interval" minutes={15} />,
      fakeApi({ ...lists, 'credits:preview': preview }),
    );
    // 62 credits a read (the list and the portfolio's five), 4 reads an hour for 8 hours, 30 days.
    expect((await screen.findByLabelText('Monthly cost of this refresh policy')).textContent).toContain(
      'At most about 59,520 credits a month',
    );
  });

  it('counts "When a view opens" by each figure’s freshness: what is kept 4 hours is read twice in an 8-hour day', async () => {
    renderWith(
      <RefreshCost policy="on-open" minutes={15} />,
      fakeApi({ ...lists, 'credits:preview': preview }),
    );
    // Value 10 and holdings 8 twice a day, list 5, chart 10, P/L 25 and transactions 4 once: 80 a day, 30 days.
    expect((await screen.findByLabelText('Monthly cost of this refresh policy')).textContent).toContain(
      'At most about 2,400 credits a month',
    );
  });

  it('says when a policy would spend more than the plan has in a month, and how long what is left would last', async () => {
    const fake = fakeApi({
      ...lists,
      'credits:preview': preview,
      'credits:meter': () => live(meter({ totalCredits: 20_000, remainingCredits: 16_956 })),
    });
    renderWith(<RefreshCost policy="interval" minutes={15} />, fake);
    const line = await screen.findByLabelText('Monthly cost of this refresh policy');
    // 59,520 a month: 16,956 last 16,956 / 59,520 of 30 days.
    await waitFor(() =>
      expect(line.textContent).toBe(
        'At most about 59,520 credits a month (with Portfolios on screen, the dearest view: 62 credits each ' +
          'time, read every 15 min 8 h a day). That is more than the 20,000 credits a month of this plan: the 16,956 left would last ' +
          'about 8 days.',
      ),
    );
  });

  it('says nothing of the plan when the policy fits in it', async () => {
    const fake = fakeApi({
      ...lists,
      'credits:preview': preview,
      'credits:meter': () => live(meter({ totalCredits: 20_000, remainingCredits: 16_956 })),
    });
    renderWith(<RefreshCost policy="on-open" minutes={15} />, fake);
    const line = await screen.findByLabelText('Monthly cost of this refresh policy');
    await waitFor(() => expect(line.textContent).toContain('2,400 credits a month'));
    expect(line.textContent).not.toContain('more than');
  });

  it('bounds "Every few minutes" by the dearest view, the currency list read with it, and says which view it is', async () => {
    // A soak in EUR left Wallets on screen: 40 + 40 a refresh and the currency list, above Portfolios' 62 + 1.
    const prices: Record<string, number> = {
      ...PRICES,
      'wallet:balance': 40,
      'wallet:transactions': 40,
      'coins:currencies': 1,
    };
    const fake = fakeApi({
      ...lists,
      'settings:get': () => live(settings({ baseCurrency: 'EUR' })),
      'wallet:list': () => live([{ id: 'w1', address: '0xabc', connectionId: 'ethereum', label: 'Savings' }]),
      'credits:preview': ({ channel }) =>
        live({ credits: prices[channel] ?? 0, usdc: null, needsConfirmation: false, explanation: '' }),
      'credits:meter': () => live(meter({ totalCredits: 20_000, remainingCredits: 20_000 })),
    });
    renderWith(<RefreshCost policy="interval" minutes={2} />, fake);
    const line = await screen.findByLabelText('Monthly cost of this refresh policy');
    // 81 credits, 30 refreshes an hour for 8 hours, 30 days; 20,000 last 20,000 / 583,200 of 30 days.
    await waitFor(() =>
      expect(line.textContent).toBe(
        'At most about 583,200 credits a month (with Wallets on screen, the dearest view: 81 credits each ' +
          'time, read every 2 min 8 h a day). That is more than the 20,000 credits a month of this plan: the ' +
          '20,000 left would last about 1 day.',
      ),
    );
    expect(line.getAttribute('title')).toContain('Portfolios: 63 credits');
    // Every read priced as the policy sends it: past the cache, in the base currency.
    expect(fake.callsTo('credits:preview')).toContainEqual({
      channel: 'wallet:balance',
      input: expect.objectContaining({ walletId: 'w1', currency: 'EUR', refresh: true }),
    });
  });

  it('asks main again when the policy changes: the freshness it reports is the saved policy’s', async () => {
    // Main keeps nothing longer than the interval under "Every few minutes" (read-through.ts freshUnderPolicy).
    let saved: 'interval' | 'on-open' = 'interval';
    const fake = fakeApi({
      ...lists,
      'credits:preview': ({ channel }) =>
        live({
          credits: PRICES[channel] ?? 0,
          usdc: null,
          needsConfirmation: false,
          explanation: '',
          freshForMs: saved === 'interval' ? Math.min(FRESH[channel] ?? HOUR, 2 * 60_000) : FRESH[channel],
        }),
    });
    const shell = (policy: 'interval' | 'on-open') => (
      <FolioProvider api={fake.api} now={clock} locale="en-US">
        <RefreshCost policy={policy} minutes={2} />
      </FolioProvider>
    );
    const { rerender } = render(shell('interval'));
    await waitFor(async () =>
      expect((await screen.findByLabelText('Monthly cost of this refresh policy')).textContent).toContain(
        'At most about 446,400 credits a month',
      ),
    );
    saved = 'on-open';
    rerender(shell('on-open'));
    // As opening Settings afresh under "When a view opens" says: not 18,600 from the 2-minute freshness.
    await waitFor(async () =>
      expect((await screen.findByLabelText('Monthly cost of this refresh policy')).textContent).toContain(
        'At most about 2,400 credits a month',
      ),
    );
    expect(screen.getByLabelText('Monthly cost of this refresh policy').textContent).toContain(
      '(Portfolios, Wallets, Watchlist and RWA opened often 8 h a day',
    );
  });

  it('says "Only when I ask" costs nothing until Refresh', () => {
    renderWith(
      <RefreshCost policy="manual" minutes={15} />,
      fakeApi({ ...lists, 'credits:preview': preview }),
    );
    expect(screen.getByText(/Costs nothing until you press Refresh/)).toBeTruthy();
  });
});

describe('what is on screen', () => {
  it('re-reads a pushed kind only while its view is shown; app-wide kinds always', () => {
    expect(kindsOnScreen('rwa', ['portfolio', 'rwa', 'settings'])).toEqual(['rwa', 'settings']);
    expect(kindsOnScreen('credits', ['portfolio'])).toEqual([]);
    expect(kindsOnScreen(null, ['portfolio'])).toEqual(['portfolio']);
  });

  let captured: Stores | null = null;
  function Shell({ view }: { view: string }) {
    captured = useFolio().stores;
    useViewRefresh(view);
    return null;
  }

  it('reads a view again when the user comes back to it, and not a view left behind on a push', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings({ refreshPolicy: 'on-open' })),
      'portfolio:value': () => live({ totalValue: 1 } as never),
    });
    const shell = (view: string) => (
      <FolioProvider api={fake.api}>
        <Shell view={view} />
      </FolioProvider>
    );
    const { rerender } = render(shell('portfolios'));
    await act(async () => {
      await captured?.portfolio.value.load({ portfolioId: 'p1', currency: 'USD' });
    });
    expect(fake.callsTo('portfolio:value')).toHaveLength(1);
    // The user moved to RWA: a portfolio push does not re-read (and so does not refresh) the portfolio reads.
    rerender(shell('rwa'));
    await act(async () => fake.emit('data:changed', { kinds: ['portfolio'] }));
    expect(fake.callsTo('portfolio:value')).toHaveLength(1);
    // Back on Portfolios: read again (through the cache; main refreshes what is old).
    rerender(shell('portfolios'));
    await waitFor(() => expect(fake.callsTo('portfolio:value')).toHaveLength(2));
    await act(async () => fake.emit('data:changed', { kinds: ['portfolio'] }));
    await waitFor(() => expect(fake.callsTo('portfolio:value')).toHaveLength(3));
  });

  it('reads the view again every few minutes under that policy, but not while the service is offline', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeApi({
        'settings:get': () => live(settings({ refreshPolicy: 'interval', refreshIntervalMinutes: 5 })),
        'portfolio:value': () => live({ totalValue: 1 } as never),
      });
      render(
        <FolioProvider api={fake.api}>
          <Shell view="portfolios" />
        </FolioProvider>,
      );
      await act(async () => {
        await captured?.settings.settings.load({});
        await captured?.portfolio.value.load({ portfolioId: 'p1', currency: 'USD' });
      });
      expect(fake.callsTo('portfolio:value')).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(5 * 60_000));
      expect(fake.callsTo('portfolio:value')).toHaveLength(2);
      act(() =>
        captured?.connectivity.put({ online: false, offlineSince: 0, nextProbeAt: null, reason: 'refused' }),
      );
      await act(async () => vi.advanceTimersByTime(15 * 60_000));
      expect(fake.callsTo('portfolio:value')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CostPreview } from '../../../../../src/shared/domain/credits';
import { PortfoliosView } from '../../../../../src/renderer/src/views/portfolios/portfolios-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import {
  chartPoints,
  failed,
  holdings,
  live,
  meter,
  NOW,
  portfolios,
  settings,
  value,
  offlineState,
} from '../../helpers/fixtures';
import { charts } from '../../helpers/lightweight-charts-mock';
import { fittedRange } from '../../../../../src/renderer/src/components/charts/chart-data';
import { badgeWords, tipSaying } from '../../helpers/cost-tip';
import { pageText, renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

const preview: CostPreview = { credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits' };

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () => live(preview),
    'portfolio:list': () => live(portfolios),
    'portfolio:value': () => live(value),
    'portfolio:chart': ({ range }) => live({ range, points: chartPoints }),
    'portfolio:plHistory': () =>
      live({
        interval: 'daily',
        currency: 'USD',
        points: [{ date: '2026-11-21', profitLoss: 120.5, profitLossPercent: 0.3 }],
      }),
    'portfolio:coins': () => live(holdings),
    'portfolio:transactions': () => live([]),
    ...over,
  };
}

beforeEach(() => {
  charts.length = 0;
});
afterEach(cleanup);

describe('PortfoliosView', () => {
  it('shows value, cost and P/L in the locale, with the formula and the age on hover', async () => {
    renderWith(<PortfoliosView />, fakeApi(responders()));
    const card = await screen.findByRole('region', { name: 'Value and profit' });
    expect(within(card).getByText('$48,213.57')).toBeTruthy();
    expect(within(card).getByText('+$18,213.57')).toBeTruthy();
    expect(within(card).getByText('-$412.25')).toBeTruthy();
    expect(within(card).getByText('$1,250.40')).toBeTruthy();
    const formula = within(card).getByText('Unrealized P/L').querySelector('[role="tooltip"]')?.textContent;
    expect(formula).toContain('$48,213.57 − $30,000.00 = +$18,213.57');
    expect(within(card).getByText('$48,213.57').getAttribute('title')).toMatch(
      /^Live from the service · fetched 3 min\. ago/,
    );
    expect(within(card).getByText(/fetched 3 min\. ago/)).toBeTruthy();
  });

  it('after a transaction is recorded, says the cached All portfolios figures are out of date until read again', async () => {
    // Main's cache answers a plain read with what it read 3 minutes ago; a Refresh (refresh: true) reads now.
    const read = (input: { refresh?: boolean }) =>
      input.refresh
        ? { source: 'live' as const, fetchedAt: NOW }
        : { source: 'cache' as const, fetchedAt: NOW - 180_000 };
    const fake = fakeApi(
      responders({
        'portfolio:value': (input) => live(value, read(input)),
        'portfolio:chart': (input) => live({ range: input.range, points: chartPoints }, read(input)),
        'portfolio:plHistory': (input) =>
          live({ interval: 'daily', currency: 'USD', points: [] }, read(input)),
        'portfolio:coins': (input) => live(holdings, read(input)),
        'portfolio:transactions': (input) => live([], read(input)),
        'manage:addTransaction': () =>
          live({ state: 'done', message: 'The buy of 1 bitcoin: recorded.', portfolioId: 'p1', credits: 4 }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const picker = await screen.findByRole('navigation', { name: 'Portfolios' });
    fireEvent.click(await within(picker).findByRole('button', { name: /Main/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Coin'), { target: { value: 'bitcoin' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Price per coin (USD)'), { target: { value: '97000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(fake.callsTo('manage:addTransaction')).toHaveLength(1));
    // The portfolio written to is read again live: nothing out of date there.
    await waitFor(() =>
      expect(fake.callsTo('portfolio:value')).toContainEqual({
        portfolioId: 'p1',
        currency: 'USD',
        refresh: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A transaction changes figures, not which portfolios there are: the list is not bought again.
    expect(fake.callsTo('portfolio:list')).not.toContainEqual({ refresh: true });
    expect(screen.queryByText(/Out of date/)).toBeNull();

    fireEvent.click(within(picker).getByRole('button', { name: /All portfolios/ }));
    const note = await screen.findByText(/Out of date/);
    expect(note.textContent).toMatch(
      /^Out of date: these figures of All portfolios were read before your change at .+\. Press Refresh to read them again\.$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText(/Out of date/)).toBeNull());
  });

  it('puts the portfolio value in the window title, masked in privacy mode', async () => {
    const { unmount } = renderWith(<PortfoliosView />, fakeApi(responders()));
    await waitFor(() => expect(document.title).toBe('All portfolios $48,213.57 — Folio Desk'));
    unmount();
    renderWith(
      <PortfoliosView />,
      fakeApi(responders({ 'settings:get': () => live(settings({ privacyMode: true })) })),
    );
    await waitFor(() => expect(document.title).toBe('All portfolios $••• — Folio Desk'));
  });

  it('hides every amount in privacy mode: cards, tables, tooltips, chart axis and summaries', async () => {
    const fake = fakeApi(responders({ 'settings:get': () => live(settings({ privacyMode: true })) }));
    const { container } = renderWith(<PortfoliosView />, fake);
    await screen.findByRole('table', { name: 'Holdings' });
    await waitFor(() => expect(charts.length).toBeGreaterThan(0));
    const text = pageText(container);
    for (const digits of [
      '48',
      '213',
      '18,213',
      '412',
      '1,250',
      '97,512',
      '39,004',
      '3,683',
      '0.4',
      '60.71',
      '45,000',
    ]) {
      expect(text).not.toContain(digits);
    }
    expect(text).toContain('$•••');
    for (const chart of charts) expect(chart.priceFormatter()?.(97512.35)).toBe('$•••');
  });

  it('switches the value chart between USD, BTC and ETH without a new call', async () => {
    const fake = fakeApi(responders());
    renderWith(<PortfoliosView />, fake);
    await waitFor(() => expect(charts[0]?.series[0]?.data).toHaveLength(3));
    const before = fake.callsTo('portfolio:chart').length;
    fireEvent.click(screen.getByRole('radio', { name: 'BTC' }));
    const area = charts[0]?.series[0];
    expect(area?.data.map((d) => (d as { value: number }).value)).toEqual([0.47, 0.48, 0.4944]);
    expect(fake.callsTo('portfolio:chart')).toHaveLength(before);
    expect(screen.getByText(/ended at 0\.4944 BTC/)).toBeTruthy();
  });

  it('says how to go on when the account has no portfolios, and shows the empty cards without an error', async () => {
    renderWith(
      <PortfoliosView />,
      fakeApi(responders({ 'portfolio:list': () => live([]), 'portfolio:coins': () => live([]) })),
    );
    expect(await screen.findByText(/This account has no portfolios on CoinStats yet/)).toBeTruthy();
    expect(await screen.findByText('No holdings in this portfolio.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of the kind when the account has portfolios', async () => {
    renderWith(<PortfoliosView />, fakeApi(responders()));
    await screen.findByRole('button', { name: /^All portfolios/ });
    expect(screen.queryByText(/no portfolios on CoinStats yet/)).toBeNull();
  });

  it('shows every point of the value chart, with room left of the first for its date label', async () => {
    renderWith(<PortfoliosView />, fakeApi(responders()));
    await waitFor(() => expect(charts[0]?.series[0]?.data).toHaveLength(3));
    // fitContent put the first point on the left edge, its date label cut ("ct 26"); the view keeps a margin.
    expect(charts[0]?.rangeRequests.at(-1)).toEqual(fittedRange(3));
    expect(fittedRange(3).from).toBeLessThan(-0.5);
  });

  it('says under the value chart why its change and the P/L of the same period can differ', async () => {
    renderWith(<PortfoliosView />, fakeApi(responders()));
    const card = await screen.findByRole('region', { name: 'Value over time' });
    await within(card).findByRole('figure', { name: /^Value of / });
    expect(
      within(card).getByText(
        'The value includes coins bought, sold, received or sent; profit and loss counts price moves only.',
      ),
    ).toBeTruthy();
  });

  it('labels zero on the P/L axis, puts no last-value tag over axis labels, and writes the latest values', async () => {
    renderWith(<PortfoliosView />, fakeApi(responders()));
    const valueChart = await screen.findByRole('figure', { name: /^Value of / });
    const plChart = await screen.findByRole('figure', { name: /^Profit and loss/ });
    await waitFor(() => expect(charts).toHaveLength(2));
    const series = charts.flatMap((c) => c.series);
    const area = series.find((s) => s.kind === 'Area');
    const bars = series.find((s) => s.kind === 'Histogram');
    // A last-value tag is drawn over the axis label at its height ("-$79.97" over "$0.00").
    for (const s of [area, bars]) {
      expect(s?.options).toMatchObject({ lastValueVisible: false, priceLineVisible: false });
    }
    // The zero line keeps its own label on the axis, whatever the scale's ticks are.
    expect(bars?.priceLines).toEqual([expect.objectContaining({ price: 0, axisLabelVisible: true })]);
    expect(area?.priceLines).toEqual([]);
    // The latest value, which the tag gave, is written under each chart.
    expect(within(valueChart).getByText(/^Latest, .+: \$48,213\.57$/)).toBeTruthy();
    expect(within(plChart).getByText(/^Latest, Nov 21, 2026: \$120\.50$/)).toBeTruthy();
  });

  it('draws a chart the service sent as [timestamp, value] in USD when BTC is chosen, and says so', async () => {
    const usdOnly = chartPoints.map((p) => ({ ...p, btc: null, eth: null }));
    renderWith(
      <PortfoliosView />,
      fakeApi(responders({ 'portfolio:chart': ({ range }) => live({ range, points: usdOnly }) })),
    );
    await waitFor(() => expect(charts[0]?.series[0]?.data).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'BTC' }));
    expect(
      await screen.findByText(/The service sent this chart in USD only: it is shown in USD, not BTC/),
    ).toBeTruthy();
    const area = charts[0]?.series[0];
    expect(area?.data.map((d) => (d as { value: number }).value)).toEqual(usdOnly.map((p) => p.usd));
    expect(screen.getByRole('figure', { name: /in USD$/ })).toBeTruthy();
  });

  it('asks on the card when a read costs more than the threshold, and reads it once the user spends', async () => {
    const asks = {
      code: 'confirmation_required' as const,
      message: 'This call costs 25 credits, above your confirmation threshold of 10.',
      cost: { credits: 25 },
    };
    const fake = fakeApi(
      responders({
        'portfolio:plHistory': (input) =>
          (input as { confirmToken?: string }).confirmToken === 'yes-1'
            ? live({
                interval: 'daily',
                currency: 'USD',
                points: [{ date: '2026-11-21', profitLoss: 120.5, profitLossPercent: 0.3 }],
              })
            : failed(asks),
        'credits:confirm': () => live({ confirmToken: 'yes-1', cost: { ...preview, credits: 25 } }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Profit and loss by period' });
    const spend = await within(card).findByRole('button', { name: 'Spend 25 credits' });
    expect(within(card).getByRole('alert').textContent).toContain(
      'This costs 25 credits, above your confirmation threshold.',
    );
    // Nothing is confirmed until the user presses it.
    expect(fake.callsTo('credits:confirm')).toEqual([]);
    fireEvent.click(spend);
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
    const asked = fake.callsTo('portfolio:plHistory');
    // The yes is for exactly the query on screen, and goes with that query only once.
    expect(fake.callsTo('credits:confirm')).toEqual([{ channel: 'portfolio:plHistory', input: asked[0] }]);
    expect(asked.at(-1)).toEqual({ ...(asked[0] as object), confirmToken: 'yes-1' });
    expect(asked.filter((input) => (input as { confirmToken?: string }).confirmToken)).toHaveLength(1);
  });

  it('prices each range for the press it would be: the cached range 0, any other a read', async () => {
    // Main's preview: what is on screen (1M, daily periods) is cached and fresh; anything else is a 10-credit read.
    const priced = (input: unknown): CostPreview => {
      const { channel, input: call } = input as {
        channel: string;
        input: { range?: string; interval?: string };
      };
      const cached = call.range === '1m' && (call.interval ?? 'daily') === 'daily';
      return {
        credits: cached ? 0 : 10,
        usdc: null,
        needsConfirmation: false,
        explanation: cached ? 'cached (updated just now)' : `10 credits for ${channel}`,
      };
    };
    const fake = fakeApi(responders({ 'credits:preview': (input) => live(priced(input)) }));
    renderWith(<PortfoliosView />, fake);
    const chartCard = await screen.findByRole('region', { name: 'Value over time' });
    // Before any press the badge says what a new range costs, not the 0 of the range already shown.
    const tip = await tipSaying(chartCard, '10 credits a range; 1M cached: 0 credits');
    expect(tip.textContent).toContain('1M: 0 credits: cached');
    expect(within(chartCard).getByText('10 credits')).toBeTruthy();
    const oneYear = within(chartCard).getByRole('radio', { name: '1Y' });
    expect(oneYear.getAttribute('title')).toBeNull();
    fireEvent.click(oneYear);
    await waitFor(() =>
      expect(fake.callsTo('portfolio:chart')).toContainEqual({ portfolioId: undefined, range: '1y' }),
    );
    // The P/L card prices its periods and ranges the same way.
    const plCard = screen.getByRole('region', { name: 'Profit and loss by period' });
    await tipSaying(plCard, '10 credits a period; Daily cached: 0 credits');
    await tipSaying(plCard, '10 credits a range; 1M cached: 0 credits');
    expect(within(plCard).getByRole('radio', { name: 'Weekly' }).getAttribute('title')).toBeNull();
  });

  it('keeps the shown chart dimmed under "Loading 1Y…" until the new range arrives, and labels what is shown', async () => {
    let release = () => {};
    const fake = fakeApi(
      responders({
        'portfolio:chart': ({ range }) =>
          range === '1y'
            ? new Promise((resolve) => {
                release = () => resolve(live({ range, points: chartPoints }));
              })
            : live({ range, points: chartPoints }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const chartCard = await screen.findByRole('region', { name: 'Value over time' });
    await within(chartCard).findByRole('figure', { name: /All portfolios · 1M · in USD/ });
    fireEvent.click(within(chartCard).getByRole('radio', { name: '1Y' }));
    expect((await within(chartCard).findByRole('status')).textContent).toBe('Loading 1Y…');
    // The 1M points stay, dimmed and still called 1M.
    expect(within(chartCard).getByRole('figure', { name: / · 1M · in USD/ })).toBeTruthy();
    expect(within(chartCard).getByRole('figure').closest('[aria-busy="true"]')).toBeTruthy();
    act(() => release());
    await within(chartCard).findByRole('figure', { name: /All portfolios · 1Y · in USD/ });
    expect(within(chartCard).queryByRole('status')).toBeNull();
    expect(within(chartCard).getByRole('radio', { name: '1Y' }).getAttribute('aria-checked')).toBe('true');
  });

  it('leaves the selection on the range still shown when a new range cannot be loaded', async () => {
    const fake = fakeApi(
      responders({
        'portfolio:chart': ({ range }) =>
          range === '1w'
            ? failed({ code: 'network', message: 'Connection refused.' })
            : live({ range, points: chartPoints }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const chartCard = await screen.findByRole('region', { name: 'Value over time' });
    await within(chartCard).findByRole('figure', { name: / · 1M · in USD/ });
    fireEvent.click(within(chartCard).getByRole('radio', { name: '1W' }));
    // The service is out of reach and 1W was never cached: the sentence says so, not only that it failed.
    expect(
      await within(chartCard).findByText('1W is not cached and the service is out of reach: showing 1M.'),
    ).toBeTruthy();
    expect(within(chartCard).getByRole('radio', { name: '1M' }).getAttribute('aria-checked')).toBe('true');
    expect(within(chartCard).getByRole('radio', { name: '1W' }).getAttribute('aria-checked')).toBe('false');
    expect(within(chartCard).getByRole('figure', { name: / · 1M · in USD/ })).toBeTruthy();
  });

  it('offline, a range’s price says nothing is sent, its price once the service answers beside it', async () => {
    const priced = (input: unknown): CostPreview => {
      const { input: call } = input as { input: { range?: string } };
      const cached = call.range === '1m';
      return {
        credits: cached ? 0 : 10,
        usdc: null,
        needsConfirmation: false,
        explanation: cached ? 'cached (updated just now)' : '10 credits',
      };
    };
    renderWith(
      <PortfoliosView />,
      fakeApi(
        responders({
          'credits:preview': (input) => live(priced(input)),
          'connectivity:status': () => live(offlineState),
        }),
      ),
    );
    const chartCard = await screen.findByRole('region', { name: 'Value over time' });
    // The badge says "offline"; its tooltip says nothing is sent, with the price once the service answers.
    expect(await within(chartCard).findByText('offline')).toBeTruthy();
    const tip = await tipSaying(chartCard, '10 credits a range; 1M cached: 0 credits');
    expect(tip.textContent).toContain('offline — nothing is sent while the service is out of reach');
    // A cached range costs nothing either way.
    expect(tip.textContent).toContain('1M: 0 credits: cached');
  });

  it('says only that a range could not be loaded when the service answered with an error', async () => {
    const fake = fakeApi(
      responders({
        'portfolio:chart': ({ range }) =>
          range === '1w'
            ? failed({ code: 'server_error', status: 500, message: 'The service failed.' })
            : live({ range, points: chartPoints }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const chartCard = await screen.findByRole('region', { name: 'Value over time' });
    await within(chartCard).findByRole('figure', { name: / · 1M · in USD/ });
    fireEvent.click(within(chartCard).getByRole('radio', { name: '1W' }));
    expect(await within(chartCard).findByText('1W could not be loaded: showing 1M.')).toBeTruthy();
  });

  it('never shows one portfolio’s figures under another’s name when the other cannot be read', async () => {
    const offline = { code: 'network', message: 'The service is unreachable.' } as const;
    const fails = <T,>(q: { portfolioId?: string }, ok: () => T) =>
      q.portfolioId === 'p1' ? failed<T>(offline) : live(ok());
    renderWith(
      <PortfoliosView />,
      fakeApi(
        responders({
          'portfolio:value': (q) => fails(q, () => value),
          'portfolio:coins': (q) => fails(q, () => holdings),
        }),
      ),
    );
    const valueCard = await screen.findByRole('region', { name: 'Value and profit' });
    await within(valueCard).findByText('$48,213.57');
    const holdingsCard = screen.getByRole('region', { name: 'Holdings' });
    await within(holdingsCard).findByRole('table', { name: 'Holdings' });
    // Main was never read, and cannot be now: its cards say so, with none of All portfolios' figures.
    fireEvent.click(await screen.findByRole('button', { name: /^Main/ }));
    await within(valueCard).findByText(/Not cached yet/);
    expect(within(valueCard).queryByText('$48,213.57')).toBeNull();
    await within(holdingsCard).findByText(/Not cached yet/);
    expect(within(holdingsCard).queryByRole('table', { name: 'Holdings' })).toBeNull();
  });

  it('titles the window by the portfolio whose value is shown, and says when another is loading', async () => {
    let release = () => {};
    const fake = fakeApi(
      responders({
        'portfolio:value': ({ portfolioId }) =>
          portfolioId === 'p1'
            ? new Promise((resolve) => {
                release = () => resolve(live({ ...value, totalValue: 1000 }));
              })
            : live(value),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    await waitFor(() => expect(document.title).toBe('All portfolios $48,213.57 — Folio Desk'));
    fireEvent.click(await screen.findByRole('button', { name: /^Main/ }));
    await waitFor(() => expect(document.title).toBe('Loading Main… — Folio Desk'));
    const card = screen.getByRole('region', { name: 'Value and profit' });
    expect(within(card).getByRole('status').textContent).toBe('Loading Main…');
    act(() => release());
    await waitFor(() => expect(document.title).toBe('Main $1,000.00 — Folio Desk'));
  });

  it('shows the readable holdings by name, and says how many rows could not be read', async () => {
    const withIcon = { ...holdings[0]!, icon: 'https://static.coinstats.app/coins/bitcoin.png' };
    const skipped = { count: 2, issues: [{ path: '3.count', message: 'Invalid input: expected number' }] };
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const fake = fakeApi(
      responders({
        'portfolio:coins': () => live([withIcon, ...holdings.slice(1)], { skipped }),
        'icons:get': ({ urls }) => live(urls.map((url) => ({ url, dataUrl, status: 'cached' as const }))),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const table = await screen.findByRole('table', { name: 'Holdings' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + holdings.length);
    expect(within(table).getByText('Bitcoin')).toBeTruthy();
    // The icon is drawn from the data: URL main hands over, never from the remote address (the CSP loads none);
    // the coins without an icon address show their symbol on a placeholder, and main is not asked for them.
    await waitFor(() => expect(table.querySelector('img')?.getAttribute('src')).toBe(dataUrl));
    expect(table.querySelectorAll('img')).toHaveLength(1);
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [withIcon.icon] }]);
    expect(within(table).getByText('ETH', { selector: '[data-icon="placeholder"]' })).toBeTruthy();
    const note = screen.getByText('2 holdings could not be read (details)');
    fireEvent.click(note);
    expect(pageText(document.body)).toContain('row 3.count: Invalid input: expected number');
  });

  it('reads transactions page by page: "Load more" shows its price, then the next page', async () => {
    const tx = (page: number, i: number) => ({
      id: `${page}:${i}`,
      type: 'Buy',
      date: new Date(Date.UTC(2026, 0, 1) + (page * 1000 + i) * 60_000).toISOString(),
      coinId: 'bitcoin',
      symbol: 'BTC',
      count: 1,
      totalWorth: 10,
      profitLoss: null,
      note: null,
      addresses: [],
    });
    const pageOf = (input: unknown) => {
      const { page = 1 } = input as { page?: number };
      return live(Array.from({ length: page === 1 ? 100 : 5 }, (_, i) => tx(page, i)));
    };
    const previews: unknown[] = [];
    const fake = fakeApi(
      responders({
        'portfolio:transactions': pageOf,
        'credits:preview': (input) => {
          previews.push(input);
          return live({ ...preview, credits: 4, explanation: '4 credits for GET /portfolio/transactions' });
        },
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    // The table shows the 100 read 25 at a time.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(
      screen.getByText(
        '100 transactions loaded. Older ones may be on the service: Load more reads the next 100.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Load more' });
    await waitFor(() =>
      expect(previews).toContainEqual({
        channel: 'portfolio:transactions',
        input: { portfolioId: undefined, currency: 'USD', page: 2, limit: 100 },
      }),
    );
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText(/^105 transactions loaded\./)).toBeTruthy());
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    expect(
      fake.calls.filter((c) => c.channel === 'portfolio:transactions').map((c) => c.input),
    ).toContainEqual({
      portfolioId: undefined,
      currency: 'USD',
      page: 2,
      limit: 100,
    });
    // The second page was not full: there is nothing more to load, and the count says so.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('105 transactions loaded. There are no more on the service.')).toBeTruthy();
  });

  it('sorts holdings by a column, and back', async () => {
    renderWith(<PortfoliosView />, fakeApi(responders()));
    const table = await screen.findByRole('table', { name: 'Holdings' });
    const symbols = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td .fd-coin-symbol')?.textContent);
    expect(symbols()).toEqual(['BTC', 'ETH', 'SOL']);
    fireEvent.click(within(table).getByRole('button', { name: /All-time P\/L/ }));
    expect(symbols()).toEqual(['BTC', 'SOL', 'ETH']);
    fireEvent.click(within(table).getByRole('button', { name: /All-time P\/L/ }));
    expect(symbols()).toEqual(['SOL', 'BTC', 'ETH']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /All-time P\/L/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('keeps cached data on screen with a banner and a retry when the service fails', async () => {
    const fake = fakeApi(
      responders({
        'portfolio:value': () =>
          live(value, {
            source: 'cache',
            stale: true,
            fetchedAt: Date.UTC(2026, 10, 22, 7, 0),
            error: { code: 'unavailable', status: 503, message: 'The service is temporarily unavailable.' },
          }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value and profit' });
    expect(within(card).getByText('$48,213.57')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toContain(
      'Showing cached portfolio value from 3 hr. ago.',
    );
    const calls = fake.callsTo('portfolio:value').length;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fake.callsTo('portfolio:value').length).toBe(calls + 1));
  });

  it('asks for a read that timed out when Retry is pressed: main sends such a read again only when asked', async () => {
    const fake = fakeApi(
      responders({
        'portfolio:value': () => failed({ code: 'held', message: 'Not sent again by itself.' }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value and profit' });
    await within(card).findByText(/Press Retry to ask again now \(it costs its price again\)/);
    fireEvent.click(await within(card).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fake.callsTo('portfolio:value').at(-1)).toMatchObject({ refresh: true }));
  });

  it('offline, keeps cached data with only its stale badge: the offline banner is app-wide', async () => {
    const fake = fakeApi(
      responders({
        'portfolio:value': () =>
          live(value, {
            source: 'cache',
            stale: true,
            fetchedAt: Date.UTC(2026, 10, 22, 7, 0),
            error: { code: 'network', message: 'Connection refused.' },
          }),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    const card = await screen.findByRole('region', { name: 'Value and profit' });
    expect(within(card).getByText('$48,213.57')).toBeTruthy();
    expect(within(card).getByText('Stale')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(card.textContent).not.toContain('Check your internet connection');
  });

  it('tells the user to check the key on a 401 with nothing cached', async () => {
    renderWith(
      <PortfoliosView />,
      fakeApi(
        responders({
          'portfolio:value': () =>
            failed({ code: 'unauthorized', status: 401, message: 'The API key was rejected.' }),
        }),
      ),
    );
    const card = await screen.findByRole('region', { name: 'Value and profit' });
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Check your API key in Settings');
  });

  it('adds a shared portfolio with its passcode and selects it', async () => {
    const added = {
      portfolioId: 'shared:9',
      portfolioName: 'Bob',
      portfolioType: 'other' as const,
      shared: true,
      hasPasscode: true,
    };
    const fake = fakeApi(responders({ 'portfolio:addShared': () => live(added) }));
    renderWith(<PortfoliosView />, fake);
    // The form waits behind a button, so it does not take the place of the figures.
    expect(screen.queryByLabelText('Share token')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Add shared portfolio' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bob' } });
    fireEvent.change(screen.getByLabelText('Share token'), { target: { value: 'tok-123' } });
    fireEvent.change(screen.getByLabelText('Passcode (if the owner set one)'), { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(fake.callsTo('portfolio:addShared')).toEqual([
        { name: 'Bob', shareToken: 'tok-123', passcode: '4321' },
      ]),
    );
    await waitFor(() =>
      expect(fake.callsTo('portfolio:value')).toContainEqual({ portfolioId: 'shared:9', currency: 'USD' }),
    );
  });

  it('prices Add beside it: the trial read, then opening the new portfolio, each from main’s previews', async () => {
    // A soak spent 57 on Add with no price shown: the trial value read 10, then the new portfolio's chart 10,
    // P/L 25, holdings 8 and transactions 4 (its value is the trial's, cached); the list and the figures on
    // screen came from the cache.
    const adding: Record<string, number> = {
      'portfolio:value': 10,
      'portfolio:chart': 10,
      'portfolio:plHistory': 25,
      'portfolio:coins': 8,
      'portfolio:transactions': 4,
    };
    const priced = (credits: number): CostPreview => ({
      credits,
      usdc: null,
      needsConfirmation: false,
      explanation: credits === 0 ? 'cached' : `${credits} credits`,
    });
    const fake = fakeApi(
      responders({
        'credits:preview': ({ channel, input }) => {
          if (channel === 'portfolio:addShared') return live(priced(10));
          const { portfolioId } = input as { portfolioId?: string };
          return live(priced(portfolioId === 'shared:adding' ? (adding[channel] ?? 0) : 0));
        },
      }),
    );
    renderWith(<PortfoliosView />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Add shared portfolio' }));
    const add = screen.getByRole('button', { name: 'Add' });
    await waitFor(() => expect(badgeWords(add.nextElementSibling)).toBe('57 credits'));
    expect(add.nextElementSibling?.querySelector('[role="tooltip"]')?.textContent).toMatch(
      /^10 credits, then 47 to open the new portfolio\n/,
    );
  });

  it('paying per request, prices Add in USDC and leaves out the reads the gateway does not serve', async () => {
    // The list and the P/L history are not served by the gateway: opening the new portfolio refuses them without
    // sending. Its chart, holdings and transactions are paid, 0.001 USDC each.
    const fake = fakeApi(
      responders({
        'credits:preview': ({ channel, input }) => {
          const { portfolioId } = input as { portfolioId?: string };
          if (channel === 'portfolio:list' || channel === 'portfolio:plHistory') {
            return live({
              credits: channel === 'portfolio:plHistory' ? 25 : 2,
              usdc: null,
              needsConfirmation: false,
              explanation: 'not served',
              unavailable: 'Not available when paying per request.',
            });
          }
          const paid =
            channel === 'portfolio:addShared' ||
            (portfolioId === 'shared:adding' && channel !== 'portfolio:value');
          return live({
            credits: paid ? 10 : 0,
            usdc: paid ? '0.001' : null,
            needsConfirmation: false,
            explanation: paid ? '10 credits' : 'cached',
          });
        },
      }),
    );
    renderWith(<PortfoliosView />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Add shared portfolio' }));
    const add = screen.getByRole('button', { name: 'Add' });
    // Paid per request, the badge shows the USDC of the whole click; its tooltip both parts.
    await waitFor(() => expect(badgeWords(add.nextElementSibling)).toBe('0.004 USDC'));
    expect(add.nextElementSibling?.querySelector('[role="tooltip"]')?.textContent).toMatch(
      /^10 credits \(0\.001 USDC\), then 30 credits \(0\.003 USDC\) to open the new portfolio\n/,
    );
  });

  it('refetches when main says portfolio data changed', async () => {
    const fake = fakeApi(responders());
    renderWith(<PortfoliosView />, fake);
    await screen.findByRole('table', { name: 'Holdings' });
    const before = fake.callsTo('portfolio:coins').length;
    act(() => fake.emit('data:changed', { kinds: ['wallet'] }));
    expect(fake.callsTo('portfolio:coins')).toHaveLength(before);
    act(() => fake.emit('data:changed', { kinds: ['portfolio'] }));
    await waitFor(() => expect(fake.callsTo('portfolio:coins')).toHaveLength(before + 1));
    // A change announced by main is read through the cache; only the Refresh button asks for live reads.
    expect(fake.callsTo('portfolio:coins').at(-1)).not.toHaveProperty('refresh');
  });

  it('Refresh asks for every read live, priced as live reads beside the button', async () => {
    const fake = fakeApi(responders());
    renderWith(<PortfoliosView />, fake);
    await screen.findByRole('table', { name: 'Holdings' });
    const channels = [
      'portfolio:list',
      'portfolio:value',
      'portfolio:chart',
      'portfolio:plHistory',
      'portfolio:coins',
      'portfolio:transactions',
    ] as const;
    for (const channel of channels) {
      expect(fake.callsTo(channel).every((input) => !(input as { refresh?: boolean }).refresh)).toBe(true);
    }
    const priced = fake.callsTo('credits:preview') as { channel: string; input: { refresh?: boolean } }[];
    const badge = priced.filter((p) => p.input.refresh === true).map((p) => p.channel);
    expect(new Set(badge)).toEqual(new Set(channels));

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    for (const channel of channels) {
      await waitFor(() => expect(fake.callsTo(channel).at(-1)).toMatchObject({ refresh: true }));
    }
  });

  it('offline, Refresh says it tries the service again instead of a price, and tries it before reading', async () => {
    const fake = fakeApi(
      responders({
        'connectivity:status': () => live(offlineState),
        'connectivity:retry': () => live(offlineState),
      }),
    );
    renderWith(<PortfoliosView />, fake);
    await screen.findByRole('table', { name: 'Holdings' });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    // The badge beside Refresh says "offline"; its tooltip says pressing it tries the service first.
    await waitFor(() => expect(badgeWords(refresh.nextElementSibling)).toBe('offline'));
    const badge = refresh.nextElementSibling as HTMLElement;
    expect((await tipSaying(badge, 'The service is out of reach')).textContent).toContain(
      'Refresh tries it again first (free)',
    );
    expect((refresh as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(refresh);
    await waitFor(() => expect(fake.callsTo('connectivity:retry')).toHaveLength(1));
    // Still out of reach: the reads answer from the cache, as before the press.
    await waitFor(() => expect(fake.callsTo('portfolio:value').at(-1)).toMatchObject({ refresh: true }));
  });
});

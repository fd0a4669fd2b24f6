// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioSummary } from '../../../../../src/shared/domain/portfolio';
import { OverviewView } from '../../../../../src/renderer/src/views/overview/overview-view';
import { fakeApi } from '../../helpers/fake-api';
import { holdings, live, portfolios, settings, value } from '../../helpers/fixtures';
import { charts } from '../../helpers/lightweight-charts-mock';
import { portfolioResponders } from '../../helpers/portfolio-responders';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// Overview with the chart library replaced (happy-dom has no canvas): what it reads, and the figures it shows
// from the fixtures, worked by hand. The browser walk is test/e2e/views/overview.test.ts.

const responders = portfolioResponders;

beforeEach(() => {
  charts.length = 0;
});
afterEach(cleanup);

const region = (name: string) => screen.getByRole('region', { name });
/** An element's text less what is hidden from screen readers (an icon's placeholder letters). */
function shownText(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}
/** An allocation table's rows as read aloud: the slice's name (not its icon's letters), share and value. */
const slices = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      shownText(within(row).getByRole('rowheader')),
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

describe('Overview', () => {
  it('reads the aggregate of every portfolio, and nothing it does not show', async () => {
    const fake = fakeApi(responders());
    renderWith(<OverviewView />, fake);
    await screen.findByText('$48,213.57');
    for (const channel of ['portfolio:value', 'portfolio:coins'] as const) {
      expect(fake.callsTo(channel)).toEqual([{ portfolioId: undefined, currency: 'USD' }]);
    }
    // The chart card and the returns card ask for the same aggregate chart (main answers both with one read).
    await waitFor(() => expect(fake.callsTo('portfolio:chart')).toHaveLength(2));
    expect(new Set(fake.callsTo('portfolio:chart').map((c) => JSON.stringify(c)))).toEqual(
      new Set([JSON.stringify({ range: '1m' })]),
    );
    // The returns of every portfolio together: their daily P/L history and first page of transactions.
    await waitFor(() =>
      expect(fake.callsTo('portfolio:plHistory')).toEqual([
        { portfolioId: undefined, currency: 'USD', interval: 'daily', range: '1m' },
      ]),
    );
    expect(fake.callsTo('portfolio:transactions')).toEqual([
      { portfolioId: undefined, currency: 'USD', limit: 100 },
    ]);
  });

  it('shows the total with its 24h change in money and percent, and its age', async () => {
    renderWith(<OverviewView />, fakeApi(responders()));
    const change = await screen.findByLabelText('Change over 24 hours');
    // BTC 39,004.80 at +1.2 % was 38,542.29; ETH 9,208.77 at -0.8 % was 9,283.03: +388.24 on 47,825.33.
    await waitFor(() => expect(change.textContent).toContain('+$388.24'));
    expect(change.textContent).toContain('+0.81%');
    expect(within(change).getByText('+$388.24').className).toContain('fd-num--up');
    expect(region('Total value').textContent).toMatch(/Live from the service · 3 min\. ago/);
  });

  it('says beside the total that DeFi positions are not in it', async () => {
    renderWith(<OverviewView />, fakeApi(responders()));
    await screen.findByText('$48,213.57');
    expect(within(region('Total value')).getByTestId('defi-note').textContent).toMatch(/^DeFi not included/);
  });

  it('draws the value with BTC and ETH lines from the same chart answer', async () => {
    const fake = fakeApi(responders());
    renderWith(<OverviewView />, fake);
    await screen.findByRole('figure', { name: /with BTC and ETH/ });
    const chart = charts[0];
    expect(chart?.series.map((s) => s.kind)).toEqual(['Area', 'Line', 'Line']);
    const last = (i: number) => (chart?.series[i]?.data.at(-1) as { value: number }).value;
    await waitFor(() => expect(chart?.series[1]?.data).toHaveLength(3));
    // 45,000 held in BTC at 95,744.68 (45,000 / 0.47), worth it at 97,519.36 (48,213.57 / 0.4944).
    expect(last(1)).toBeCloseTo(45834.1, 1);
    expect(last(2)).toBeCloseTo(45672.14, 1);
    const legend = screen.getByRole('list', { name: 'Change in value over the range' });
    expect(legend.textContent).toMatch(/Value.*\+7\.14%.*BTC\s*\+1\.85%.*ETH\s*\+1\.49%/);
    // One chart answer: switching to BTC re-reads nothing.
    const before = fake.callsTo('portfolio:chart').length;
    fireEvent.click(within(region('Value over time')).getByRole('radio', { name: 'BTC' }));
    await waitFor(() => expect(last(0)).toBe(0.4944));
    expect(fake.callsTo('portfolio:chart')).toHaveLength(before);
  });

  it('names the chart’s figure as the change in value, deposits included, pointing to Returns for the TWR', async () => {
    renderWith(<OverviewView />, fakeApi(responders()));
    const legend = await screen.findByRole('list', { name: /over the range$/ });
    // Each entry as the user reads it, its tooltip aside: the value's change, not a return that the Returns card
    // beside it gives as a different time-weighted figure.
    const items = within(legend).getAllByRole('listitem');
    const read = (item: HTMLElement) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[role="tooltip"], [aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    expect(items.slice(0, 3).map(read)).toEqual(['Value +7.14%', 'BTC +1.85%', 'ETH +1.49%']);
    expect(legend.getAttribute('aria-label')).toBe('Change in value over the range');
    const tips = (item: HTMLElement | undefined) =>
      [...(item?.querySelectorAll('[role="tooltip"]') ?? [])].map((tip) => tip.textContent);
    expect(tips(items[0])).toEqual([
      expect.stringMatching(/deposits and withdrawals included.*time-weighted return/),
    ]);
    // BTC and ETH say the same kind of figure: the change in value of the starting value held in the coin.
    expect(tips(items[3])).toEqual([expect.stringMatching(/change in value/)]);
  });

  it('divides the total by coin, and names the day’s movers with their icons', async () => {
    renderWith(<OverviewView />, fakeApi(responders()));
    const table = await screen.findByRole('table', { name: 'Allocation by coin' });
    // SOL is worth nothing: no slice.
    expect(slices(table)).toEqual([
      ['BTC', '80.9%', '$39.00K'],
      ['ETH', '19.1%', '$9.21K'],
    ]);
    expect(table.querySelectorAll('.fd-coin-icon')).toHaveLength(2);
    const movers = region('Top movers · 24h');
    expect(shownText(within(movers).getByRole('list', { name: 'Gainers' }))).toBe('BTC+1.20%');
    expect(shownText(within(movers).getByRole('list', { name: 'Losers' }))).toBe('ETH-0.80%');
    expect(movers.querySelectorAll('.fd-coin-icon')).toHaveLength(2);
  });

  it('links each of the largest holdings to its coin page', async () => {
    renderWith(<OverviewView />, fakeApi(responders()));
    const table = await screen.findByRole('table', { name: 'Largest holdings' });
    expect(
      within(table)
        .getByRole('link', { name: /Bitcoin/ })
        .getAttribute('href'),
    ).toBe('#coin/bitcoin');
  });

  it('leaves a likely-spam coin out of the largest holdings once the user left it out of the totals', async () => {
    const [btc] = holdings;
    if (!btc) throw new Error('the fixtures hold bitcoin');
    // An airdropped look-alike priced at millions: the service flags it, and it would top the list.
    const spam = {
      ...btc,
      coinId: 'fake-usdc',
      symbol: 'USDC-BONUS',
      name: 'USDC Bonus',
      value: 2_000_000,
      isFake: true,
    };
    const fake = fakeApi(
      responders({
        'settings:get': () => live(settings({ likelySpamInTotals: false })),
        'portfolio:coins': () => live([...holdings, spam]),
      }),
    );
    renderWith(<OverviewView />, fake);
    const table = await screen.findByRole('table', { name: 'Largest holdings' });
    await waitFor(() => expect(within(table).queryByText(/Bitcoin/)).not.toBeNull());
    expect(table.textContent).not.toContain('USDC-BONUS');
  });

  it('says how many holdings Portfolios lists when Overview shows only the largest', async () => {
    const [btc] = holdings;
    if (!btc) throw new Error('the fixtures hold bitcoin');
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...btc,
      coinId: `coin-${i}`,
      symbol: `C${i}`,
      value: 100 + i,
    }));
    renderWith(<OverviewView />, fakeApi(responders({ 'portfolio:coins': () => live(many) })));
    const table = await screen.findByRole('table', { name: 'Largest holdings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('link', { name: 'All 12 in Portfolios' }).getAttribute('href')).toBe(
      '#portfolios',
    );
    cleanup();
    // Every holding already on Overview: the link says no number.
    renderWith(<OverviewView />, fakeApi(responders()));
    await screen.findByRole('table', { name: 'Largest holdings' });
    expect(screen.getByRole('link', { name: 'All in Portfolios' })).toBeTruthy();
  });

  it('offers allocation by portfolio only with two own portfolios, and reads each one’s value then', async () => {
    const two: PortfolioSummary[] = [
      ...portfolios,
      {
        portfolioId: 'p2',
        portfolioName: 'Cold',
        portfolioType: 'wallet',
        shared: false,
        hasPasscode: false,
      },
    ];
    const fake = fakeApi(
      responders({
        'portfolio:list': () => live(two),
        'portfolio:value': ({ portfolioId }) =>
          live({ ...value, totalValue: portfolioId === 'p2' ? 12000 : portfolioId === 'p1' ? 36000 : 48000 }),
      }),
    );
    renderWith(<OverviewView />, fake);
    const card = region('Allocation');
    const byPortfolio = await within(card).findByRole('radio', { name: 'Portfolio' });
    fireEvent.click(byPortfolio);
    const table = await within(card).findByRole('table', { name: 'Allocation by portfolio' });
    // The shared portfolio is not in the total: it is not read, nor a slice.
    expect(fake.callsTo('portfolio:value')).toEqual(
      expect.arrayContaining([
        { portfolioId: 'p1', currency: 'USD' },
        { portfolioId: 'p2', currency: 'USD' },
      ]),
    );
    expect(fake.callsTo('portfolio:value')).not.toContainEqual({ portfolioId: 'shared:7', currency: 'USD' });
    expect(slices(table)).toEqual([
      ['Main', '75.0%', '$36.00K'],
      ['Cold', '25.0%', '$12.00K'],
    ]);
  });

  it('keeps every amount masked in privacy mode', async () => {
    renderWith(
      <OverviewView />,
      fakeApi(responders({ 'settings:get': () => live(settings({ privacyMode: true })) })),
    );
    await screen.findByRole('table', { name: 'Allocation by coin' });
    await screen.findByRole('list', { name: 'Change in value over the range' });
    const text = document.body.textContent ?? '';
    for (const amount of ['48,213', '388.24', '39.00K', '7.14%']) expect(text).not.toContain(amount);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelName } from '../../../../../src/shared/contract';
import { PortfoliosView } from '../../../../../src/renderer/src/views/portfolios/portfolios-view';
import { fakeApi } from '../../helpers/fake-api';
import { chartPoints, holdings, live, meter, portfolios, settings, value } from '../../helpers/fixtures';
import { tipSaying } from '../../helpers/cost-tip';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// Choosing a portfolio in the picker reads its cards: each chip says what that costs before it is pressed,
// priced with the reads the view then makes, through the cache (a fresh cached portfolio is free).

/** The service's prices of a live read; 'Main' (p1) is cached and fresh, so its reads cost nothing. */
const PRICES: Partial<Record<ChannelName, number>> = {
  'portfolio:value': 2,
  'portfolio:chart': 10,
  'portfolio:plHistory': 25,
  'portfolio:coins': 10,
  'portfolio:transactions': 10,
};

function view() {
  const fake = fakeApi({
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': ({ channel, input }) => {
      const { portfolioId, refresh } = input as { portfolioId?: string; refresh?: boolean };
      const credits = portfolioId === 'p1' && !refresh ? 0 : (PRICES[channel as ChannelName] ?? 0);
      return live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits} credits` });
    },
    'portfolio:list': () => live(portfolios),
    'portfolio:value': () => live(value),
    'portfolio:chart': ({ range }) => live({ range, points: chartPoints }),
    'portfolio:plHistory': () => live({ interval: 'daily', currency: 'USD', points: [] }),
    'portfolio:coins': () => live(holdings),
    'portfolio:transactions': () => live([]),
  });
  renderWith(<PortfoliosView />, fake);
  return fake;
}

const previewsOf = (fake: ReturnType<typeof view>, portfolioId: string) =>
  fake
    .callsTo('credits:preview')
    .map((c) => c as { channel: ChannelName; input: { portfolioId?: string; refresh?: boolean } })
    .filter((c) => c.input.portfolioId === portfolioId && c.channel !== 'portfolio:list');

/** Each read once: the same channel and input asked twice is one request (stores/opening.ts distinct). */
const distinct = <T,>(calls: readonly T[]): T[] => [
  ...new Map(calls.map((c) => [JSON.stringify(c), c])).values(),
];

/** The distinct reads of `portfolioId` sent to main, as channel and input. */
const readsMade = (fake: ReturnType<typeof view>, portfolioId: string) =>
  distinct(
    fake.calls
      .filter((c) => c.channel !== 'credits:preview')
      .filter((c) => (c.input as { portfolioId?: string } | null)?.portfolioId === portfolioId)
      .map((c) => ({ channel: c.channel, input: c.input })),
  );

afterEach(cleanup);

describe('Portfolio picker prices', () => {
  it('shows each portfolio’s price before the click, the cached one at 0, and one summary for the row', async () => {
    const fake = view();
    const picker = await screen.findByRole('navigation', { name: 'Portfolios' });
    const chip = (name: RegExp) => within(picker).getByRole('button', { name });
    const tip = await tipSaying(
      picker,
      'Opening a portfolio reads its figures: 57 credits a portfolio; Main cached: 0 credits',
    );
    expect(tip.textContent).toContain('Main: 0 credits: cached');
    expect(chip(/^Ann's/).getAttribute('title')).toBeNull();
    // The one on screen reads nothing when pressed again: it is not priced.
    expect(chip(/^All portfolios/).getAttribute('title')).toBe('Shown now');
    // A chip's read goes through the cache: its price is never the price of a forced (Refresh) read.
    expect(previewsOf(fake, 'shared:7').map((c) => c.input.refresh)).not.toContain(true);

    // Asked once: a preview moves no meter, so nothing asks again.
    const asked = fake.callsTo('credits:preview').length;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fake.callsTo('credits:preview')).toHaveLength(asked);
  });

  it('prices exactly the reads pressing the chip makes', async () => {
    const fake = view();
    const picker = await screen.findByRole('navigation', { name: 'Portfolios' });
    await tipSaying(picker, 'Opening a portfolio reads its figures: 57 credits a portfolio');
    const priced = distinct(previewsOf(fake, 'shared:7'));
    fireEvent.click(within(picker).getByRole('button', { name: /^Ann's/ }));
    // The Returns card asks for some of the view's own reads too: main joins identical reads in flight, or the
    // cache answers the later one, so each distinct read is what is spent.
    await waitFor(() => expect(readsMade(fake, 'shared:7')).toHaveLength(priced.length));
    const made = readsMade(fake, 'shared:7');
    expect(made).toEqual(expect.arrayContaining(priced));
    expect(priced).toEqual(expect.arrayContaining(made));
    // Now Ann's is shown; All portfolios is the one priced in its place.
    expect(
      within(picker)
        .getByRole('button', { name: /^Ann's/ })
        .getAttribute('title'),
    ).toBe('Shown now');
  });

  it('prices the Returns card’s reads too, when its range is not the view’s', async () => {
    const fake = view();
    const returns = await screen.findByRole('region', { name: 'Returns' });
    // The card shows 3M; the view's chart and P/L stay on 1M.
    fireEvent.click(within(returns).getByRole('radio', { name: '3M' }));
    const picker = screen.getByRole('navigation', { name: 'Portfolios' });
    await waitFor(() =>
      expect(previewsOf(fake, 'shared:7')).toContainEqual({
        channel: 'portfolio:chart',
        input: { portfolioId: 'shared:7', range: '3m' },
      }),
    );
    // The view's five reads (57) and the card's 3M P/L history (25) and chart (10).
    await tipSaying(picker, 'Opening a portfolio reads its figures: 92 credits a portfolio');
    const priced = distinct(previewsOf(fake, 'shared:7'));
    fireEvent.click(within(picker).getByRole('button', { name: /^Ann's/ }));
    await waitFor(() => expect(readsMade(fake, 'shared:7')).toHaveLength(priced.length));
    const made = readsMade(fake, 'shared:7');
    expect(made).toEqual(expect.arrayContaining(priced));
    expect(priced).toEqual(expect.arrayContaining(made));
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnsCard } from '../../../../../src/renderer/src/components/returns/returns-card';
import type { PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';
import { ok } from '../../../../../src/shared/envelope';
import { fakeApi } from '../../helpers/fake-api';
import { live, meta, NOW, settings } from '../../helpers/fixtures';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

// The Returns card in the user's language: the two returns named as that language's finance apps name them, the
// "How this was computed" panel's words translated around the same math, and its counts in the language's plural.

const DAY = 86_400_000;
const READ_AT = NOW - 60_000;
const start = READ_AT - 2 * DAY;
const iso = (t: number) => new Date(t).toISOString();
const buy = (id: string, at: number, worth: number): PortfolioTransaction => ({
  id,
  type: 'Buy',
  date: iso(at),
  coinId: 'bitcoin',
  symbol: 'BTC',
  count: 1,
  totalWorth: worth,
  profitLoss: null,
  note: null,
  addresses: [],
});

const service = () =>
  fakeApi({
    'settings:get': () => live(settings()),
    'portfolio:plHistory': (input) =>
      ok(
        {
          interval: 'daily',
          currency: input.currency ?? 'USD',
          points: [
            { date: iso(start), profitLoss: 10, profitLossPercent: 10 },
            { date: iso(start + DAY), profitLoss: -55.5, profitLossPercent: -5 },
          ],
        },
        meta({ fetchedAt: READ_AT, source: 'cache' }),
      ),
    'portfolio:chart': (input) =>
      ok(
        {
          range: input.range,
          points: [
            { t: start, usd: 100, btc: 0.002, eth: 0.04 },
            { t: start + DAY, usd: 110, btc: 0.0021, eth: 0.044 },
            { t: READ_AT, usd: 1054.5, btc: 0.0201, eth: 0.4 },
          ],
        },
        meta({ fetchedAt: READ_AT, source: 'cache' }),
      ),
    'portfolio:transactions': () => live([buy('a', start, 100), buy('b', start + DAY, 1000)]),
  });

afterEach(cleanup);

describe('the Returns card in another language', () => {
  it('names the time- and money-weighted returns in German, and explains the chain in German', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <ReturnsCard />
      </>,
      service(),
    );
    const card = await screen.findByRole('region', { name: 'Renditen' });
    await waitFor(() => expect(card.textContent).toContain('Zeitgewichtete Rendite'));
    expect(within(card).getByText('Geldgewichtete Rendite')).toBeTruthy();
    expect(within(card).getByRole('radiogroup', { name: 'Renditezeitraum' })).toBeTruthy();
    fireEvent.click(within(card).getByText('So wurde die zeitgewichtete Rendite berechnet'));
    // The words are German; the math is the same.
    expect(card.textContent).toContain('TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, mit ri = Gewinn_i');
    expect(card.textContent).toMatch(/G\/V-Verlauf: 2 Tagesperioden/);
  });

  it('counts the chain’s periods with the Arabic dual', async () => {
    renderWith(
      <>
        <InLanguage language="ar" />
        <ReturnsCard />
      </>,
      service(),
    );
    const card = await screen.findByRole('region', { name: 'العوائد' });
    await waitFor(() => expect(card.textContent).toContain('العائد الموزون زمنياً'));
    expect(card.textContent).toContain('العائد الموزون بالمال');
    expect(card.textContent).toContain('سجل الربح/الخسارة: فترتان يوميتان');
  });
});

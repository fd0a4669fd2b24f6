// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnsCard } from '../../../../../src/renderer/src/components/returns/returns-card';
import { renderIn } from '../../helpers/language';
import { DAY, iso, READ_AT, returnsService, start } from '../../helpers/returns-fixtures';
import { live, meta } from '../../helpers/fixtures';
import type { FakeApi } from '../../helpers/fake-api';
import { ok } from '../../../../../src/shared/envelope';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';

// The Returns card in the user's language: the two returns named as that language's finance apps name them, the
// "How this was computed" panel's words translated around the same math, and its counts in the language's plural.

const service = returnsService;

/** The card on its all-time range, which a return of more than a year needs for a yearly rate. */
function AllTime() {
  const { stores } = useFolio();
  useState(() => stores.returns.ui.setState({ range: 'all' }));
  return <ReturnsCard />;
}

/** The service with a followed RWA asset whose listed price went from 2,000 to 2,100 over the card's range. */
function withRwa(fake: FakeApi): FakeApi {
  fake.answer('rwa:watchlist', () => live(['pax-gold']));
  fake.answer('rwa:assetHistory', ({ rwaId }) =>
    live({
      rwaId,
      range: '1m',
      metric: 'price',
      resolution: '1d',
      availableFrom: null,
      currency: 'USD',
      updatedAt: null,
      isStale: false,
      available: true,
      points: [
        { t: start, value: 2_000 },
        { t: READ_AT, value: 2_100 },
      ],
    }),
  );
  return fake;
}

/** The RWA benchmark's tip (the one starting `lead`) once the asset is picked in the select named `label`. */
async function rwaTip(region: string, label: string, lead: RegExp): Promise<string> {
  const card = await screen.findByRole('region', { name: region });
  fireEvent.change(await within(card).findByRole('combobox', { name: label }), {
    target: { value: 'pax-gold' },
  });
  let text = '';
  await waitFor(() => {
    text =
      within(card)
        .getAllByRole('tooltip')
        .find((t) => lead.test(t.textContent ?? ''))?.textContent ?? '';
    expect(text).not.toBe('');
  });
  return text;
}

afterEach(cleanup);

describe('the Returns card in another language', () => {
  it('names the time- and money-weighted returns in German, and explains the chain in German', async () => {
    renderIn('de', <ReturnsCard />, service());
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
    renderIn('ar', <ReturnsCard />, service());
    const card = await screen.findByRole('region', { name: 'العوائد' });
    await waitFor(() => expect(card.textContent).toContain('العائد الموزون زمنياً'));
    expect(card.textContent).toContain('العائد الموزون بالمال');
    expect(card.textContent).toContain('سجل الربح/الخسارة: فترتان يوميتان');
  });

  it('isolates the prices of an Arabic benchmark tip and the yearly rate, so no sign leaves its digits', async () => {
    renderIn('ar', <ReturnsCard />, service());
    const card = await screen.findByRole('region', { name: 'العوائد' });
    await waitFor(() => expect(card.textContent).toContain('السعر = القيمة بالدولار'));
    const tip = within(card)
      .getAllByRole('tooltip')
      .find((t) => t.textContent?.startsWith('السعر = '));
    for (const price of ['$50,000.00', '$52,462.69'])
      expect(tip?.textContent).toContain(`\u2068${price}\u2069`);
    // And the money-weighted rate, signed, after the words that name it.
    expect(card.textContent).toContain('المعدل السنوي (XIRR): \u2068-100.00%\u2069');
  });

  it('isolates the yearly rate of an Arabic return over more than a year', async () => {
    const fake = service();
    const long = (t: number) => READ_AT - 400 * DAY + (t - start);
    fake.answer('portfolio:chart', (input) =>
      ok(
        {
          range: input.range,
          points: [
            { t: long(start), usd: 100, btc: 0.002, eth: 0.04 },
            { t: long(start + DAY), usd: 110, btc: 0.0021, eth: 0.044 },
            { t: READ_AT, usd: 1054.5, btc: 0.0201, eth: 0.4 },
          ],
        },
        meta({ fetchedAt: READ_AT, source: 'cache' }),
      ),
    );
    fake.answer('portfolio:plHistory', () =>
      ok(
        {
          interval: 'daily',
          currency: 'USD',
          points: [
            { date: iso(long(start)), profitLoss: 10, profitLossPercent: 10 },
            { date: iso(READ_AT - DAY), profitLoss: -55.5, profitLossPercent: -5 },
          ],
        },
        meta({ fetchedAt: READ_AT, source: 'cache' }),
      ),
    );
    renderIn('ar', <AllTime />, fake);
    const card = await screen.findByRole('region', { name: 'العوائد' });
    await waitFor(() => expect(card.textContent).toMatch(/\u2068[+-][\d.]+%\u2069 سنويًا/));
  });

  it('isolates both listed prices of the Arabic RWA benchmark tip, and leaves the English one as it was', async () => {
    renderIn('ar', <ReturnsCard />, withRwa(service()));
    const tip = await rwaTip('العوائد', 'مرجع الأصول الحقيقية RWA', /^السعر المدرج /);
    for (const price of ['$2,000.00', '$2,100.00']) expect(tip).toContain(`\u2068${price}\u2069`);
    cleanup();
    renderIn('en', <ReturnsCard />, withRwa(service()));
    expect(await rwaTip('Returns', 'RWA benchmark', /^Listed price /)).toMatch(
      /^Listed price \$2,000\.00 on .+ to \$2,100\.00 on /,
    );
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HoldingRisk } from '../../../../../src/shared/domain/coverage';
import { OverviewView } from '../../../../../src/renderer/src/views/overview/overview-view';
import { PositionsView } from '../../../../../src/renderer/src/views/positions/positions-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live } from '../../helpers/fixtures';
import { portfolioResponders } from '../../helpers/portfolio-responders';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// Overview and Positions in the user's language: headings, P/L terms, table columns and the likely-spam counts in
// German, and the Arabic plural; coin names and tickers stay as the service names them.

afterEach(cleanup);

const risk = (coinId: string, symbol: string, isFake: boolean): HoldingRisk => ({
  coinId,
  symbol,
  isFake,
  liquidity: 50,
  volatility: 40,
  marketCap: 60,
  overall: 55,
  avgChange: null,
});

const responders = (): Responders =>
  portfolioResponders({
    'portfolio:keptDays': () => live({ days: [] }),
    'portfolio:risk': () =>
      live([risk('bitcoin', 'btc', false), risk('fake-a', 'fka', true), risk('fake-b', 'fkb', true)]),
  });

const inLanguage = (language: 'de' | 'ar', view: ReactElement) => (
  <>
    <InLanguage language={language} />
    {view}
  </>
);

describe('Overview and Positions in another language', () => {
  it('names the total, the P/L terms and the holdings columns in German', async () => {
    renderWith(inLanguage('de', <OverviewView />), fakeApi(responders()));
    expect(await screen.findByRole('heading', { name: 'Gesamtwert' })).toBeTruthy();
    const pl = await screen.findByRole('region', { name: 'Gewinn/Verlust' });
    expect(within(pl).getByText('Unrealisierter G/V')).toBeTruthy();
    expect(within(pl).getByText('Realisierter G/V')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Größte Bestände' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Coin', 'Kurs', '24 Std.', 'Menge', 'Wert']);
    expect(screen.getByRole('heading', { name: 'Wertentwicklung' })).toBeTruthy();
    // The readout under the chart canvas names its moment in German.
    expect((await screen.findByText(/^Zuletzt, /)).textContent).toMatch(/: Portfolio \S/);
  });

  it('counts the coins flagged as likely spam in German, and in Arabic with its dual', async () => {
    renderWith(inLanguage('de', <PositionsView />), fakeApi(responders()));
    // The risk scores are cheap and read by themselves; their button then offers to read them again.
    expect(await screen.findByRole('button', { name: 'Werte aktualisieren' })).toBeTruthy();
    expect((await screen.findByText(/als wahrscheinlicher Spam ausgeblendet/)).textContent).toBe(
      '2 als wahrscheinlicher Spam ausgeblendet',
    );
    expect(screen.getByRole('table', { name: 'Risiko je Coin' })).toBeTruthy();
    cleanup();
    renderWith(inLanguage('ar', <PositionsView />), fakeApi(responders()));
    expect((await screen.findByText(/مخفيتان/)).textContent).toBe('عملتان مخفيتان كاحتيال محتمل');
  });

  it('holds each figure of the Arabic chart readout together with its name', async () => {
    renderWith(inLanguage('ar', <OverviewView />), fakeApi(responders()));
    const readout = (await screen.findByText(/^الأحدث، /)).textContent ?? '';
    // A right-to-left sentence would otherwise part "BTC" from its price and move the dollar signs about.
    expect(readout).toMatch(/\u2068BTC\u00a0\$[\d,.]+\u2069/);
    expect(readout).toMatch(/\u2068ETH\u00a0\$[\d,.]+\u2069/);
    expect(readout).toMatch(/\u2068\$[\d,.]+\u2069/);
  });

  it('isolates each figure of the Arabic P/L formulas, so no sign or dollar leaves its digits', async () => {
    renderWith(inLanguage('ar', <OverviewView />), fakeApi(responders()));
    const pl = await screen.findByRole('region', { name: 'الربح والخسارة' });
    const formula = (await within(pl).findByText(/^الربح\/الخسارة غير المحقق = /)).textContent ?? '';
    for (const figure of ['$48,213.57', '$30,000.00', '+$18,213.57', '+60.71%']) {
      expect(formula).toContain(`\u2068${figure}\u2069`);
    }
  });

  it('isolates the total in the Arabic window title, so its dollar sign stays by its digits', async () => {
    renderWith(inLanguage('ar', <OverviewView />), fakeApi(responders()));
    await waitFor(() => expect(document.title).toBe('نظرة عامة \u2068$48,213.57\u2069 — Folio Desk'));
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';
import type { UiLanguage } from '../../../../../src/shared/i18n/languages';
import { loadTranslator } from '../../../../../src/shared/i18n/load';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { PortfoliosView } from '../../../../../src/renderer/src/views/portfolios/portfolios-view';
import { fakeApi } from '../../helpers/fake-api';
import { live } from '../../helpers/fixtures';
import { portfolioResponders } from '../../helpers/portfolio-responders';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// The Portfolios view in the user's language: its cards, column titles, transaction types and counts, while
// names, tickers and figures stay as the service and the number format give them.

afterEach(cleanup);

const tx = (id: string, type: string): PortfolioTransaction => ({
  id,
  type,
  date: `2026-11-0${id}T10:00:00.000Z`,
  coinId: 'bitcoin',
  symbol: 'BTC',
  count: type === 'Sell' ? -0.1 : 0.2,
  totalWorth: 1000,
  profitLoss: null,
  note: null,
  addresses: [],
});

/** The view, switched to `language` as Settings would switch it. */
function Screen({ language }: { language: UiLanguage }) {
  const { stores } = useFolio();
  useEffect(() => {
    void loadTranslator(language).then((translator) =>
      act(() => stores.i18n.setState({ translator, requested: language })),
    );
  }, [stores, language]);
  return <PortfoliosView />;
}

async function showIn(language: UiLanguage) {
  const fake = fakeApi(
    portfolioResponders({
      'portfolio:plHistory': () => live({ interval: 'daily', currency: 'USD', points: [] }),
      'portfolio:transactions': () => live([tx('1', 'Buy'), tx('2', 'Sell'), tx('3', 'Buy')]),
    }),
  );
  renderWith(<Screen language={language} />, fake);
}

describe('the Portfolios view in the user’s language', () => {
  it('names its cards, columns and transaction types in German, and counts in German plurals', async () => {
    await showIn('de');
    expect(await screen.findByRole('heading', { name: 'Wert und Gewinn' }, { timeout: 5000 })).toBeTruthy();
    const holdingsTable = await screen.findByRole('table', { name: 'Bestände' });
    expect(within(holdingsTable).getByRole('columnheader', { name: /Menge/ })).toBeTruthy();
    expect(within(holdingsTable).getByRole('link', { name: /Bitcoin/ })).toBeTruthy();
    const txTable = await screen.findByRole('table', { name: 'Transaktionen' });
    expect(within(txTable).getAllByText('Kauf')).toHaveLength(2);
    expect(within(txTable).getByText('Verkauf')).toBeTruthy();
    expect(screen.getByText('3 Transaktionen geladen. Beim Dienst liegen keine weiteren.')).toBeTruthy();
    expect(screen.getByText('Gesamtwert')).toBeTruthy();
    // Every range choice: the value chart's, the P/L history's and the Returns card's.
    expect(screen.getAllByRole('radio', { name: /^1 M/ })).toHaveLength(3);
  });

  it('says in German what is wrong with a From/To window before reading it', async () => {
    await showIn('de');
    const show = await screen.findByRole('button', { name: 'Diese Daten zeigen' }, { timeout: 5000 });
    fireEvent.click(show);
    expect((await screen.findByRole('alert')).textContent).toBe('Von: Wählen Sie den ersten Tag.');
    expect(screen.getByLabelText('Von').getAttribute('aria-invalid')).toBe('true');
  });

  it('counts in the Arabic plural form for three and names its cards in Arabic', async () => {
    await showIn('ar');
    await screen.findByRole('table', { name: 'المعاملات' }, { timeout: 5000 });
    expect(screen.getByText(/^حُمِّلت 3 معاملات\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'القيمة والربح' })).toBeTruthy();
  });

  it('isolates each figure of an Arabic P/L formula, so no sign or dollar leaves its digits', async () => {
    await showIn('ar');
    await screen.findByRole('heading', { name: 'القيمة والربح' }, { timeout: 5000 });
    const formula = screen.getByText(/^الربح\/الخسارة الإجمالي = /).textContent ?? '';
    for (const figure of ['+$18,213.57', '-$412.25', '+$17,801.32', '+41.90%']) {
      expect(formula).toContain(`\u2068${figure}\u2069`);
    }
  });

  it('isolates the value in the Arabic window title, so its dollar sign stays by its digits', async () => {
    await showIn('ar');
    await waitFor(() => expect(document.title).toBe('كل المحافظ \u2068$48,213.57\u2069 — Folio Desk'));
  });
});

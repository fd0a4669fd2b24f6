// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportButton, ExportDialogHost } from '../../../../src/renderer/src/components/export-dialog';
import { fakeApi } from '../helpers/fake-api';
import { holdings, live, settings } from '../helpers/fixtures';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { renderWith } from '../helpers/render';

afterEach(cleanup);

/** Reads the holdings of all portfolios in USD, as the Portfolios view did before the dialog opened. */
function HoldingsInUsd() {
  const { stores } = useFolio();
  useEffect(() => void stores.portfolio.coins.load({ currency: 'USD' }), [stores]);
  const loaded = useStore(stores.portfolio.coins, (s) => s.value !== null);
  return loaded ? <p>Holdings read</p> : null;
}

describe('the export dialog', () => {
  it('names what the locale changes in a file: its decimal mark and dates, not thousands separators', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'app:capabilities': () => live({ version: '0.1.0', saveDialog: false, updateFeed: null }),
    });
    renderWith(
      <>
        <ExportButton />
        <ExportDialogHost />
      </>,
      fake,
      'de-DE',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV…' }));
    const locale = await screen.findByRole('radio', { name: /your locale’s decimal mark and dates/ });
    // In German the mark is a comma: the sample shows what the file will hold.
    expect(locale.closest('label')?.textContent).toMatch(
      /With your locale’s decimal mark and dates \(1234,5 and /,
    );
    const plain = screen.getByRole('radio', { name: /^Plain: a decimal point and ISO 8601 times/ });
    expect(plain.closest('label')?.textContent).toMatch(/\(1234\.5 and \d{4}-\d\d-\d\dT/);
  });

  it('counts one row as a row, and names the portfolio the holdings are of', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'app:capabilities': () => live({ version: '0.1.0', saveDialog: false, updateFeed: null }),
      'portfolio:coins': () => live(holdings.slice(0, 1)),
    });
    renderWith(
      <>
        <HoldingsInUsd />
        <ExportButton />
        <ExportDialogHost />
      </>,
      fake,
    );
    await screen.findByText('Holdings read');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV…' }));
    expect(await screen.findByText('All portfolios · 1 row · costs nothing')).toBeTruthy();
  });

  it('says when a set was read in another currency than the base currency now set, and where to read it again', async () => {
    const fake = fakeApi({
      // The user has since chosen EUR; the holdings on hand were read in USD.
      'settings:get': () => live(settings({ baseCurrency: 'EUR' })),
      'app:capabilities': () => live({ version: '0.1.0', saveDialog: false, updateFeed: null }),
      'portfolio:coins': () => live(holdings.slice(0, 1)),
    });
    renderWith(
      <>
        <HoldingsInUsd />
        <ExportButton />
        <ExportDialogHost />
      </>,
      fake,
    );
    await screen.findByText('Holdings read');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV…' }));
    expect(
      await screen.findByText(
        'All portfolios · 1 row · costs nothing · in USD, read before you chose EUR: open Portfolios to read it in EUR',
      ),
    ).toBeTruthy();
  });
});

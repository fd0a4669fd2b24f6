// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioSummary } from '../../../../../../src/shared/domain/portfolio';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../../src/renderer/src/stores/resource';
import { ManageBar } from '../../../../../../src/renderer/src/views/portfolios/manage/manage-bar';
import { fakeApi } from '../../../helpers/fake-api';
import { live, portfolios, settings } from '../../../helpers/fixtures';
import { renderWith } from '../../../helpers/render';

// The delete dialog asks about the portfolio it was opened on. The selection can still move while it is open (a
// portfolio just connected opens once the list has reloaded): the question and the deletion must not follow it.

afterEach(cleanup);

const kucoin: PortfolioSummary = {
  portfolioId: 'k1',
  portfolioName: 'KuCoin',
  portfolioType: 'exchange',
  shared: false,
  hasPasscode: false,
};

function Screen() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'p1' });
    void stores.portfolio.list.load(NO_QUERY);
  }, [stores]);
  return (
    <>
      <button type="button" onClick={() => stores.portfolio.ui.setState({ selectedId: 'k1' })}>
        Open KuCoin
      </button>
      <ManageBar />
    </>
  );
}

describe('deleting the open portfolio', () => {
  it('deletes the one the dialog was opened on, though another opens meanwhile', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'credits:preview': () => live({ credits: 10, usdc: null, needsConfirmation: false, explanation: '10' }),
      'portfolio:list': () => live([...portfolios, kucoin]),
      'manage:deletePortfolio': () =>
        live({ state: 'done' as const, message: 'Deleted.', portfolioId: 'p1', credits: 10 }),
    });
    renderWith(<Screen />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete portfolio' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Delete Main?');

    fireEvent.click(screen.getByRole('button', { name: 'Open KuCoin', hidden: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Delete Main?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete portfolio', hidden: true }));
    await waitFor(() => expect(fake.callsTo('manage:deletePortfolio')).toEqual([{ portfolioId: 'p1' }]));
  });
});

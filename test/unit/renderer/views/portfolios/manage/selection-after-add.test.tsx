// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStore } from 'zustand';
import type { PortfolioSummary } from '../../../../../../src/shared/domain/portfolio';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../../src/renderer/src/stores/resource';
import { ManageBar } from '../../../../../../src/renderer/src/views/portfolios/manage/manage-bar';
import { fakeApi } from '../../../helpers/fake-api';
import { live, portfolios, settings } from '../../../helpers/fixtures';
import { renderWith } from '../../../helpers/render';

// Connecting a portfolio reloads the list and then opens the new one. Main's change push shows it in the list
// before that reload ends; a user who clicks another portfolio then keeps it (the flaky browser test "deletes a
// portfolio after saying what goes with it" clicked E2E wallet there, and the selection jumped to KuCoin).

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
  const selected = useStore(stores.portfolio.ui, (s) => s.selectedId);
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'shared:7' });
    void stores.portfolio.list.load(NO_QUERY);
  }, [stores]);
  return (
    <>
      <button type="button" onClick={() => stores.portfolio.ui.setState({ selectedId: 'p1' })}>
        Open Main
      </button>
      <output aria-label="Open portfolio">{selected}</output>
      <ManageBar />
    </>
  );
}

function setUp() {
  let connected = false;
  let held: (() => void) | null = null;
  let listReads = 0;
  const fake = fakeApi({
    'settings:get': () => live(settings()),
    'credits:preview': () => live({ credits: 10, usdc: null, needsConfirmation: false, explanation: '10' }),
    'manage:exchanges': () =>
      live([
        { connectionId: 'kucoin', name: 'KuCoin', icon: null, fields: [{ key: 'apiKey', name: 'API Key' }] },
      ]),
    'manage:connectExchange': () => {
      connected = true;
      return live({ state: 'done' as const, message: 'Connected.', portfolioId: 'k1', credits: 10 });
    },
    'portfolio:list': () => {
      const answer = live(connected ? [...portfolios, kucoin] : portfolios);
      if (!connected) return answer;
      listReads += 1;
      // The write's own re-read answers (as main's push does); the reload after it waits for the test.
      if (listReads === 1) return answer;
      return new Promise((resolve) => (held = () => resolve(answer)));
    },
  });
  renderWith(<Screen />, fake);
  return {
    release: () => held?.(),
    holding: () => held !== null,
  };
}

async function connectKuCoin() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect exchange' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  fireEvent.change(await within(dialog).findByLabelText('API key'), { target: { value: 'read-only-key' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Connect exchange', hidden: true }));
}

describe('the portfolio open after connecting one', () => {
  it('is the new one when the user opened nothing else meanwhile', async () => {
    const { release, holding } = setUp();
    await connectKuCoin();
    await waitFor(() => expect(holding()).toBe(true));
    release();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Open portfolio' }).textContent).toBe('k1'),
    );
  });

  it('stays the one the user clicked while the list reloaded', async () => {
    const { release, holding } = setUp();
    await connectKuCoin();
    await waitFor(() => expect(holding()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Open Main' }));
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status', { name: 'Open portfolio' }).textContent).toBe('p1');
  });
});

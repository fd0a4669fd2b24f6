// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { WalletTransaction } from '../../../../../src/shared/domain/wallet';
import { TxCoin } from '../../../../../src/renderer/src/views/wallets/tx-sides';
import { FolioProvider } from '../../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../../helpers/fake-api';
import { clock, meta } from '../../helpers/fixtures';

// A wallet transaction names its coin with the icon the service's item carried, as every other coin list does;
// a transaction read before icons were kept shows the symbol's disc.

afterEach(cleanup);

const tx = (over: Partial<WalletTransaction>): WalletTransaction => ({
  id: 't1',
  type: 'Received',
  date: '2026-11-01T00:00:00Z',
  symbol: 'POL',
  count: 340,
  value: 44,
  hash: null,
  explorerUrl: null,
  fromAddress: null,
  toAddress: null,
  ...over,
});

function shown(row: WalletTransaction): HTMLElement {
  const { container } = render(
    <FolioProvider api={fakeApi().api} now={clock} locale="en-US">
      <TxCoin tx={row} meta={meta()} currency="USD" />
    </FolioProvider>,
  );
  return container;
}

it('shows the coin’s icon beside its symbol, or the symbol’s disc when none came with it', () => {
  const withIcon = shown(tx({ icon: 'https://static.coinstats.app/coins/pol.png' }));
  expect(withIcon.querySelector('.fd-coin-cell .fd-coin-icon')).not.toBeNull();
  cleanup();
  const before = shown(tx({}));
  expect(before.querySelector('.fd-coin-cell [data-icon="placeholder"]')?.textContent).toBe('POL');
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CoinCombo } from '../../../../src/renderer/src/components/coin-combo';
import { fakeApi } from '../helpers/fake-api';
import { live } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';

// The transaction dialog's Coin field names each coin it offers with its icon, as every other coin list does:
// the holdings' icon, or the symbol's disc for a coin known without one.

afterEach(cleanup);

it('offers each known coin with its icon, or its symbol’s disc', () => {
  const known = [
    { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', icon: 'https://static.coinstats.app/coins/bitcoin.png' },
    { id: 'loda', name: 'Loda Token', symbol: 'LODA', icon: null },
  ];
  const fake = fakeApi({
    'credits:preview': () => live({ credits: 2, usdc: null, needsConfirmation: false, explanation: '' }),
  });
  renderWith(
    <CoinCombo
      label="Coin"
      value=""
      onChange={() => undefined}
      known={known}
      currency="USD"
      onPick={() => undefined}
      picked={null}
    />,
    fake,
  );
  fireEvent.click(screen.getByRole('combobox', { name: 'Coin' }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(options).toHaveLength(2);
  expect(options.every((option) => option.querySelector('.fd-coin-icon') !== null)).toBe(true);
  expect(options[1]?.querySelector('[data-icon="placeholder"]')?.textContent).toBe('LODA');
});

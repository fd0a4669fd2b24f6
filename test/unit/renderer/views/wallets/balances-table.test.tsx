// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BalancesTable } from '../../../../../src/renderer/src/views/wallets/balances-table';
import { fakeApi } from '../../helpers/fake-api';
import { ethBalance, meta } from '../../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

// A wallet's balances name each coin by its symbol, with the icon the balance answer carried beside it.

afterEach(cleanup);

describe('a wallet’s balances table', () => {
  it('shows each coin’s icon from the balance answer, the symbol’s disc when it sent none', async () => {
    const fake = fakeApi({ 'icons:get': iconsAnswer });
    const usdc = { ...ethBalance, coinId: 'usd-coin', symbol: 'USDC', name: 'USD Coin', icon: null };
    const rows = [{ ...ethBalance, icon: iconUrl('ethereum') }, usdc];
    renderWith(<BalancesTable rows={rows} currency="USD" meta={meta()} />, fake);
    const table = screen.getByRole('table', { name: 'Balances' });
    // By the coin's name on hover: the symbol is written twice where the disc stands in for the icon.
    const row = (name: string) => within(table).getByTitle(name).closest('tr')!;
    await waitFor(() => expect(row('Ethereum').querySelector('[data-icon="image"]')).not.toBeNull());
    expect(row('USD Coin').querySelector('[data-icon="placeholder"]')?.textContent).toBe('USDC');
    expect(fake.callsTo('icons:get')).toEqual([{ urls: [iconUrl('ethereum')] }]);
  });
});

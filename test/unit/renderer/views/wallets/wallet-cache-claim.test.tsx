// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../../src/shared/envelope';
import type { WalletBalanceItem } from '../../../../../src/shared/domain/wallet';
import { WalletsView } from '../../../../../src/renderer/src/views/wallets/wallets-view';
import { fakeApi } from '../../helpers/fake-api';
import { ethBalance, failed, live, meter, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

// A wallet whose first read fails has no cached balances. The card must say the read failed,
// not "Showing cached balances" over the wallet selected before.

const coldBalances: WalletBalanceItem[] = [ethBalance];

const refused = <T,>(): Envelope<T> =>
  failed({
    code: 'invalid_input',
    status: 400,
    message: 'The service refused the request for wallet Odd as invalid.',
    requestId: 'r-1',
  });

/** The Wallets view with one wallet, Odd, whose balance and transactions reads both answer `answer`. */
function renderOneWallet(wallet: { address: string; connectionId: string }, answer: () => Envelope<never>) {
  renderWith(
    <WalletsView />,
    fakeApi({
      'settings:get': () => live(settings()),
      'credits:meter': () => live(meter()),
      'credits:preview': () => live({ credits: 40, usdc: null, needsConfirmation: false, explanation: '' }),
      'wallet:list': () => live([{ id: 'w2', ...wallet, label: 'Odd' }]),
      'wallet:blockchains': () => live([]),
      'wallet:transactionTypes': () => live([{ id: 'deposit', name: 'Deposit' }]),
      'wallet:balance': answer,
      'wallet:transactions': answer,
    }),
  );
}

afterEach(cleanup);

describe('balances of a wallet that was never read', () => {
  it('says they could not be loaded, and shows no other wallet’s balances as its cache', async () => {
    renderWith(
      <WalletsView />,
      fakeApi({
        'settings:get': () => live(settings()),
        'credits:meter': () => live(meter()),
        'credits:preview': () => live({ credits: 40, usdc: null, needsConfirmation: false, explanation: '' }),
        'wallet:list': () =>
          live([
            {
              id: 'w1',
              address: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
              connectionId: 'ethereum',
              label: 'Cold',
            },
            { id: 'w2', address: 'Tq9notreal', connectionId: 'tron', label: 'Odd' },
          ]),
        'wallet:blockchains': () =>
          live([{ connectionId: 'ethereum', name: 'Ethereum', chain: 'ethereum', icon: null }]),
        'wallet:transactionTypes': () => live([]),
        'wallet:balance': ({ walletId }) =>
          walletId === 'w1'
            ? live(coldBalances)
            : failed({
                code: 'invalid_input',
                status: 400,
                message: 'The service refused the request as invalid.',
              }),
        'wallet:transactions': () => live({ items: [], page: 1, limit: 100 }),
      }),
    );
    const card = await screen.findByRole('region', { name: 'Balances' });
    await within(card).findByText('$6,446.14');
    fireEvent.click(screen.getByRole('button', { name: /^Odd/ }));
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain('Could not load the balances'),
    );
    expect(card.textContent).not.toMatch(/Showing cached/);
    expect(within(card).queryByText('$6,446.14')).toBeNull();
    // The service refused the wallet itself: the card says what to change, and offers no Retry that would be
    // refused the same way (nothing on this screen was typed wrong).
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toContain(
      'The service refused Odd’s address. Remove Odd (× on its chip) and follow it again with the right address and network.',
    );
    expect(alert.textContent).not.toContain('Check what you entered');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the status code and request id out of the sentence, and offers nothing to spend on the refused wallet', async () => {
    renderOneWallet({ address: 'Tnotarealtronaddress', connectionId: 'tron' }, refused);
    const card = await screen.findByRole('region', { name: 'Balances' });
    const alert = await within(card).findByRole('alert');
    const [sentence, detail] = [...alert.querySelectorAll('p')].map((p) => p.textContent ?? '');
    expect(sentence).not.toMatch(/400|Request id/);
    expect(detail).toContain('Status 400.');
    expect(detail).toContain('Request id: r-1.');
    // Sync and the type filter would be refused and charged the same way: not offered, and not priced.
    const sync = screen.getByRole('button', { name: 'Sync' });
    expect((sync as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not offered: the service refused Odd’s address')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    expect(screen.queryByText(/40 credits/)).toBeNull();
  });

  it('does not blame the address when the service refused another parameter (a currency an earlier version saved)', async () => {
    const currencyRefused = <T,>(): Envelope<T> =>
      failed({
        code: 'invalid_input',
        status: 400,
        message:
          "The service refused the request for wallet Odd as invalid. It said: “Unknown currency 'BTC'; use an uppercase code from GET /currencies”",
      });
    renderOneWallet(
      { address: '0x742d35cc6634c0532925a3b844bc454e4438f44e', connectionId: 'ethereum' },
      currencyRefused,
    );
    const card = await screen.findByRole('region', { name: 'Balances' });
    const alert = await within(card).findByRole('alert');
    // The service's own words say what it refused; nothing advises removing the wallet (that deletes its sync).
    expect(alert.textContent).toContain("Unknown currency 'BTC'");
    expect(document.body.textContent).not.toMatch(/Remove Odd|refused Odd’s address/);
    // The wallet itself is fine: Sync stays offered, with its price.
    const sync = screen.getByRole('button', { name: 'Sync' });
    expect((sync as HTMLButtonElement).disabled).toBe(false);
  });
});

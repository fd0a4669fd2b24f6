// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsdcLedger } from '../../../../../src/renderer/src/views/credits/usdc-ledger';
import { PayPerRequestWallet } from '../../../../../src/renderer/src/views/settings/pay-per-request-wallet';
import { fakeApi } from '../../helpers/fake-api';
import { appStatus, GATEWAY_ADDRESS, gatewayStatus, live, NOW, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// The pay-per-request wallet in Settings in the user's language: its buttons and warnings are German, the
// address stays as it is.

afterEach(cleanup);

describe('the pay-per-request wallet in German', () => {
  it('offers to import or generate a key in German when none is stored', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings({ accessRoute: 'gateway' })),
      'app:status': () => live(appStatus('gateway')),
      'gateway:status': () => live(gatewayStatus({ walletPresent: false, walletAddress: null })),
    });
    renderIn('de', <PayPerRequestWallet />, fake);
    expect(await screen.findByLabelText('Privater Schlüssel der Wallet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuen Schlüssel erzeugen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Wallet-Schlüssel' })).toBeTruthy();
  });

  it('shows the stored address with German buttons and the address untouched', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings({ accessRoute: 'gateway' })),
      'app:status': () => live(appStatus('gateway')),
      'gateway:status': () => live(gatewayStatus()),
    });
    renderIn('de', <PayPerRequestWallet />, fake);
    expect(await screen.findByRole('button', { name: 'Adresse kopieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wallet-Schlüssel entfernen…' })).toBeTruthy();
    expect(screen.getByTestId('wallet-address').textContent).toBe(GATEWAY_ADDRESS);
    expect(screen.getByTestId('wallet-funds-warning').textContent).toMatch(/^Senden Sie nur/);
  });
});

describe('the USDC ledger in Spanish', () => {
  it('names the totals, the columns and each unsettled payment in Spanish, amounts and paths untouched', async () => {
    const pending = {
      id: 2,
      at: NOW - 60_000,
      path: '/wallet/balance',
      amountUsd: '0.004',
      payTo: '0x2',
      network: 'eip155:8453',
      nonce: '0x01',
      expiresAt: NOW + 60_000,
      outcome: 'unconfirmed' as const,
      reserved: true,
      transaction: null,
      explorerUrl: null,
      reason: null,
    };
    const fake = fakeApi({
      'settings:get': () => live(settings({ accessRoute: 'gateway' })),
      'app:status': () => live(appStatus('gateway')),
      'gateway:status': () => live(gatewayStatus()),
      'gateway:ledger': () =>
        live({
          spentTodayUsd: '0.001',
          reservedTodayUsd: '0.004',
          spentMonthUsd: '0.012',
          reservedMonthUsd: '0.004',
          journal: [pending],
          unsettled: [pending],
        }),
    });
    renderIn('es', <UsdcLedger />, fake);
    const region = await screen.findByRole('region', { name: 'Registro de USDC' });
    expect(within(region).getByRole('columnheader', { name: 'Resultado' })).toBeTruthy();
    const unsettled = within(region).getByRole('list', { name: 'Autorizaciones sin liquidar' });
    expect(unsettled.textContent).toMatch(
      /^0\.004 USDC por GET \/wallet\/balance — datos servidos sin recibo; caduca /,
    );
    expect(within(region).getByText('datos servidos sin recibo · reservado')).toBeTruthy();
  });
});

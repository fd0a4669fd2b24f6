// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayPerRequestWallet } from '../../../../../src/renderer/src/views/settings/pay-per-request-wallet';
import { fakeApi } from '../../helpers/fake-api';
import { appStatus, GATEWAY_ADDRESS, gatewayStatus, live, settings } from '../../helpers/fixtures';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

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
    renderWith(
      <>
        <InLanguage language="de" />
        <PayPerRequestWallet />
      </>,
      fake,
    );
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
    renderWith(
      <>
        <InLanguage language="de" />
        <PayPerRequestWallet />
      </>,
      fake,
    );
    expect(await screen.findByRole('button', { name: 'Adresse kopieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wallet-Schlüssel entfernen…' })).toBeTruthy();
    expect(screen.getByTestId('wallet-address').textContent).toBe(GATEWAY_ADDRESS);
    expect(screen.getByTestId('wallet-funds-warning').textContent).toMatch(/^Senden Sie nur/);
  });
});

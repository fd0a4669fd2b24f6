// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayAuthorization, GatewayLedger } from '../../../../../src/shared/domain/gateway';
import { CostBadge } from '../../../../../src/renderer/src/components/cost-badge';
import { formatCountdown, GatewaySession } from '../../../../../src/renderer/src/components/gateway-session';
import { UsdcLedger } from '../../../../../src/renderer/src/views/credits/usdc-ledger';
import { PayPerRequestSection } from '../../../../../src/renderer/src/views/settings/pay-per-request-section';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import {
  appStatus,
  failed,
  GATEWAY_ADDRESS,
  gatewayStatus,
  live,
  NOW,
  settings,
} from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';
import { tipSaying } from '../../helpers/cost-tip';

const ADDRESS = GATEWAY_ADDRESS;
const TX = `0x${'ab'.repeat(32)}`;

const row = (over: Partial<GatewayAuthorization>): GatewayAuthorization => ({
  id: 1,
  at: NOW - 60_000,
  path: '/coins',
  amountUsd: '0.001',
  payTo: '0x2',
  network: 'eip155:8453',
  nonce: '0x01',
  expiresAt: NOW + 60_000,
  outcome: 'settled',
  reserved: false,
  transaction: TX,
  explorerUrl: `https://basescan.org/tx/${TX}`,
  reason: null,
  ...over,
});

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings({ accessRoute: 'gateway' })),
    'app:status': () => live(appStatus('gateway')),
    'gateway:status': () => live(gatewayStatus()),
    ...over,
  };
}

afterEach(cleanup);

describe('the session countdown in the header', () => {
  it('counts the hour down while the session lasts and says when the next call pays', async () => {
    renderWith(
      <GatewaySession />,
      fakeApi(
        responders({
          'gateway:status': () => live(gatewayStatus({ sessionExpiresAt: NOW + 59 * 60_000 + 5_000 })),
        }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('gateway-session').textContent).toMatch(
        /free for 59:05 more · calls are not paid until then/,
      ),
    );
    cleanup();
    renderWith(<GatewaySession />, fakeApi(responders()));
    await screen.findByText('the next call pays, then calls are free for an hour');
  });

  it('is not shown outside the pay-per-request route', async () => {
    const fake = fakeApi(responders({ 'app:status': () => live(appStatus('demo')) }));
    renderWith(<GatewaySession />, fake);
    await waitFor(() => expect(fake.callsTo('app:status')).toHaveLength(1));
    expect(screen.queryByTestId('gateway-session')).toBeNull();
    expect(fake.callsTo('gateway:status')).toEqual([]);
  });

  it('formats minutes and seconds, never below zero', () => {
    expect([formatCountdown(3_600_000), formatCountdown(61_500), formatCountdown(-5)]).toEqual([
      '60:00',
      '1:02',
      '0:00',
    ]);
  });
});

describe('the USDC ledger in Credits', () => {
  it('shows spent and reserved, receipts linked to the explorer, and what may still be settled', async () => {
    const ledger: GatewayLedger = {
      spentTodayUsd: '0.001',
      reservedTodayUsd: '0.004',
      spentMonthUsd: '0.012',
      reservedMonthUsd: '0.004',
      journal: [
        row({
          id: 2,
          path: '/wallet/balance',
          amountUsd: '0.004',
          outcome: 'unconfirmed',
          reserved: true,
          transaction: null,
          explorerUrl: null,
        }),
        row({}),
      ],
      unsettled: [
        row({
          id: 2,
          path: '/wallet/balance',
          amountUsd: '0.004',
          outcome: 'unconfirmed',
          reserved: true,
          transaction: null,
          explorerUrl: null,
        }),
        // Its gateway can no longer collect it, but may have: it still counts today, and says it has expired.
        row({
          id: 3,
          path: '/coins',
          amountUsd: '0.001',
          outcome: 'failed',
          reserved: true,
          transaction: null,
          explorerUrl: null,
          expiresAt: NOW - 60_000,
        }),
      ],
    };
    renderWith(<UsdcLedger />, fakeApi(responders({ 'gateway:ledger': () => live(ledger) })));
    const region = await screen.findByRole('region', { name: 'USDC ledger' });
    await within(region).findByText('0.004 USDC', { selector: '[data-testid="usdc-reserved-today"]' });
    expect(within(region).getByTestId('usdc-spent-today').textContent).toBe('0.001 USDC');
    const link = within(region).getByRole('link');
    expect(link.getAttribute('href')).toBe(`https://basescan.org/tx/${TX}`);
    expect(link.getAttribute('target')).toBe('_blank');
    const unsettled = within(region).getByRole('list', { name: 'Unsettled authorizations' });
    expect(unsettled.textContent).toMatch(
      /0\.004 USDC for GET \/wallet\/balance — data served without a receipt; expires /,
    );
    expect(unsettled.textContent).toMatch(/0\.001 USDC for GET \/coins — .+; expired /);
  });
});

describe('the access route and the wallet in Settings', () => {
  it('sends a pasted key once, empties the field, and shows only the address back', async () => {
    const key = `0x${'1f'.repeat(32)}`;
    let stored = false;
    const fake = fakeApi(
      responders({
        'gateway:status': () =>
          live(gatewayStatus(stored ? {} : { walletPresent: false, walletAddress: null })),
        'settings:setWalletKey': () => {
          stored = true;
          return live({ present: true, last4: null });
        },
      }),
    );
    renderWith(<PayPerRequestSection />, fake);
    const field = await screen.findByLabelText('Wallet private key');
    fireEvent.input(field, { target: { value: key } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText(ADDRESS);
    expect(fake.callsTo('settings:setWalletKey')).toEqual([{ privateKey: key }]);
    expect(document.body.innerHTML).not.toContain(key.slice(2));
    expect(
      screen.getByText(
        'Fund this address with USDC on Base. Folio Desk does not look up its balance: see it in your wallet or on a Base block explorer.',
      ),
    ).toBeTruthy();
    // Before any USDC is sent: the key is never shown, so what is left here goes with the keychain entry.
    expect(screen.getByTestId('wallet-funds-warning').textContent).toMatch(
      /^Send it only what you mean to spend on requests\. .+ if the keychain entry is lost .+, so is what is left here\.$/,
    );
  });

  it('asks before removing the key and says what is lost', async () => {
    const fake = fakeApi(
      responders({ 'settings:clearWalletKey': () => live({ present: false, last4: null }) }),
    );
    renderWith(<PayPerRequestSection />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove wallet key…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the wallet key?' });
    expect(dialog.textContent).toContain('can be moved only with this key');
    expect(fake.callsTo('settings:clearWalletKey')).toEqual([]);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Remove wallet key…');
    fireEvent.click(screen.getByRole('button', { name: 'Remove wallet key…' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove the wallet key?' })).getByRole('button', {
        name: 'Remove the key',
      }),
    );
    await waitFor(() => expect(fake.callsTo('settings:clearWalletKey')).toHaveLength(1));
  });

  it('shows a stopped route with its reason, and resumes it on request', async () => {
    const reason = 'The pay-per-request gateway refused a signed payment for GET /coins.';
    const fake = fakeApi(
      responders({
        'gateway:status': () => live(gatewayStatus({ stopped: { at: NOW, reason } })),
        'gateway:resume': () => live(gatewayStatus()),
      }),
    );
    renderWith(<PayPerRequestSection />, fake);
    const banner = await screen.findByTestId('gateway-stopped');
    expect(banner.textContent).toContain(reason);
    fireEvent.click(within(banner).getByRole('button', { name: 'Resume paying' }));
    await waitFor(() => expect(screen.queryByTestId('gateway-stopped')).toBeNull());
  });

  it('asks before paying a new address: the user accepts the one the gateway asked for, by name', async () => {
    const before = '0xa2AD8183209E5d2F7f0d8F995f5601a0bb5100c7';
    const asked = '0x0750a9e669C37FE1A1847E4B8f9e16F07c16162f';
    const reason = `The gateway asked to be paid at ${asked} for GET /coins, but your payments so far went to ${before}.`;
    const fake = fakeApi(
      responders({
        'gateway:status': () =>
          live(gatewayStatus({ stopped: { at: NOW, reason }, recipient: before, askedRecipient: asked })),
        'gateway:acceptRecipient': () => live(gatewayStatus({ recipient: asked })),
      }),
    );
    renderWith(<PayPerRequestSection />, fake);
    const banner = await screen.findByTestId('gateway-stopped');
    expect(banner.textContent).toContain(reason);
    // Resuming alone would only meet the same refusal: the choice offered names the address.
    expect(within(banner).queryByRole('button', { name: 'Resume paying' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: `Pay ${asked} from now on` }));
    await waitFor(() => expect(screen.queryByTestId('gateway-stopped')).toBeNull());
    expect(fake.callsTo('gateway:acceptRecipient')).toEqual([{ address: asked }]);
    expect(screen.getByTestId('gateway-recipient').textContent).toContain(`Payments go to ${asked}`);
  });

  it('lets the user refuse the new address and resume paying the known one', async () => {
    const known = '0x5A4Db0C5000000000000000000000000000402a1';
    const asked = '0x000000000000000000000000000000000000dEaD';
    const reason = `The gateway asked to be paid at ${asked} for GET /coins, but your payments so far went to ${known}.`;
    const fake = fakeApi(
      responders({
        'gateway:status': () =>
          live(gatewayStatus({ stopped: { at: NOW, reason }, recipient: known, askedRecipient: asked })),
        'gateway:refuseRecipient': () => live(gatewayStatus({ recipient: known })),
      }),
    );
    renderWith(<PayPerRequestSection />, fake);
    const banner = await screen.findByTestId('gateway-stopped');
    fireEvent.click(within(banner).getByRole('button', { name: `Keep paying ${known} (known) and resume` }));
    await waitFor(() => expect(screen.queryByTestId('gateway-stopped')).toBeNull());
    // The refused address is named, so main refuses that one and no other.
    expect(fake.callsTo('gateway:refuseRecipient')).toEqual([{ address: asked }]);
    expect(fake.callsTo('gateway:acceptRecipient')).toEqual([]);
    expect(screen.getByTestId('gateway-recipient').textContent).toContain(`Payments go to ${known}`);
  });

  it('keeps the banner and says why when accepting fails', async () => {
    const asked = '0x0750a9e669C37FE1A1847E4B8f9e16F07c16162f';
    const message = 'That is not the address the gateway asked to be paid at, so nothing changed.';
    const fake = fakeApi(
      responders({
        'gateway:status': () =>
          live(gatewayStatus({ stopped: { at: NOW, reason: 'asked' }, askedRecipient: asked })),
        'gateway:acceptRecipient': () => failed({ code: 'invalid_input', message }),
      }),
    );
    renderWith(<PayPerRequestSection />, fake);
    const banner = await screen.findByTestId('gateway-stopped');
    fireEvent.click(within(banner).getByRole('button', { name: `Pay ${asked} from now on` }));
    expect(await within(banner).findByText(message)).toBeTruthy();
  });
});

describe('calls the gateway does not serve', () => {
  it('are marked "API key only", with the reason in the tooltip', async () => {
    const unavailable = 'not available when paying per request: the gateway does not serve this call';
    const { container } = renderWith(
      <CostBadge
        cost={{
          preview: { credits: 2, usdc: null, needsConfirmation: false, explanation: 'x', unavailable },
          error: null,
        }}
      />,
      fakeApi(responders()),
    );
    expect(screen.getByText('API key only')).toBeTruthy();
    // The badge says it in the user's language, with what to do about it.
    expect((await tipSaying(container, 'not available')).textContent).toBe(
      `${unavailable}; switch the access route to the API key in Settings to make it`,
    );
  });

  it('in privacy mode shows a receipt masked and unlinked: the link would carry the whole hash', async () => {
    const ledger: GatewayLedger = {
      spentTodayUsd: '0.001',
      reservedTodayUsd: '0',
      spentMonthUsd: '0.001',
      reservedMonthUsd: '0',
      journal: [row({})],
      unsettled: [],
    };
    renderWith(
      <UsdcLedger />,
      fakeApi(
        responders({
          'gateway:ledger': () => live(ledger),
          'settings:get': () => live(settings({ accessRoute: 'gateway', privacyMode: true })),
        }),
      ),
    );
    const region = await screen.findByRole('region', { name: 'USDC ledger' });
    await within(region).findByText('•••');
    expect(within(region).queryByRole('link')).toBeNull();
    expect(document.body.innerHTML).not.toContain(TX.slice(2, 12));
  });
});

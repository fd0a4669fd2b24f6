// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CostPreview } from '../../../../src/shared/domain/credits';
import { useViewOpeningHints } from '../../../../src/renderer/src/components/view-costs';
import { fakeApi } from '../helpers/fake-api';
import { live, meter, settings } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';

// A navigation link's hover price says what the buttons inside the view say: paying per request, the USDC price
// of what opening it sends, or "not available when paying per request" for what the gateway does not serve.

afterEach(cleanup);

function Hints() {
  const hints = useViewOpeningHints('settings');
  return (
    <ul>
      {Object.entries(hints).map(([view, hint]) => (
        <li key={view} data-testid={view}>
          {hint}
        </li>
      ))}
    </ul>
  );
}

const unavailable: CostPreview = {
  credits: 10,
  usdc: null,
  needsConfirmation: false,
  explanation: 'Not offered by the pay-per-request gateway',
  unavailable: 'not available when paying per request: the gateway does not serve this call',
};
const paid: CostPreview = { credits: 40, usdc: '0.003', needsConfirmation: false, explanation: '0.003 USDC' };
const cached: CostPreview = { credits: 0, usdc: null, needsConfirmation: false, explanation: 'cached' };

describe('the opening price of a view, paying per request', () => {
  it('says USDC for what is paid and "not available" for what the gateway does not serve', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings({ accessRoute: 'gateway' })),
      'credits:meter': () => live(meter()),
      'wallet:list': () =>
        live([{ id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: 'Cold' }]),
      'watchlist:coins': () => live([]),
      'rwa:watchlist': () => live([]),
      'credits:preview': ({ channel }) =>
        live(
          channel.startsWith('rwa:')
            ? unavailable
            : channel === 'wallet:balance' || channel === 'wallet:transactions'
              ? paid
              : cached,
        ),
    });
    renderWith(<Hints />, fake);

    // Balance and transactions paid, the lookups cached: the USDC of the paid ones, as a button says it.
    await waitFor(() => expect(screen.getByTestId('wallets').textContent).toBe('80 credits (0.006 USDC)'));
    await waitFor(() =>
      expect(screen.getByTestId('rwa').textContent).toBe('not available when paying per request'),
    );
  });
});

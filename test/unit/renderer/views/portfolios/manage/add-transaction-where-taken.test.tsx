// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refusedTypes } from '../../../../../../src/renderer/src/views/portfolios/manage/refused-types';
import { fakeApi, type Responders } from '../../../helpers/fake-api';
import { bitcoin, failed, live, settings } from '../../../helpers/fixtures';
import { ledger, resetManage } from '../../../helpers/manage';
import { renderWith } from '../../../helpers/render';
import { ManageScreen } from '../../../helpers/manage-screen';

// The service's page for POST /portfolio/transaction makes portfolioId "required if shared portfolio is not manual":
// Add transaction is offered on every own portfolio and always names it. Where the service refuses one for a type,
// the dialog says why and Add is no longer offered for that type, across starts, until the user asks to try again.

afterEach(resetManage);

function setUp(over: Responders = {}) {
  const fake = fakeApi({
    'settings:get': () => live(settings()),
    'credits:preview': () => live({ credits: 4, usdc: null, needsConfirmation: false, explanation: '4' }),
    'portfolio:list': () => live([ledger]),
    'portfolio:coins': () => live([]),
    'coins:list': () => live([bitcoin]),
    ...over,
  });
  renderWith(<ManageScreen />, fake);
  return fake;
}

const refusal = {
  code: 'invalid_input' as const,
  status: 400,
  message: 'Not done: the buy of 1 bitcoin was refused. The service said: "Portfolio is not manual".',
};

async function addOneBitcoin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
  fireEvent.change(within(dialog).getByLabelText('Coin'), { target: { value: 'bitcoin' } });
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1' } });
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '50000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
  return dialog;
}

describe('Add transaction on a wallet portfolio', () => {
  it('is offered, and sends the portfolio it is for', async () => {
    const fake = setUp({
      'manage:addTransaction': () =>
        live({ state: 'done' as const, message: 'recorded', portfolioId: 'w1', credits: 4 }),
    });
    await addOneBitcoin();
    await waitFor(() => expect(fake.callsTo('manage:addTransaction')).toHaveLength(1));
    expect(fake.callsTo('manage:addTransaction')[0]).toMatchObject({ portfolioId: 'w1', coinId: 'bitcoin' });
  });

  it('says why when the service refuses it, and stops offering it for wallet portfolios, across starts', async () => {
    setUp({ 'manage:addTransaction': () => failed(refusal) });
    const dialog = await addOneBitcoin();
    await waitFor(() => expect(dialog.textContent).toContain('Portfolio is not manual'));
    expect(dialog.textContent).toContain('will not offer Add transaction for wallet portfolios again');
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancel|Close/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add transaction' })).toBeNull());
    expect(screen.getByRole('note').textContent).toContain(
      'The service refused a transaction for wallet portfolios',
    );
    // Kept in the page's storage: a new start still knows.
    expect(localStorage.getItem('folio-desk:refused-transaction-types')).toContain('Portfolio is not manual');
  });

  it('offers it again when the user asks to try again', async () => {
    localStorage.setItem(
      'folio-desk:refused-transaction-types',
      JSON.stringify({ wallet: { reason: 'Portfolio is not manual', at: 1 } }),
    );
    refusedTypes.setState({ wallet: { reason: 'Portfolio is not manual', at: 1 } }, true);
    setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Try adding one again' }));
    expect(await screen.findByRole('dialog', { name: 'Add transaction' })).toBeTruthy();
    expect(localStorage.getItem('folio-desk:refused-transaction-types')).toBeNull();
  });
});

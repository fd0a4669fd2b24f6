// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../../../../src/shared/domain/settings';
import { SAVED_NOTE_MS } from '../../../../../../src/renderer/src/views/portfolios/manage/saved-note';
import { fakeApi, type Responders } from '../../../helpers/fake-api';
import { bitcoin, failed, holdings, live, settings } from '../../../helpers/fixtures';
import { ledger, resetManage } from '../../../helpers/manage';
import { renderWith } from '../../../helpers/render';
import { ManageScreen } from '../../../helpers/manage-screen';

// A saved transaction closes its dialog; the manage bar then says what the service took, so a save is never
// silent. A refused one says nothing there: the dialog stays open with the refusal.

afterEach(() => {
  vi.useRealTimers();
  resetManage();
});

const done = () => live({ state: 'done' as const, message: 'recorded', portfolioId: 'w1', credits: 4 });

function setUp(over: Responders = {}, own: Partial<Settings> = {}) {
  const fake = fakeApi({
    'settings:get': () => live(settings(own)),
    'credits:preview': () => live({ credits: 4, usdc: null, needsConfirmation: false, explanation: '4' }),
    'portfolio:list': () => live([ledger]),
    // The coin held: the form names it by its symbol.
    'portfolio:coins': () => live(holdings),
    'coins:list': () => live([bitcoin]),
    'manage:addTransaction': done,
    ...over,
  });
  renderWith(<ManageScreen />, fake);
  return fake;
}

async function buyBitcoin(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
  fireEvent.change(within(dialog).getByLabelText('Coin'), { target: { value: 'bitcoin' } });
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '50000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
}

const savedNote = () => screen.queryByText(/^Added to /);

describe('After Add transaction', () => {
  it('says in the manage bar which transaction was added, once the dialog has closed', async () => {
    setUp();
    await buyBitcoin('0.5');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(savedNote()?.textContent).toBe('Added to Ledger: Buy 0.5 BTC.');
    expect(savedNote()?.closest('[role="status"]')).not.toBeNull();
  });

  it('goes when dismissed, when another dialog opens, or after a while', async () => {
    setUp();
    await buyBitcoin('0.5');
    await waitFor(() => expect(savedNote()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(savedNote()).toBeNull();

    await buyBitcoin('1');
    await waitFor(() => expect(savedNote()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(savedNote()).toBeNull();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await buyBitcoin('2');
    await waitFor(() => expect(savedNote()).not.toBeNull());
    act(() => vi.advanceTimersByTime(SAVED_NOTE_MS - 1000));
    expect(savedNote()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1001));
    expect(savedNote()).toBeNull();
  });

  it('masks the amount in privacy mode', async () => {
    setUp({}, { privacyMode: true });
    await buyBitcoin('0.5');
    await waitFor(() => expect(savedNote()).not.toBeNull());
    expect(savedNote()?.textContent).toBe('Added to Ledger: Buy ••• BTC.');
  });

  it('says nothing there when the service refused it: the dialog stays with the refusal', async () => {
    setUp({
      'manage:addTransaction': () =>
        failed({ code: 'invalid_input', status: 400, message: 'Not done: the service refused it.' }),
    });
    await buyBitcoin('0.5');
    const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    await within(dialog).findByText(/the service refused it/);
    expect(savedNote()).toBeNull();
  });
});

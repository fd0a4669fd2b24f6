// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CostPreview } from '../../../../../src/shared/domain/credits';
import { WalletsView } from '../../../../../src/renderer/src/views/wallets/wallets-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { ethBalance, failed, live, meter, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// The Wallets view in the user's language: headings, buttons, the sync's progress with its plural, and a sentence
// with the Sync button's name in bold inside it, all in German; the service's data stays as it came.

const cheap: CostPreview = { credits: 40, usdc: null, needsConfirmation: false, explanation: '40 credits' };

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () => live(cheap),
    'wallet:list': () =>
      live([{ id: 'w1', address: '0x1234567890abcdef1234', connectionId: 'ethereum', label: 'Cold' }]),
    'wallet:blockchains': () =>
      live([{ connectionId: 'ethereum', name: 'Ethereum', chain: 'ethereum', icon: null }]),
    'wallet:transactionTypes': () => live([{ id: 'withdraw', name: 'Sent' }]),
    'wallet:balance': () => live([ethBalance]),
    'wallet:transactions': () => failed({ code: 'not_synced', status: 409, message: 'Sync first.' }),
    ...over,
  };
}

afterEach(cleanup);

describe('WalletsView in German', () => {
  it('says its headings, columns and buttons in German, and keeps the data as it is', async () => {
    renderIn('de', <WalletsView />, fakeApi(responders()));
    expect(await screen.findByRole('heading', { name: 'Einer Wallet folgen' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bestände' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Blockchain', 'Menge', 'Kurs', '24 Std.']));
    // The symbol as written, not the icon's disc standing in beside it.
    expect(within(table).getByText('ETH', { ignore: '[aria-hidden]' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wallet Cold entfernen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
    // The service's own name of a type, in German where the app knows it.
    expect(screen.getByRole('option', { name: 'Gesendet' })).toBeTruthy();
  });

  it('says the wallet is not synced yet in one German sentence, the button’s name in bold', async () => {
    renderIn('de', <WalletsView />, fakeApi(responders()));
    const section = await screen.findByRole('region', { name: 'Transaktionen' });
    const state = await within(section).findByText(/^Noch nicht synchronisiert/);
    expect(state.textContent).toBe(
      'Noch nicht synchronisiert: Drücken Sie oben Synchronisieren, um die Transaktionen dieser Wallet zu lesen.',
    );
    expect(state.querySelector('strong')?.textContent).toBe('Synchronisieren');
  });

  it('says what is wrong with a typed address in German, and follows nothing', async () => {
    const fake = fakeApi(responders());
    renderIn('de', <WalletsView />, fake);
    const form = await screen.findByRole('form', { name: 'Einer Wallet folgen' });
    await within(form).findByRole('option', { name: 'Ethereum' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Adresse' }), {
      target: { value: 'vitalik.eth' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Folgen' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Eine Adresse auf Ethereum beginnt mit 0x, gefolgt von 40 Buchstaben a–f und Ziffern.',
    );
    expect(fake.callsTo('wallet:add')).toEqual([]);
  });

  it('counts the sync’s status checks with the German plural', async () => {
    const fake = fakeApi(responders({ 'wallet:sync': () => live({ syncId: 's1' }) }));
    renderIn('de', <WalletsView />, fake);
    const panel = await screen.findByRole('region', { name: 'Transaktionen synchronisieren' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Synchronisieren' }));
    await waitFor(() => expect(fake.callsTo('wallet:sync')).toHaveLength(1));
    act(() =>
      fake.emit('sync:progress', {
        syncId: 's1',
        walletIds: ['w1'],
        state: 'syncing',
        polls: 1,
        elapsedMs: 2000,
        message: 'Ketten werden gelesen',
      }),
    );
    expect(within(panel).getByRole('status').textContent).toContain(
      'Wird synchronisiert: Ketten werden gelesen (1 Abfrage, 2 s)',
    );
  });
});

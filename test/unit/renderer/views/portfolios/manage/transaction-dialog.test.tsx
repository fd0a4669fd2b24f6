// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Coin } from '../../../../../../src/shared/domain/market';
import type { WriteOutcome } from '../../../../../../src/shared/domain/manage';
import type { Envelope } from '../../../../../../src/shared/envelope';
import { TransactionDialog } from '../../../../../../src/renderer/src/views/portfolios/manage/transaction-dialog';
import {
  draftKey,
  dropDraft,
} from '../../../../../../src/renderer/src/views/portfolios/manage/unsaved-drafts';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { fakeApi, type Responders } from '../../../helpers/fake-api';
import { holdings, live, settings } from '../../../helpers/fixtures';
import { badgeWords } from '../../../helpers/cost-tip';
import { renderWith } from '../../../helpers/render';

// The Add transaction dialog as a user meets it: finding a coin by name, the price it starts from, a question
// before a price far from the market is saved, what the click costs in all, and what happens while it is sent.

afterEach(() => {
  cleanup();
  // A test that stopped half way leaves no draft for the next one.
  dropDraft(draftKey('p1', undefined));
});

const solana: Coin = {
  id: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  icon: null,
  rank: 5,
  price: 141.25,
  priceChange1h: null,
  priceChange1d: null,
  priceChange1w: null,
  marketCap: null,
  volume: null,
};

const done = (): Envelope<WriteOutcome> =>
  live({ state: 'done', message: 'recorded', portfolioId: 'p1', credits: 4 });

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    // The write 4 credits; the five reads of the portfolio's figures after it 50 in all (not the list, 12).
    'credits:preview': (call) => {
      const credits = call.channel.startsWith('manage:')
        ? 4
        : call.channel === 'coins:list'
          ? 2
          : call.channel === 'portfolio:list'
            ? 12
            : 10;
      return live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits} credits` });
    },
    'portfolio:coins': () => live(holdings),
    'coins:list': () => live([solana]),
    'manage:addTransaction': done,
    ...over,
  };
}

/** The dialog as the Portfolios view opens it, with the selected portfolio's holdings read. */
function Dialog() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'p1' });
    void stores.portfolio.coins.load({ portfolioId: 'p1', currency: 'USD' });
  }, [stores]);
  return <TransactionDialog portfolioId="p1" portfolioName="Main" onClose={() => undefined} />;
}

const open = async (over: Responders = {}) => {
  const fake = fakeApi(responders(over));
  renderWith(<Dialog />, fake);
  const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return { fake, dialog, type };
};

/** The dialog behind a button, as the manage bar has it: closed, it can be opened again. */
function Reopenable() {
  const { stores } = useFolio();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'p1' });
    void stores.portfolio.coins.load({ portfolioId: 'p1', currency: 'USD' });
  }, [stores]);
  return open ? (
    <TransactionDialog portfolioId="p1" portfolioName="Main" onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open Add transaction
    </button>
  );
}

describe('a transaction typed and not saved', () => {
  it('is back, as left, when the dialog opens again; Start over clears it, and saving forgets it', async () => {
    const fake = fakeApi(responders());
    renderWith(<Reopenable />, fake);
    let dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    const type = (label: string, text: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value: text } });
    const reopen = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open Add transaction' }));
      dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    };
    type('Coin', 'bitcoin');
    type('Amount', '0.5');
    type('Price per coin (USD)', '140');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await reopen();
    expect(within(dialog).getByText(/^Your unsaved transaction is back, as you left it\./)).toBeTruthy();
    expect([value('Coin'), value('Amount'), value('Price per coin (USD)')]).toEqual([
      'bitcoin',
      '0.5',
      '140',
    ]);
    // Closed again untouched, it stays kept.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await reopen();
    expect(value('Amount')).toBe('0.5');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect([value('Coin'), value('Amount')]).toEqual(['', '']);
    expect(within(dialog).queryByText(/Your unsaved transaction is back/)).toBeNull();

    type('Coin', 'bitcoin');
    type('Amount', '0.25');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(fake.callsTo('manage:addTransaction')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Open Add transaction' });
    await reopen();
    expect(value('Amount')).toBe('');
    expect(within(dialog).queryByText(/Your unsaved transaction is back/)).toBeNull();
  });
});

describe('a draft whose coin was found by name', () => {
  it('comes back with its pick and the price that pick suggested, without a new search', async () => {
    const fake = fakeApi(responders());
    renderWith(<Reopenable />, fake);
    let dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    fireEvent.change(within(dialog).getByLabelText('Coin'), { target: { value: 'sol' } });
    fireEvent.click(within(dialog).getByRole('option', { name: /^Search the service for “sol”/ }));
    fireEvent.click(await within(dialog).findByRole('option', { name: /^Solana SOL id solana/ }));
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '3' } });
    const price = () => (within(dialog).getByLabelText('Price per coin (USD)') as HTMLInputElement).value;
    await waitFor(() => expect(price()).toBe('141.25'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open Add transaction' }));
    dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    // "As you left it" must mean it: the suggested price stays and the search is not offered again.
    expect(within(dialog).getByText(/^Your unsaved transaction is back, as you left it\./)).toBeTruthy();
    expect(price()).toBe('141.25');
    expect(within(dialog).getByText('Picked Solana (SOL): the service knows it as “solana”.')).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: /^Search the service/ })).toBeNull();
    expect(fake.callsTo('coins:list')).toHaveLength(1);
  });
});

describe('the Add transaction dialog', () => {
  it('finds a coin by name for its price, fills the Coin field with its id and the price with its price', async () => {
    const { fake, dialog, type } = await open();
    type('Coin', 'sol');
    // The search is the Coin list's last entry, priced before it is sent; typing spent nothing.
    const find = within(dialog).getByRole('option', { name: /^Search the service for “sol”/ });
    await waitFor(() => expect(find.textContent).toContain('2 credits'));
    expect(fake.callsTo('coins:list')).toHaveLength(0);
    fireEvent.click(find);
    const solana = await within(dialog).findByRole('option', { name: /^Solana SOL id solana/ });
    expect(fake.callsTo('coins:list')).toEqual([{ name: 'sol', currency: 'USD', limit: 10 }]);
    fireEvent.click(solana);
    expect((within(dialog).getByLabelText('Coin') as HTMLInputElement).value).toBe('solana');
    // The pick is said in words; no search for "solana" is offered next to it.
    expect(within(dialog).getByText('Picked Solana (SOL): the service knows it as “solana”.')).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: /^Search the service/ })).toBeNull();
    const price = within(dialog).getByLabelText('Price per coin (USD)') as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('141.25'));
    expect(dialog.textContent).toMatch(/The last price Folio Desk read, at .+: change it to what you paid\./);
  });

  it('refuses a coin typed but not picked, sends nothing and keeps what was typed', async () => {
    const { fake, dialog, type } = await open();
    type('Coin', 'SOL');
    type('Amount', '0.5');
    type('Price per coin (USD)', '140');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    expect(await within(dialog).findByText('Coin: pick one from the list')).toBeTruthy();
    expect(fake.callsTo('manage:addTransaction')).toHaveLength(0);
    expect((within(dialog).getByLabelText('Coin') as HTMLInputElement).value).toBe('SOL');
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('0.5');
    // Picked from the search, the coin is taken and the issue goes.
    fireEvent.click(within(dialog).getByRole('option', { name: /^Search the service for “SOL”/ }));
    fireEvent.click(await within(dialog).findByRole('option', { name: /^Solana SOL id solana/ }));
    expect(within(dialog).queryByText('Coin: pick one from the list')).toBeNull();
  });

  it('asks before saving a price far from the market price it holds, saying both; a second press saves it', async () => {
    const { fake, dialog, type } = await open();
    type('Coin', 'bitcoin');
    // Prefilled from the holdings just read: no read of its own.
    const price = within(dialog).getByLabelText('Price per coin (USD)') as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('97512'));
    type('Amount', '0.5');
    type('Price per coin (USD)', '140');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    const warning = await within(dialog).findByText(/is far from the market price/);
    expect(warning.textContent).toBe(
      'The price $140.00 is far from the market price Folio Desk last read, $97,512.00. Check it; press Add transaction again to save it as it is.',
    );
    expect(fake.callsTo('manage:addTransaction')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(fake.callsTo('manage:addTransaction')).toHaveLength(1));
    expect(fake.callsTo('coins:list')).toHaveLength(0);
  });

  it('shows the whole price of the click: the write, then the figures read again (the list is not)', async () => {
    const { dialog } = await open();
    // One badge with the sum; its tooltip opens with both parts, then how each is reached.
    await waitFor(() => expect(badgeWords(dialog.querySelector('.fd-cost'))).toBe('54 credits'));
    expect(dialog.querySelectorAll('.fd-cost')).toHaveLength(1);
    const tip = dialog.querySelector('.fd-cost [role="tooltip"]')?.textContent ?? '';
    expect(tip.split('\n')[0]).toBe('4 credits, then 50 to read the portfolio again');
    expect(tip.split('\n')[1]).toMatch(/; then, to read the portfolio again: /);
  });

  it('says what it is doing while the write is out and while the portfolio is read again', async () => {
    let answer: (value: Envelope<WriteOutcome>) => void = () => undefined;
    let reread: (value: ReturnType<typeof live<typeof holdings>>) => void = () => undefined;
    let reads = 0;
    const { dialog, type } = await open({
      'manage:addTransaction': () => new Promise((resolve) => (answer = resolve)),
      'portfolio:coins': () =>
        ++reads === 1 ? live(holdings) : new Promise((resolve) => (reread = resolve)),
    });
    type('Coin', 'bitcoin');
    type('Amount', '0.5');
    type('Price per coin (USD)', '97000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    const button = await within(dialog).findByRole('button', { name: 'Adding…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('Sending the transaction to the service…');
    answer(done());
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Recorded. Reading the portfolio again to show the new figures…',
      ),
    );
    expect((within(dialog).getByRole('button', { name: 'Adding…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    reread(live(holdings));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Adding…' })).toBeNull());
  });
});

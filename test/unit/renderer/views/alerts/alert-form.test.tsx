// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Input } from '../../../../../src/shared/contract';
import type { AlertRule } from '../../../../../src/shared/domain/alerts';
import type { Coin } from '../../../../../src/shared/domain/market';
import { AlertForm } from '../../../../../src/renderer/src/views/alerts/alert-form';
import { AlertRules } from '../../../../../src/renderer/src/views/alerts/alert-rules';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../src/renderer/src/stores/resource';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { failed, live, NOW, settings } from '../../helpers/fixtures';
import { textBesideIcons } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';
import { badgeWords } from '../../helpers/cost-tip';

// The New alert form as a user meets it: the coin is found by name among every coin the service knows (a small
// coin is on no first page of the list), picked with the keyboard, and the alert saved names it in "Your alerts".

afterEach(cleanup);

const coin = (id: string, name: string, symbol: string, rank: number): Coin => ({
  id,
  name,
  symbol,
  icon: null,
  rank,
  price: 0.0042,
  priceChange1h: null,
  priceChange1d: null,
  priceChange1w: null,
  marketCap: null,
  volume: null,
});
const kalomi = coin('long-tail-0500', 'Kalomi Token', 'KALO00', 520);
const kalobo = coin('long-tail-0731', 'Kalobo Token', 'KALO31', 751);
const bitcoin = coin('bitcoin', 'Bitcoin', 'BTC', 1);

/** The service's coin list: coins whose name holds the text (its `name` filter), or with that ticker (`symbol`). */
const coinsNamed = (input: Input<'coins:list'>) =>
  live(
    [kalomi, kalobo, bitcoin].filter((c) =>
      input.symbol !== undefined
        ? c.symbol === input.symbol
        : input.name !== undefined && c.name.toLowerCase().includes(input.name.toLowerCase()),
    ),
  );

/** A fake main that keeps the alerts it is asked to create, as alerts:list then lists them. */
function responders(over: Responders = {}): Responders {
  const rules: AlertRule[] = [];
  return {
    'settings:get': () => live(settings()),
    'credits:preview': () =>
      live({ credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits for GET /coins' }),
    'coins:list': coinsNamed,
    'coins:get': ({ coinId }) =>
      coinId === 'bitcoin' ? live(bitcoin) : failed({ code: 'not_found', message: 'no such coin' }),
    'alerts:create': (input) => {
      const rule: AlertRule = {
        ...input,
        id: `r${rules.length + 1}`,
        createdAt: NOW,
        state: 'armed',
        judgedAsOf: null,
        lastSeen: null,
      };
      rules.push(rule);
      return live(rule);
    },
    'alerts:list': () => live([...rules]),
    ...over,
  };
}

/** The form above "Your alerts", as the Alerts view shows them (it loads the rules when it opens). */
function View({ initialCoin = null }: { initialCoin?: string | null }) {
  const { stores } = useFolio();
  useEffect(() => void stores.alerts.rules.load(NO_QUERY), [stores]);
  return (
    <>
      <AlertForm initialCoin={initialCoin} />
      <AlertRules />
    </>
  );
}

const form = () => screen.getByRole('form', { name: 'New alert' });
const coinField = () => within(form()).getByRole('combobox', { name: 'Coin' });
/** The match the arrows mark: the field names it as its active descendant (focus stays in the field). */
const marked = () => {
  const id = coinField().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

describe('New alert on a coin found by name', () => {
  it('finds a small coin by typing, picks it with the keyboard and saves an alert that names it', async () => {
    const fake = fakeApi(responders());
    renderWith(<View />, fake);
    fireEvent.change(coinField(), { target: { value: 'kalo' } });
    // Priced before anything is sent; typing alone sends nothing.
    const find = within(form()).getByRole('button', { name: 'Find coins named like “kalo”' });
    await waitFor(() => expect(badgeWords(find.nextElementSibling)).toBe('2 credits'));
    expect(fake.callsTo('coins:list')).toEqual([]);

    key(coinField(), 'Enter');
    const found = await within(form()).findByRole('listbox', { name: 'Coins found' });
    expect(fake.callsTo('coins:list')).toEqual([{ name: 'kalo', currency: 'USD', limit: 10 }]);
    expect(fake.callsTo('alerts:create')).toEqual([]); // Enter in the name searched; it did not send the form
    const matches = within(found).getAllByRole('option');
    expect(matches.map(textBesideIcons)).toEqual([
      'Kalomi Token KALO00 id long-tail-0500',
      'Kalobo Token KALO31 id long-tail-0731',
    ]);

    // Down into the matches, down once more, up again: the first match is marked; Enter picks it.
    key(coinField(), 'ArrowDown');
    await waitFor(() => expect(marked()).toBe(matches[0]));
    key(coinField(), 'ArrowDown');
    expect(marked()).toBe(matches[1]);
    key(coinField(), 'ArrowUp');
    expect(marked()).toBe(matches[0]);
    expect(document.activeElement).toBe(coinField());
    key(coinField(), 'Enter');

    expect(
      within(form()).getByText('Picked Kalomi Token (KALO00): the service knows it as “long-tail-0500”.'),
    ).toBeTruthy();
    expect(within(form()).queryByRole('listbox', { name: 'Coins found' })).toBeNull();
    expect(document.activeElement).toBe(coinField());
    expect((coinField() as HTMLInputElement).value).toBe('Kalomi Token');

    fireEvent.change(within(form()).getByRole('textbox', { name: 'Level (USD)' }), {
      target: { value: '0.005' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save alert' }));
    await within(form()).findByText('Alert saved for Kalomi Token (KALO00).');
    expect(fake.callsTo('alerts:create')).toEqual([
      {
        target: { kind: 'coin', id: 'long-tail-0500', label: 'Kalomi Token (KALO00)' },
        condition: { type: 'above', level: 0.005 },
        currency: 'USD',
      },
    ]);
    const rules = await screen.findByRole('table', { name: 'Your alerts' });
    expect(within(rules).getByRole('row', { name: /Kalomi Token \(KALO00\).*Armed/ })).toBeTruthy();
    // No read of the coins list's first page: the form only searches when asked.
    expect(fake.callsTo('coins:list')).toHaveLength(1);
  });

  it('says when nothing matches, and saves no alert on a coin not picked', async () => {
    const fake = fakeApi(responders());
    renderWith(<View />, fake);
    fireEvent.change(coinField(), { target: { value: 'xyz' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Find coins named like “xyz”' }));
    await within(form()).findByText('No coin matches “xyz”. Try its full name or symbol.');
    expect(within(form()).queryByRole('listbox', { name: 'Coins found' })).toBeNull();
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Level (USD)' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save alert' }));
    await within(form()).findByText('Pick a coin first: find “xyz” and choose one of the matches.');
    expect(fake.callsTo('alerts:create')).toEqual([]);
  });

  it('finds a coin by its ticker, which is in no coin’s name, with its own priced button', async () => {
    const fake = fakeApi(responders());
    renderWith(<View />, fake);
    fireEvent.change(coinField(), { target: { value: 'btc' } });
    key(coinField(), 'Enter');
    await within(form()).findByText('No coin matches “btc”. Try its full name or symbol.');
    const bySymbol = within(form()).getByRole('button', { name: 'Find the symbol “BTC”' });
    await waitFor(() => expect(badgeWords(bySymbol.nextElementSibling)).toBe('2 credits'));
    fireEvent.click(bySymbol);
    const found = await within(form()).findByRole('listbox', { name: 'Coins found' });
    expect(fake.callsTo('coins:list')).toEqual([
      { name: 'btc', currency: 'USD', limit: 10 },
      { symbol: 'BTC', currency: 'USD', limit: 10 },
    ]);
    expect(within(form()).getByText('Coins with the symbol “BTC”: pick one.')).toBeTruthy();
    fireEvent.click(within(found).getByRole('option', { name: 'Bitcoin BTC id bitcoin' }));
    expect(within(form()).getByText('Picked Bitcoin (BTC): the service knows it as “bitcoin”.')).toBeTruthy();
  });

  it('shows the service’s refusal and keeps what was typed; Escape closes the matches', async () => {
    const fake = fakeApi(
      responders({
        'coins:list': () =>
          failed({ code: 'rate_limited', message: 'rate limited', status: 429, retryAfterMs: 20_000 }),
      }),
    );
    renderWith(<View />, fake);
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Level (USD)' }), {
      target: { value: '3' },
    });
    fireEvent.change(coinField(), { target: { value: 'kalo' } });
    key(coinField(), 'Enter');
    const refusal = await within(form()).findByRole('alert');
    expect(refusal.textContent).toBe('Too many requests (429). Waiting 20 s before trying again.');
    expect((coinField() as HTMLInputElement).value).toBe('kalo');
    expect((within(form()).getByRole('textbox', { name: 'Level (USD)' }) as HTMLInputElement).value).toBe(
      '3',
    );

    fake.answer('coins:list', coinsNamed);
    key(coinField(), 'Enter');
    const found = await within(form()).findByRole('listbox', { name: 'Coins found' });
    key(coinField(), 'ArrowDown');
    expect(marked()).toBe(within(found).getAllByRole('option')[0]);
    key(coinField(), 'Escape');
    expect(within(form()).queryByRole('listbox', { name: 'Coins found' })).toBeNull();
    expect(document.activeElement).toBe(coinField());
    // Nothing was picked: the matches come back with ArrowDown.
    key(coinField(), 'ArrowDown');
    await within(form()).findByRole('listbox', { name: 'Coins found' });
  });

  it('keeps the coin a panel opened the form with, picked by name without a search', async () => {
    const fake = fakeApi(responders());
    renderWith(<View initialCoin="bitcoin" />, fake);
    await within(form()).findByText('Picked Bitcoin (BTC): the service knows it as “bitcoin”.');
    expect((coinField() as HTMLInputElement).value).toBe('Bitcoin');
    expect(within(form()).queryByRole('button', { name: /^Find coins/ })).toBeNull();
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Level (USD)' }), {
      target: { value: '100000' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save alert' }));
    await within(form()).findByText('Alert saved for Bitcoin (BTC).');
    expect(fake.callsTo('coins:list')).toEqual([]);
    expect(fake.callsTo('alerts:create')).toMatchObject([
      { target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' } },
    ]);
  });
});

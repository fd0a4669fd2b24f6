// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TickerExchange, TickerPair, TickerPairsPage } from '../../../../../src/shared/domain/tickers';
import { filterOptions } from '../../../../../src/renderer/src/components/combo-box';
import { CandlesView } from '../../../../../src/renderer/src/views/candles/candles-view';
import { DEFAULT_FORM } from '../../../../../src/renderer/src/stores/candle-form';
import { pairCommands } from '../../../../../src/renderer/src/views/candles/pair-commands';
import { createCandleStores } from '../../../../../src/renderer/src/stores/candles';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { failed, live, meter, NOW, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));
afterEach(cleanup);

const pair = (exchange: string, name: string, volumeUsd: number): TickerPair => {
  const [base = '', quote = ''] = name.split('/');
  return { exchange, pair: name, base, quote, pairPrice: 1, volumeUsd };
};

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'credits:preview': () =>
      live({ credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits' }),
    'tickers:exchanges': () =>
      live([
        { id: 'binance', name: 'Binance', rank: 1, volume24h: 9e9 },
        { id: 'coinbase', name: 'Coinbase', rank: 2, volume24h: 3e9 },
        { id: 'kraken', name: 'Kraken', rank: 3, volume24h: 1e9 },
      ]),
    'tickers:markets': (q) =>
      live({
        exchange: q.exchange,
        page: 1,
        hasNextPage: false,
        total: 2,
        pairs:
          q.exchange === 'Coinbase'
            ? [pair('Coinbase', 'BTC/USD', 5e8), pair('Coinbase', 'ETH/USD', 2e8)]
            : [pair(q.exchange, 'BTC/USDT', 5e8)],
      }),
    'candles:window': (q) =>
      live({
        exchange: q.exchange,
        pair: q.pair,
        interval: q.interval,
        from: NOW - 3_600_000,
        to: NOW,
        hasOlder: false,
        columns: { t: [], o: [], h: [], l: [], c: [], v: [] },
      }),
    ...over,
  };
}

const field = (name: string) => screen.getByRole('combobox', { name });
const options = (name: string) =>
  within(screen.getByRole('listbox', { name: `${name} suggestions`, hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.firstChild?.textContent);

describe('filterOptions', () => {
  it('keeps the options containing the typed text, those starting with it first, ignoring case and slashes', () => {
    const list = ['ETH/BTC', 'BTC/USDT', 'SOL/USDT', 'WBTC/USDT'].map((value) => ({ value }));
    expect(filterOptions(list, 'btc').map((o) => o.value)).toEqual(['BTC/USDT', 'ETH/BTC', 'WBTC/USDT']);
    expect(filterOptions(list, 'solusdt').map((o) => o.value)).toEqual(['SOL/USDT']);
    expect(filterOptions(list, '').length).toBe(4);
    expect(filterOptions(list, 'doge')).toEqual([]);
  });
});

describe('the exchange and pair pickers', () => {
  it('read the exchange list only when the field is opened, filter it by typing, and pick by keyboard', async () => {
    const fake = fakeApi(responders());
    renderWith(<CandlesView />, fake);
    expect(fake.callsTo('tickers:exchanges')).toHaveLength(0);
    const exchange = field('Exchange');
    fireEvent.focus(exchange);
    await waitFor(() => expect(fake.callsTo('tickers:exchanges')).toHaveLength(1));
    fireEvent.change(exchange, { target: { value: 'co' } });
    await waitFor(() => expect(options('Exchange')).toEqual(['Coinbase']));
    expect(exchange.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(exchange, { key: 'Enter' });
    expect((exchange as HTMLInputElement).value).toBe('Coinbase');
    expect(exchange.getAttribute('aria-expanded')).toBe('false');

    // The pairs are those of the exchange in the field, asked for by its name.
    const pairField = field('Pair');
    fireEvent.focus(pairField);
    await waitFor(() => expect(fake.callsTo('tickers:markets')).toEqual([{ exchange: 'Coinbase' }]));
    fireEvent.change(pairField, { target: { value: 'eth' } });
    await waitFor(() => expect(options('Pair')).toEqual(['ETH/USD']));
    fireEvent.keyDown(pairField, { key: 'ArrowDown' });
    expect(pairField.getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(pairField, { key: 'Enter' });
    expect((pairField as HTMLInputElement).value).toBe('ETH/USD');
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await waitFor(() =>
      expect(fake.callsTo('candles:window')).toEqual([
        expect.objectContaining({ exchange: 'Coinbase', pair: 'ETH/USD' }),
      ]),
    );
  });

  it('filters a pair list that arrives after the typing, and lists the kept pair’s matches first on another exchange', async () => {
    let answer: (() => void) | undefined;
    const fake = fakeApi(
      responders({
        // The Coinbase list answers only after "ETH" is typed.
        'tickers:markets': (q) =>
          new Promise((resolve) => {
            const page = (pairs: TickerPair[]) =>
              live({ exchange: q.exchange, page: 1, hasNextPage: false, total: pairs.length, pairs });
            if (q.exchange !== 'Coinbase') return resolve(page([pair(q.exchange, 'ETH/USDT', 5e8)]));
            answer = () =>
              resolve(page([pair('Coinbase', 'BTC/USD', 5e8), pair('Coinbase', 'ETH/USD', 2e8)]));
          }),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.change(field('Exchange'), { target: { value: 'Coinbase' } });
    fireEvent.blur(field('Exchange'));
    const pairField = field('Pair');
    fireEvent.focus(pairField);
    fireEvent.change(pairField, { target: { value: 'ETH' } });
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(options('Pair')).toEqual(['ETH/USD']));
    fireEvent.blur(pairField);

    // "ETH" kept while the exchange changes: opening the field again lists every pair, ETH's first.
    fireEvent.change(field('Exchange'), { target: { value: 'Kraken' } });
    fireEvent.blur(field('Exchange'));
    fireEvent.change(field('Exchange'), { target: { value: 'Coinbase' } });
    fireEvent.blur(field('Exchange'));
    fireEvent.focus(pairField);
    await waitFor(() => expect(options('Pair')).toEqual(['ETH/USD', 'BTC/USD']));
    fireEvent.click(screen.getByRole('option', { name: /ETH\/USD/ }));
    expect((pairField as HTMLInputElement).value).toBe('ETH/USD');
  });

  it('typing an exchange never touches the pair; settling on one known not to list it takes its pair of that base', async () => {
    const fake = fakeApi(responders());
    renderWith(<CandlesView />, fake);
    const pairValue = () => (field('Pair') as HTMLInputElement).value;
    fireEvent.change(field('Pair'), { target: { value: 'ETH/USDT' } });
    fireEvent.blur(field('Pair'));
    fireEvent.focus(field('Exchange'));
    for (const typed of ['', 'C', 'Co', 'Coin', 'Coinbase']) {
      fireEvent.change(field('Exchange'), { target: { value: typed } });
      expect(pairValue()).toBe('ETH/USDT');
    }
    // Coinbase's pairs are not read yet: the pair stays whole, and once they are, the field says it is not listed.
    fireEvent.blur(field('Exchange'));
    expect(pairValue()).toBe('ETH/USDT');
    fireEvent.focus(field('Pair'));
    expect(await screen.findByText(/Coinbase does not list ETH\/USDT\./)).toBeTruthy();
    fireEvent.blur(field('Pair'));
    fireEvent.change(field('Exchange'), { target: { value: 'Binance' } });
    fireEvent.blur(field('Exchange'));
    expect(pairValue()).toBe('ETH/USDT');
    // Back on Coinbase, whose whole list is known: its ETH pair, so Show candles sends a pair it lists.
    fireEvent.change(field('Exchange'), { target: { value: 'Coinbase' } });
    fireEvent.blur(field('Exchange'));
    expect(pairValue()).toBe('ETH/USD');
    expect(screen.queryByText(/does not list/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await waitFor(() =>
      expect(fake.callsTo('candles:window')).toEqual([
        expect.objectContaining({ exchange: 'Coinbase', pair: 'ETH/USD' }),
      ]),
    );
    // The same exchange typed in another case is the same: its pair stays.
    fireEvent.change(field('Exchange'), { target: { value: 'coinbase' } });
    fireEvent.blur(field('Exchange'));
    expect(pairValue()).toBe('ETH/USD');
  });

  it('asks for pairs by the list’s spelling of a typed exchange, and Escape closes the list', async () => {
    const fake = fakeApi(responders());
    renderWith(<CandlesView />, fake);
    fireEvent.focus(field('Exchange'));
    await waitFor(() => expect(fake.callsTo('tickers:exchanges')).toHaveLength(1));
    fireEvent.change(field('Exchange'), { target: { value: 'kraken' } });
    fireEvent.keyDown(field('Exchange'), { key: 'Escape' });
    expect(field('Exchange').getAttribute('aria-expanded')).toBe('false');
    expect((field('Exchange') as HTMLInputElement).value).toBe('kraken');
    fireEvent.focus(field('Pair'));
    await waitFor(() => expect(fake.callsTo('tickers:markets')).toEqual([{ exchange: 'Kraken' }]));
  });

  it('say when a list cannot be read, take typed text instead, and retry when opened again', async () => {
    const offline = { code: 'network', message: 'The service could not be reached.' } as const;
    const fake = fakeApi(
      responders({
        'tickers:exchanges': () => failed<TickerExchange[]>(offline),
        'tickers:markets': () => failed<TickerPairsPage>(offline),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.focus(field('Exchange'));
    expect(
      await screen.findByText(/The exchange list could not be read .*type the exchange’s name/),
    ).toBeTruthy();
    fireEvent.change(field('Exchange'), { target: { value: 'Kraken' } });
    fireEvent.focus(field('Pair'));
    expect(
      await screen.findByText(/The pair list of Kraken could not be read .*type the pair as BASE\/QUOTE/),
    ).toBeTruthy();
    fireEvent.change(field('Pair'), { target: { value: 'BTC/EUR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show candles' }));
    await waitFor(() =>
      expect(fake.callsTo('candles:window')).toEqual([
        expect.objectContaining({ exchange: 'Kraken', pair: 'BTC/EUR' }),
      ]),
    );
    fireEvent.blur(field('Exchange'));
    fireEvent.focus(field('Exchange'));
    await waitFor(() => expect(fake.callsTo('tickers:exchanges')).toHaveLength(2));
  });
});

describe('an exchange with more pairs than a page', () => {
  it('offers to look up the typed base asset when the page has no match, priced, and lists those pairs', async () => {
    const fake = fakeApi(
      responders({
        'tickers:markets': (q) =>
          live({
            exchange: q.exchange,
            page: 1,
            hasNextPage: q.fromCoin === undefined,
            total: q.fromCoin === undefined ? 2_000 : 2,
            pairs:
              q.fromCoin === 'DOGE'
                ? [pair(q.exchange, 'DOGE/USDT', 9e7), pair(q.exchange, 'DOGE/BTC', 1e6)]
                : [pair(q.exchange, 'BTC/USDT', 5e8)],
          }),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.focus(field('Pair'));
    await screen.findByText(/1 pair on Binance \(read .+\) \(the 1 most traded of 2,000; type any other\)/);
    // A match on the page: nothing to look up.
    fireEvent.change(field('Pair'), { target: { value: 'btc' } });
    expect(screen.queryByRole('button', { name: /Look up/ })).toBeNull();
    fireEvent.change(field('Pair'), { target: { value: 'doge' } });
    const lookUp = await screen.findByRole('button', { name: 'Look up DOGE pairs on Binance' });
    expect(within(lookUp.parentElement as HTMLElement).getByText('2 credits')).toBeTruthy();
    fireEvent.click(lookUp);
    await screen.findByText(/^2 DOGE pairs on Binance \(read .+\)\.$/);
    expect(fake.callsTo('tickers:markets')).toEqual([
      { exchange: 'Binance' },
      { exchange: 'Binance', fromCoin: 'DOGE' },
    ]);
    fireEvent.focus(field('Pair'));
    fireEvent.change(field('Pair'), { target: { value: 'doge/' } });
    await waitFor(() => expect(options('Pair')).toEqual(['DOGE/USDT', 'DOGE/BTC']));
    expect(fake.callsTo('tickers:markets')).toHaveLength(2);
  });
});

describe('a list above the confirmation threshold', () => {
  it('is not read, and the field says what it costs and what to do instead', async () => {
    const fake = fakeApi(
      responders({
        'tickers:exchanges': () =>
          failed<TickerExchange[]>({
            code: 'confirmation_required',
            message: 'Needs confirmation.',
            cost: { credits: 2 },
          }),
      }),
    );
    renderWith(<CandlesView />, fake);
    fireEvent.focus(field('Exchange'));
    expect(
      await screen.findByText(
        'The exchange list costs 2 credits, above your confirmation threshold: type the exchange’s name, or raise the threshold in Settings.',
      ),
    ).toBeTruthy();
  });
});

describe('pairs in the command palette', () => {
  it('are the form’s pair and the last pair list, and picking one opens Candles drawing it', async () => {
    const fake = fakeApi(responders());
    const stores = createCandleStores(fake.api);
    const form = { ...DEFAULT_FORM, interval: '4h' as const, range: '1mo' as const };
    stores.form.setState(form);
    const page = {
      exchange: 'Coinbase',
      page: 1,
      hasNextPage: false,
      total: 2,
      pairs: [pair('Coinbase', 'BTC/USD', 1), pair('Coinbase', 'ETH/USD', 1)],
    };
    let opened = 0;
    const commands = pairCommands(stores, form, page, () => (opened += 1));
    expect(commands.map((c) => [c.group, c.label])).toEqual([
      ['Pair', 'Binance BTC/USDT candles'],
      ['Pair', 'Coinbase BTC/USD candles'],
      ['Pair', 'Coinbase ETH/USD candles'],
    ]);
    // Priced before it runs: the candles it will draw.
    const query = { exchange: 'Coinbase', pair: 'ETH/USD', interval: '4h', range: '1mo' };
    expect(commands[2]?.calls).toEqual([{ channel: 'candles:window', input: { ...query, count: 1000 } }]);
    commands[2]?.run();
    expect(opened).toBe(1);
    expect(stores.form.getState()).toMatchObject({ exchange: 'Coinbase', pair: 'ETH/USD', interval: '4h' });
    await waitFor(() => expect(fake.callsTo('candles:window')).toEqual([{ ...query, count: 1000 }]));
    // A form whose pair is not one offers nothing for it.
    expect(pairCommands(stores, { ...form, pair: 'nonsense' }, null, () => undefined)).toEqual([]);
  });
});

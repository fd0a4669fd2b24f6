import { describe, expect, it } from 'vitest';
import {
  candlesResponse,
  currenciesResponse,
  toCandles,
  toCurrencyRates,
  toTokenRisk,
  tokenRiskResponse,
} from '../../../src/main/api/schemas/market';
import { rwaTokensResponse } from '../../../src/main/api/schemas/rwa';
import {
  toWalletTransactions,
  transactionTypesResponse,
  walletTransactionsResponse,
} from '../../../src/main/api/schemas/wallet';
import { docFixture } from '../../support/service-docs';

const token = {
  id: 'tok-1',
  name: 'Tokenized Gold',
  symbol: 'XAUT',
  issuer: { id: 'tether', name: 'Tether' },
  imageUrl: null,
  coinId: null,
  coinSlug: null,
  networks: [
    { platformId: 'ethereum', contractAddress: '0xabc', name: 'Ethereum', imageUrl: null, explorerUrl: null },
  ],
  price: 2400.5,
  marketCap: null,
  volume24h: null,
  change24h: -0.4,
  marketDataProvider: null,
};
const tokens = {
  currency: 'USD',
  updatedAt: '2026-11-20T10:00:00Z',
  isStale: false,
  available: true,
  items: [token],
  pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
  filters: { issuers: [{ id: 'tether', name: 'Tether' }], networks: ['ethereum'] },
};

/** A swap as the service lists it: POL received for ETH sent; each side's coin as `coin` makes it. */
const swapRow = (coin: (symbol: string) => object) => ({
  type: 'Swap',
  date: '2026-11-01T00:00:00Z',
  coinData: { count: 340, symbol: 'POL', currentValue: 44 },
  transactions: [
    { action: 'Sent', items: [coin('ETH')] },
    { action: 'Received', items: [coin('POL')] },
  ],
});

describe('RWA token list (service.md 2.1-2.4: every field required)', () => {
  it('accepts the reference shape and an added field', () => {
    expect(rwaTokensResponse.parse({ ...tokens, addedLater: 1 }).items[0]?.symbol).toBe('XAUT');
  });

  it.each(['coinId', 'marketCap', 'issuer', 'marketDataProvider', 'networks'])(
    'refuses a token without %s (nullable is not optional)',
    (field) => {
      const { [field as keyof typeof token]: _dropped, ...rest } = token;
      expect(rwaTokensResponse.safeParse({ ...tokens, items: [rest] }).success).toBe(false);
    },
  );

  it('refuses totalPages 0 and a limit above 100', () => {
    expect(
      rwaTokensResponse.safeParse({ ...tokens, pagination: { ...tokens.pagination, totalPages: 0 } }).success,
    ).toBe(false);
    expect(
      rwaTokensResponse.safeParse({ ...tokens, pagination: { ...tokens.pagination, limit: 101 } }).success,
    ).toBe(false);
  });

  it('accepts an available empty list', () => {
    expect(rwaTokensResponse.safeParse({ ...tokens, items: [] }).success).toBe(true);
  });
});

describe('wallet transactions', () => {
  it('maps a record with nested transfers and a hash', () => {
    const wire = walletTransactionsResponse.parse({
      meta: { page: 1, limit: 20 },
      result: [
        {
          type: 'Received',
          date: '2026-11-01T00:00:00Z',
          transactions: [
            {
              action: 'Received',
              items: [
                { id: 'i1', coin: { symbol: 'ETH' }, count: 1.5, totalWorth: 4000, fromAddress: '0xfrom' },
              ],
            },
          ],
          hash: { id: '0xhash', explorerUrl: 'https://etherscan.io/tx/0xhash' },
        },
      ],
    });
    expect(toWalletTransactions(wire, 1)[0]).toEqual({
      id: '0xhash',
      type: 'Received',
      date: '2026-11-01T00:00:00Z',
      symbol: 'ETH',
      count: 1.5,
      // No coinData.currentValue: the item's totalWorth (4000) is its worth on that date, not today's value.
      value: null,
      hash: '0xhash',
      explorerUrl: 'https://etherscan.io/tx/0xhash',
      fromAddress: '0xfrom',
      toAddress: null,
      legs: [{ action: 'Received', symbol: 'ETH', count: 1.5 }],
      fee: null,
      icon: null,
    });
  });

  it("takes the row's coin icon from the item that moved that coin; a malformed one is none, the row kept", () => {
    // coinstats.app/docs/openapi/get-wallet-transactions: each item's coin carries its icon.
    const docs = walletTransactionsResponse.parse(docFixture('GET /wallet/transactions').example);
    expect(toWalletTransactions(docs, 1)[0]?.icon).toBe(
      'https://static.coinstats.app/coins/1650455629727.png',
    );
    const item = (symbol: string, icon: unknown) => ({ coin: { symbol, icon }, count: 1, totalWorth: 1 });
    const icon = (symbol: string) => `https://static.coinstats.app/coins/${symbol.toLowerCase()}.png`;
    const wire = walletTransactionsResponse.parse({
      result: [
        swapRow((symbol) => item(symbol, icon(symbol))),
        {
          type: 'Received',
          date: '2026-11-02T00:00:00Z',
          transactions: [{ action: 'Received', items: [item('UNI', 7)] }],
        },
      ],
    });
    const [swap, odd] = toWalletTransactions(wire, 1);
    expect(swap?.icon).toBe('https://static.coinstats.app/coins/pol.png');
    expect(odd).toMatchObject({ symbol: 'UNI', icon: null });
  });

  it('keeps both sides of a swap, while the row shows the coin the service values', () => {
    const counts: Record<string, number> = { ETH: -0.03, POL: 340 };
    const wire = walletTransactionsResponse.parse({
      result: [swapRow((symbol) => ({ coin: { symbol }, count: counts[symbol], totalWorth: 100 }))],
    });
    const [swap] = toWalletTransactions(wire, 1);
    expect(swap).toMatchObject({ symbol: 'POL', count: 340, value: 44 });
    expect(swap?.legs).toEqual([
      { action: 'Sent', symbol: 'ETH', count: -0.03 },
      { action: 'Received', symbol: 'POL', count: 340 },
    ]);
  });

  it("shows today's value, never the worth on the transaction's date (the documentation's example)", () => {
    // coinstats.app/docs/openapi/get-wallet-transactions: currentValue 29.22 beside the item's totalWorth 15.89.
    const wire = walletTransactionsResponse.parse(docFixture('GET /wallet/transactions').example);
    expect(toWalletTransactions(wire, 1)[0]?.value).toBeCloseTo(29.216, 3);
  });

  it('reads the network fee a row paid: its coin, its amount and its worth on that date', () => {
    const wire = walletTransactionsResponse.parse(docFixture('GET /wallet/transactions').example);
    expect(toWalletTransactions(wire, 1)[0]?.fee).toEqual({
      symbol: 'ETH',
      count: 3.3840249219e-5,
      worthThen: 0.08444122271861178,
    });
  });

  it('keeps a Fee row that moved nothing else, with its fee, and a row whose fee cannot be read', () => {
    const wire = walletTransactionsResponse.parse({
      result: [
        {
          type: 'Fee',
          date: '2026-11-01T00:00:00Z',
          fee: { coin: { symbol: 'ETH' }, count: 3.236313e-5, totalWorth: 0.09 },
          hash: { id: '0xfee' },
        },
        { type: 'Approve', date: '2026-11-02T00:00:00Z', fee: { count: 'a lot' }, hash: { id: '0xodd' } },
      ],
    });
    const [fee, odd] = toWalletTransactions(wire, 1);
    expect(fee).toMatchObject({
      type: 'Fee',
      symbol: null,
      count: null,
      value: null,
      legs: [],
      fee: { symbol: 'ETH', count: 3.236313e-5, worthThen: 0.09 },
    });
    expect(odd).toMatchObject({ type: 'Approve', hash: '0xodd', fee: null });
  });

  it('reads numeric type ids as strings for the types filter', () => {
    expect(transactionTypesResponse.parse([{ id: 3, name: 'Swap' }])).toEqual([{ id: '3', name: 'Swap' }]);
  });
});

describe('market', () => {
  it('turns the currencies map into sorted rates', () => {
    expect(toCurrencyRates(currenciesResponse.parse({ result: { USD: 1, EUR: 0.92 } }))).toEqual([
      { code: 'EUR', rate: 0.92 },
      { code: 'USD', rate: 1 },
    ]);
  });

  it('maps candle arrays oldest first', () => {
    const wire = candlesResponse.parse({
      candles: [
        [2000, 1, 2, 0.5, 1.5, 10],
        [1000, 1, 1, 1, 1, 0],
      ],
    });
    expect(toCandles(wire).map((c) => c.t)).toEqual([1000, 2000]);
    expect(candlesResponse.safeParse({ candles: [[1000, 1, 2]] }).success).toBe(false);
  });
});

describe('token risk', () => {
  it('labels a finding by its name, or its title when the service sends one instead', () => {
    const wire = tokenRiskResponse.parse({
      results: [
        { title: 'Blacklist function', severity: 'high', description: 'The owner can block addresses.' },
        { name: 'Mintable', severity: 'low' },
      ],
    });
    expect(toTokenRisk(wire, 'tether').results).toEqual([
      { name: 'Blacklist function', severity: 'high', description: 'The owner can block addresses.' },
      { name: 'Mintable', severity: 'low', description: '' },
    ]);
  });

  it('accepts an empty list and refuses a finding with neither name nor title', () => {
    expect(toTokenRisk(tokenRiskResponse.parse({ results: [] }), 'bitcoin').results).toEqual([]);
    expect(tokenRiskResponse.safeParse({ results: [{ severity: 'high' }] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { TickerPairsPage } from '../../../../src/shared/domain/tickers';
import {
  listsPair,
  pairForExchange,
  pairsOf,
  rememberPairs,
} from '../../../../src/renderer/src/stores/candle-pairs';

const page = (exchange: string, pairs: string[], hasNextPage = false): TickerPairsPage => ({
  exchange,
  page: 1,
  hasNextPage,
  total: null,
  pairs: pairs.map((pair) => {
    const [base = '', quote = ''] = pair.split('/');
    return { exchange, pair, base, quote, pairPrice: null, volumeUsd: null };
  }),
});

describe('the pairs an exchange is known to list', () => {
  const kraken = pairsOf(rememberPairs({}, page('Kraken', ['BTC/EUR', 'ETH/EUR'])), 'kraken');
  const binanceTop = pairsOf(rememberPairs({}, page('Binance', ['BTC/USDT'], true)), 'Binance');

  it('keeps a whole list by exchange, a page of the most traded or of one coin as partial', () => {
    expect(kraken).toEqual({ pairs: ['BTC/EUR', 'ETH/EUR'], complete: true });
    expect(binanceTop).toEqual({ pairs: ['BTC/USDT'], complete: false });
    const withDoge = rememberPairs(
      rememberPairs({}, page('Binance', ['BTC/USDT'], true)),
      page('Binance', ['DOGE/USDT']),
      'DOGE',
    );
    expect(pairsOf(withDoge, 'binance')).toEqual({ pairs: ['BTC/USDT', 'DOGE/USDT'], complete: false });
  });

  it('tells a pair not listed only from a whole list, and nothing of a half pair', () => {
    expect(listsPair(kraken, 'btc/eur')).toBe(true);
    expect(listsPair(kraken, 'BTC/USDT')).toBe(false);
    expect(listsPair(binanceTop, 'ETH/USDT')).toBeNull();
    expect(listsPair(undefined, 'BTC/USDT')).toBeNull();
    expect(listsPair(kraken, 'BTC')).toBeNull();
  });

  it('keeps the pair when it may be listed, else takes the listed pair of its base, never a half pair', () => {
    expect(pairForExchange('BTC/USDT', kraken)).toBe('BTC/EUR');
    expect(pairForExchange('eth/usd', kraken)).toBe('ETH/EUR');
    expect(pairForExchange('BTC/EUR', kraken)).toBe('BTC/EUR');
    // No pair of that base, the list unread or partial, or only a base typed: left as it is.
    expect(pairForExchange('SOL/USDT', kraken)).toBe('SOL/USDT');
    expect(pairForExchange('BTC/USDT', undefined)).toBe('BTC/USDT');
    expect(pairForExchange('ETH/USD', binanceTop)).toBe('ETH/USD');
    expect(pairForExchange('BTC', kraken)).toBe('BTC');
  });
});

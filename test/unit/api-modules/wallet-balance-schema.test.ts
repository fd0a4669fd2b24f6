import { describe, expect, it } from 'vitest';
import { toBalanceItems, walletBalanceResponse } from '../../../src/main/api/schemas/wallet';
import { docFixture } from '../../support/service-docs';

// A wallet balance's coin icon: the documentation's `imgUrl` (get-wallet-balance) carried to the domain as `icon`.
// The icon is decoration, so a missing or unreadable address is read as none, never as a refused row.

const eth = {
  coinId: 'ethereum',
  amount: 1.5,
  name: 'Ethereum',
  symbol: 'ETH',
  price: 2000,
  pCh24h: 5.25,
  chain: 'ethereum',
};

const icons = (wire: unknown) => toBalanceItems(walletBalanceResponse.parse(wire), 1).map((b) => b.icon);

describe('the wallet balance answer’s icon', () => {
  it('reads the documented imgUrl as the coin’s icon', () => {
    const example = docFixture('GET /wallet/balance').example;
    expect(icons(example)).toEqual(['https://static.coinstats.app/coins/1650455629727.png']);
  });

  it('reads a missing or null imgUrl as no icon', () => {
    expect(icons([eth, { ...eth, coinId: 'usd-coin', imgUrl: null }])).toEqual([null, null]);
  });

  it('reads an imgUrl that is not text as no icon, and keeps the row', () => {
    const wire = walletBalanceResponse.parse([
      { ...eth, imgUrl: 42 },
      { ...eth, coinId: 'tether', imgUrl: { src: 'x' } },
    ]);
    expect(wire.skipped).toBe(0);
    expect(toBalanceItems(wire, 2).map((b) => [b.coinId, b.icon, b.value])).toEqual([
      ['ethereum', null, 6000],
      ['tether', null, 6000],
    ]);
  });

  it('reads its own parsed form (a cached answer) with the icon kept', () => {
    const once = walletBalanceResponse.parse([
      { ...eth, imgUrl: 'https://static.coinstats.app/coins/eth.png' },
    ]);
    expect(icons(once)).toEqual(['https://static.coinstats.app/coins/eth.png']);
  });
});

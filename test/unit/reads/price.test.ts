import { describe, expect, it } from 'vitest';
import type { WalletRef } from '../../../src/shared/domain/wallet';
import { coinCalls } from '../../../src/main/api/coins';
import { portfolioCalls } from '../../../src/main/api/portfolio';
import { rwaCalls } from '../../../src/main/api/rwa';
import type { ApiCall } from '../../../src/main/api/schemas/common';
import { walletCalls } from '../../../src/main/api/wallet';
import { gatewayAtomic, liveCost } from '../../../src/main/reads/price';
import { formatUsdc } from '../../../src/main/gateway/usdc';

// The read runner prices a call from the request the client sends: credits from the cost table by that request's
// parameters, USDC from the gateway's table by that request's path. So a wallet on every chain costs what its
// request says, and a read the gateway does not serve has no USDC price.

const wallet: WalletRef = {
  id: 'w1',
  address: '0x1111111111111111111111111111111111111111',
  connectionId: 'ethereum',
  label: 'Main',
};
const usdc = (call: ApiCall<unknown>) => {
  const atomic = gatewayAtomic(call);
  return atomic === null ? null : formatUsdc(atomic);
};

describe('the price of a call, from its request', () => {
  it.each<[string, ApiCall<unknown>, string | null]>([
    ['a portfolio value', portfolioCalls.value({ kind: 'all' }, 'USD'), '0.001'],
    ['a coin', coinCalls.get('bitcoin', 'USD'), '0.001'],
    ['a wallet balance', walletCalls.balance(wallet), '0.004'],
    [
      'wallet transactions',
      walletCalls.transactions([wallet], { currency: 'USD', page: 1, limit: 5 }),
      '0.003',
    ],
    ['a sync (a PATCH)', walletCalls.sync([wallet], false), null],
    ['the portfolio list', portfolioCalls.list(), null],
    ['an RWA asset history', rwaCalls.assetHistory('gold', { range: '1w' }), null],
    ['token risk', coinCalls.tokenRisk('bitcoin'), null],
  ])('prices %s on the gateway by its path', (_what, call, price) => {
    expect(usdc(call)).toBe(price);
  });

  it('counts a wallet on every chain ten times, and each wallet of a read, as the request carries them', () => {
    const own = liveCost(walletCalls.sync([wallet], false)).credits;
    expect(own).toBeGreaterThan(0);
    expect(liveCost(walletCalls.sync([wallet], true)).credits).toBe(10 * own);
    const one = liveCost(walletCalls.transactions([wallet], { currency: 'USD', page: 1, limit: 5 })).credits;
    const two = walletCalls.transactions([wallet, { ...wallet, id: 'w2', connectionId: 'polygon' }], {
      currency: 'USD',
      page: 1,
      limit: 5,
    });
    expect(liveCost(two).credits).toBe(2 * one);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../src/main/api/http';
import { portfolioCalls } from '../../../src/main/api/portfolio';
import { stripSecrets } from '../../../src/main/api/redact';
import { paramsOf } from '../../../src/main/api/request';
import { walletCalls } from '../../../src/main/api/wallet';
import { describeCall } from '../../../src/renderer/src/views/credits/call-details';

// A request journal row's details, from the parameters exactly as the ledger keeps them: the request the app
// builds, stripped of secrets the way src/main/api/attempt.ts does before the row is written.

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const wallet = { id: 'w1', address: ADDRESS, connectionId: 'ethereum', label: '' };

const recorded = (request: ApiRequest) => ({
  params: JSON.stringify(stripSecrets(paramsOf(request), Object.values(request.headers ?? {}))),
});

describe('describeCall', () => {
  it('tells the sync’s re-read of a wallet’s transactions from the user’s type filter', () => {
    const filter = { currency: 'USD', page: 1, limit: 100 };
    const reread = describeCall(recorded(walletCalls.transactions([wallet], filter).request));
    const sent = describeCall(
      recorded(walletCalls.transactions([wallet], { ...filter, types: ['withdraw'] }).request),
      { types: new Map([['withdraw', 'Sent']]) },
    );
    expect(reread).toBe('wallet 0x71C7…976F (ethereum) · currency USD');
    expect(sent).toBe('types Sent · wallet 0x71C7…976F (ethereum) · currency USD');
  });

  it('names a wallet by its label, and never prints an address whole', () => {
    const labels = new Map([[ADDRESS.toLowerCase(), 'Cold storage']]);
    const two = [wallet, { ...wallet, id: 'w2', connectionId: 'polygon' }];
    expect(describeCall(recorded(walletCalls.balance(wallet).request), { wallets: labels })).toBe(
      'wallet Cold storage (ethereum)',
    );
    expect(describeCall(recorded(walletCalls.sync(two, false).request))).toBe('2 wallets');
    expect(describeCall({ params: JSON.stringify({ txId: `0x${'ab'.repeat(32)}` }) })).toBe(
      'txId 0xabab…abab',
    );
  });

  it('names a portfolio from the list, else by a short id; a later page and the range', () => {
    const own = { kind: 'own', portfolioId: 'pf-8c1d2e3f4a5b6c7d' } as const;
    const names = { portfolios: new Map([['pf-8c1d2e3f4a5b6c7d', 'Long-term holdings']]) };
    expect(describeCall(recorded(portfolioCalls.value(own, 'EUR').request), names)).toBe(
      'portfolio Long-term holdings · currency EUR',
    );
    expect(describeCall(recorded(portfolioCalls.chart(own, '1m').request))).toBe(
      'portfolio pf-8c1…6c7d · range 1m',
    );
    expect(describeCall(recorded(portfolioCalls.coins({ kind: 'all' }, 2).request))).toBe('page 2');
  });

  it('never shows a share token or passcode, whether main stripped it or not', () => {
    const shared = {
      kind: 'shared',
      localId: 'friend',
      shareToken: 'tok-very-secret-123',
      passcode: '4321-pass',
    } as const;
    const text = describeCall(recorded(portfolioCalls.value(shared, 'USD').request));
    expect(text).toBe('currency USD');
    // A row written by an endpoint that slipped past the main process's list of secret names.
    const leaked = describeCall({
      params: JSON.stringify({ currency: 'USD', shareToken: 'tok-very-secret-123', passcode: '4321-pass' }),
    });
    expect(leaked).toBe('currency USD');
    for (const secret of ['tok-very-secret-123', '4321', 'secret']) {
      expect(text).not.toContain(secret);
      expect(leaked).not.toContain(secret);
    }
  });

  it('says nothing for a call without parameters, or a row whose parameters cannot be read', () => {
    expect(describeCall(recorded(walletCalls.blockchains().request))).toBe('');
    expect(describeCall({ params: 'currency=USD' })).toBe('');
  });
});

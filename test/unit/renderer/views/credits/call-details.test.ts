import { describe, expect, it } from 'vitest';
import { describeCall } from '../../../../../src/renderer/src/views/credits/call-details';

// A request journal row's details, from the parameters as the ledger keeps them: the query and body fields the
// app sent, keys sorted, secret names dropped and secret values replaced (src/main/api/redact.ts).

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const row = (params: Record<string, unknown>) => ({ params: JSON.stringify(params) });

describe('describeCall', () => {
  it('tells the sync’s re-read of a wallet’s transactions from the user’s type filter', () => {
    const filter = { address: ADDRESS, connectionId: 'ethereum', currency: 'USD', limit: 100, page: 1 };
    const reread = describeCall(row(filter));
    const sent = describeCall(row({ ...filter, types: 'withdraw' }), {
      types: new Map([['withdraw', 'Sent']]),
    });
    expect(reread).toBe('wallet 0x71C7…976F (ethereum) · currency USD');
    expect(sent).toBe('types Sent · wallet 0x71C7…976F (ethereum) · currency USD');
  });

  it('names a wallet by its label, and never prints an address whole', () => {
    const labels = new Map([[ADDRESS.toLowerCase(), 'Cold storage']]);
    const balance = row({ address: ADDRESS, connectionId: 'ethereum' });
    expect(describeCall(balance, { wallets: labels })).toBe('wallet Cold storage');
    // A sync of several wallets sends them in its body; a read of several, as one query parameter.
    const body = [
      { address: ADDRESS, connectionId: 'ethereum' },
      { address: ADDRESS, connectionId: 'polygon' },
    ];
    expect(describeCall(row({ wallets: body }))).toBe('2 wallets');
    expect(describeCall(row({ currency: 'USD', wallets: `ethereum:${ADDRESS}` }))).toBe(
      'wallet 0x71C7…976F (ethereum) · currency USD',
    );
    expect(describeCall({ params: JSON.stringify({ txId: `0x${'ab'.repeat(32)}` }) })).toBe(
      'txId 0xabab…abab',
    );
  });

  it('in privacy mode keeps only the start of an address or hash, too little to look it up', () => {
    const balance = row({ address: ADDRESS, connectionId: 'ethereum' });
    expect(describeCall(balance, { privacy: true })).toBe('wallet 0x71C7… (ethereum)');
    expect(
      describeCall({ params: JSON.stringify({ txId: `0x${'ab'.repeat(32)}` }) }, { privacy: true }),
    ).toBe('txId 0xabab…');
    // A label names the wallet without any of its address.
    expect(
      describeCall(balance, { privacy: true, wallets: new Map([[ADDRESS.toLowerCase(), 'Cold']]) }),
    ).toBe('wallet Cold');
  });

  it('names the coin or tokenized asset a path read was about', () => {
    expect(describeCall(row({ coinId: 'bitcoin', currency: 'EUR' }))).toBe('coin bitcoin · currency EUR');
    expect(describeCall(row({ rwaId: 'backed-aapl', range: '1w' }))).toBe('asset backed-aapl · range 1w');
  });

  it('names a portfolio from the list, else by a short id; a later page and the range', () => {
    const id = 'pf-8c1d2e3f4a5b6c7d';
    const names = { portfolios: new Map([[id, 'Long-term holdings']]) };
    expect(describeCall(row({ currency: 'EUR', portfolioId: id }), names)).toBe(
      'portfolio Long-term holdings · currency EUR',
    );
    // The portfolio chart names its range `type`.
    expect(describeCall(row({ portfolioId: id, type: '1m' }))).toBe('range 1m · portfolio pf-8c1…6c7d');
    expect(describeCall(row({ limit: 100, page: 2 }))).toBe('page 2');
    expect(
      describeCall(
        row({
          end: '2026-11-24T00:00:00.000Z',
          exchange: 'binance',
          interval: '1d',
          pair: 'BTC-USDT',
          start: '2026-10-01T00:00:00.000Z',
        }),
      ),
    ).toBe('BTC-USDT on binance · interval 1d · from 2026-10-01 to 2026-11-24');
  });

  it('never shows a share token or passcode, whether main stripped it or not', () => {
    // A shared portfolio's token and passcode travel as headers, and any parameter holding one is replaced.
    const text = describeCall(row({ currency: 'USD', note: '[redacted]' }));
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
    expect(describeCall(row({}))).toBe('');
    expect(describeCall({ params: 'currency=USD' })).toBe('');
  });
});

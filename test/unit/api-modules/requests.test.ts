import { describe, expect, it } from 'vitest';
import { costOf } from '../../../src/main/api/costs';
import { paramsOf } from '../../../src/main/api/http';
import { portfolioCalls } from '../../../src/main/api/portfolio';
import { rwaCalls } from '../../../src/main/api/rwa';
import { walletCalls } from '../../../src/main/api/wallet';

const eth = { id: 'w1', address: '0xaaa1', connectionId: 'ethereum', label: 'a' };
const poly = { id: 'w2', address: '0xbbb2', connectionId: 'polygon', label: 'b' };

describe('what the endpoint calls send', () => {
  it('reads a shared portfolio by headers only: the token and passcode never enter the URL', () => {
    const { request } = portfolioCalls.value(
      { kind: 'shared', localId: 'p-7', shareToken: 'tok', passcode: '2468' },
      'USD',
    );
    expect(request.headers).toEqual({ sharetoken: 'tok', passcode: '2468' });
    expect(request.identity).toBe('shared:p-7');
    expect(JSON.stringify(request.query)).not.toMatch(/tok|2468/);
    expect(request.query).toEqual({ currency: 'USD' });
  });

  it('sends range or from/to for P/L history, never both', () => {
    const byRange = portfolioCalls.plHistory({ kind: 'all' }, 'daily', { range: '1m' }, 'USD').request.query;
    const byDates = portfolioCalls.plHistory(
      { kind: 'all' },
      'daily',
      { from: '2026-01-01', to: '2026-02-01' },
      'USD',
    ).request.query;
    expect(byRange).toMatchObject({ range: '1m' });
    expect(byRange).not.toHaveProperty('from');
    expect(byDates).toMatchObject({ from: '2026-01-01', to: '2026-02-01' });
    expect(byDates).not.toHaveProperty('range');
  });

  it('syncs one wallet by query and several by body, priced per wallet', () => {
    const one = walletCalls.sync([eth], false).request;
    expect(one.query).toEqual({ address: '0xaaa1', connectionId: 'ethereum' });
    expect(one.body).toBeUndefined();
    const two = walletCalls.sync([eth, poly], false).request;
    expect(two.body).toEqual({
      wallets: [
        { address: '0xaaa1', connectionId: 'ethereum' },
        { address: '0xbbb2', connectionId: 'polygon' },
      ],
    });
    expect(costOf(two.endpoint, paramsOf(two)).credits).toBe(100);
  });

  it('prices an all-network sync at ten times per wallet', () => {
    const all = walletCalls.sync([eth, poly], true).request;
    expect(costOf(all.endpoint, paramsOf(all)).credits).toBe(1000);
    const single = walletCalls.sync([eth], true).request;
    expect(single.query).toMatchObject({ connectionId: 'all' });
    expect(costOf(single.endpoint, paramsOf(single)).credits).toBe(500);
  });

  it('reads several wallets in one transactions call, priced per wallet', () => {
    const { request } = walletCalls.transactions([eth, poly], {
      currency: 'USD',
      page: 1,
      limit: 20,
      types: ['b', 'a'],
    });
    expect(request.query).toMatchObject({ wallets: 'ethereum:0xaaa1,polygon:0xbbb2', types: 'b,a' });
    expect(costOf(request.endpoint, paramsOf(request)).credits).toBe(80);
  });

  it('escapes an RWA id in the path', () => {
    expect(rwaCalls.tokens('a/b', {}).request.path).toBe('/rwa/assets/a%2Fb/tokens');
  });
});

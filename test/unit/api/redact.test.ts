import { describe, expect, it } from 'vitest';
import { echoesSecret, stripSecrets } from '../../../src/main/api/redact';
import { backoffDelay } from '../../../src/main/api/backoff';
import { cacheKeyOf, inFlightKeyOf, MissingIdentityError } from '../../../src/main/api/request';

describe('stripping secrets from parameters', () => {
  it('drops credential names and replaces secret values wherever they sit', () => {
    const clean = stripSecrets(
      {
        passcode: '2468',
        shareToken: 'tok',
        currency: 'USD',
        note: 'contains sandbox-share-premium inside',
        nested: { wallets: [{ address: 'sandbox-share-premium' }] },
      },
      ['sandbox-share-premium'],
    );
    expect(clean).toEqual({
      currency: 'USD',
      nested: { wallets: [{ address: '[redacted]' }] },
      note: '[redacted]',
    });
    expect(JSON.stringify(clean)).not.toContain('2468');
  });
});

describe('backoff', () => {
  it('grows exponentially, stays within its cap, and spreads with jitter', () => {
    const policy = { baseMs: 500, capMs: 8000 };
    expect(backoffDelay(0, () => 1, policy)).toBe(500);
    expect(backoffDelay(2, () => 1, policy)).toBe(2000);
    expect(backoffDelay(10, () => 1, policy)).toBe(8000);
    expect(backoffDelay(2, () => 0, policy)).toBe(1000);
  });
});

describe('cache keys', () => {
  const base = {
    method: 'GET' as const,
    path: '/v1/portfolio/value',
    query: { currency: 'USD', passcode: '2468' },
    headers: { sharetoken: 'sandbox-share-locked', passcode: '2468' },
  };

  it('refuse a request with credentials but no identity, rather than store anything derived from them', () => {
    expect(() => cacheKeyOf(base)).toThrow(MissingIdentityError);
    expect(() => cacheKeyOf({ ...base, headers: undefined })).toThrow(MissingIdentityError);
    expect(() => cacheKeyOf({ ...base, query: { currency: 'USD' } })).toThrow(MissingIdentityError);
  });

  it('use the given identity and nothing derived from the credentials', () => {
    const key = cacheKeyOf({ ...base, identity: 'shared:p-7' });
    expect(key).toBe('GET /v1/portfolio/value?currency=USD#i:shared:p-7');
    expect(
      cacheKeyOf({ ...base, headers: { sharetoken: 'another-token-xyz' }, identity: 'shared:p-7' }),
    ).toBe(key);
  });

  it('in flight (memory only), tell different credentials apart', () => {
    const request = { ...base, identity: 'shared:p-7' };
    const key = inFlightKeyOf(request);
    expect(key).not.toContain('2468');
    expect(key).not.toContain('sandbox-share-locked');
    expect(
      inFlightKeyOf({ ...request, headers: { sharetoken: 'sandbox-share-locked', passcode: '1357' } }),
    ).not.toBe(key);
    expect(inFlightKeyOf({ method: 'GET', path: '/v1/coins' })).toBe(
      cacheKeyOf({ method: 'GET', path: '/v1/coins' }),
    );
  });

  it('keep the RWA markets filter named `token`, a public id, in clear', () => {
    const markets = { method: 'GET' as const, path: '/v1/rwa/assets/gold/markets', query: { token: 'paxg' } };
    expect(cacheKeyOf(markets)).toBe('GET /v1/rwa/assets/gold/markets?token=paxg');
    expect(stripSecrets(markets.query, [])).toEqual({ token: 'paxg' });
  });

  it('do not depend on the order of query parameters', () => {
    expect(cacheKeyOf({ method: 'GET', path: '/v1/coins', query: { b: 1, a: 2 } })).toBe(
      cacheKeyOf({ method: 'GET', path: '/v1/coins', query: { a: 2, b: 1 } }),
    );
  });
});

describe('a secret echoed in free text', () => {
  const secret = 'ExchSecret-q8Zt41LmXw09';
  const b64 = Buffer.from(secret).toString('base64');

  it.each([
    ['exact', `bad key ${secret}`],
    ['uppercased', `bad key ${secret.toUpperCase()}`],
    ['percent-encoded', `bad key ${encodeURIComponent(secret).replace(/-/g, '%2D')}`],
    ['cut short', `bad key ${secret.slice(0, 9)}...`],
    ['base64', `bad key ${b64}`],
    ['base64url', `bad key ${b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`],
  ])('is found %s', (_form, text) => {
    expect(echoesSecret(text, [secret])).toBe(true);
  });

  it('is not found in words that do not repeat it, nor for secrets too short to look for', () => {
    expect(echoesSecret('Invalid API secret for KuCoin (request 5f0c-42aa)', [secret])).toBe(false);
    expect(echoesSecret('a b', ['ab'])).toBe(false);
  });
});

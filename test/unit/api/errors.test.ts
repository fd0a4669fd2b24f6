import { describe, expect, it } from 'vitest';
import { errorFromStatus, isTransient, redirectRefused } from '../../../src/main/api/errors';

const ctx = { endpoint: 'GET /portfolio/value', secrets: ['super-secret-key'] };

describe('mapping service errors', () => {
  it.each([
    [400, 'invalid_input'],
    [401, 'unauthorized'],
    [402, 'payment_required'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [406, 'insufficient_credits'],
    [409, 'not_synced'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [502, 'server_error'],
    [503, 'unavailable'],
    [504, 'timeout'],
  ] as const)('status %i becomes %s', (status, code) => {
    const error = errorFromStatus(status, { statusCode: status, message: 'x', requestId: 'r-1' }, ctx);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.requestId).toBe('r-1');
  });

  it('tells credits exhausted apart from the rate by the message', () => {
    const credits = errorFromStatus(429, { message: 'Insufficient credits for this request' }, ctx);
    const rate = errorFromStatus(429, { message: 'Rate limit exceeded' }, ctx);
    expect(credits.code).toBe('insufficient_credits');
    expect(rate.code).toBe('rate_limited');
  });

  it('says what to do: the key for 401, the plan for 403, what is missing for 404', () => {
    expect(errorFromStatus(401, null, ctx).message).toMatch(/API key in Settings/);
    expect(errorFromStatus(403, null, { ...ctx, usedShareToken: true }).message).toMatch(/premium/);
    expect(errorFromStatus(403, { message: 'Passcode required' }, ctx).message).toMatch(/passcode/);
    expect(
      errorFromStatus(404, null, { ...ctx, subject: { kind: 'rwaAsset', id: 'gold-x' } }).message,
    ).toContain("RWA asset 'gold-x'");
  });

  it('points a bare 404 at the service address instead of claiming an endpoint was removed', () => {
    const error = errorFromStatus(404, null, { ...ctx, address: 'https://openapiv1.coinstats.app' });
    expect(error.message).toBe(
      `No CoinStats API answered ${ctx.endpoint} at https://openapiv1.coinstats.app. Check the service address in Settings.`,
    );
    expect(error.message).not.toMatch(/removed/);
    const coin = errorFromStatus(
      404,
      { message: "Coin with id 'x' not found" },
      { ...ctx, subject: { kind: 'coin', id: 'x' } },
    );
    expect(coin.message).toBe(
      `The service found no coin 'x'. The service said: "Coin with id 'x' not found".`,
    );
  });

  it('blames a 404 on the other thing the request names when the service names it, with what to do', () => {
    const coin = {
      id: 'SOL',
      subject: { kind: 'coin', id: 'SOL' } as const,
      advice: "No coin 'SOL': pick one.",
    };
    const about = { ...ctx, subject: { kind: 'portfolio', id: 'p1' } as const, alsoNames: [coin] };
    const missingCoin = errorFromStatus(404, { message: "Coin with id 'SOL' not found" }, about);
    expect(missingCoin).toMatchObject({ code: 'not_found', advice: "No coin 'SOL': pick one." });
    expect(missingCoin.message).toBe(
      `The service found no coin 'SOL'. The service said: "Coin with id 'SOL' not found".`,
    );
    // The portfolio's own 404 stays the portfolio's; an id inside another word is not a mention.
    const missingPortfolio = errorFromStatus(404, { message: "Portfolio 'p1' not found (SOLANA)" }, about);
    expect(missingPortfolio.message).toMatch(/^The service found no portfolio 'p1'\./);
    expect(missingPortfolio.advice).toBeUndefined();
  });

  it('quotes the service once: a message that opens with a quote of its own is not put in quotes again', () => {
    const refused = errorFromStatus(
      400,
      { message: "'Tnotarealtronaddress' is not a valid Tron address" },
      { ...ctx, subject: { kind: 'wallet', id: 'Odd' } },
    );
    expect(refused.message).toBe(
      "The service refused the request for wallet Odd as invalid. The service said: 'Tnotarealtronaddress' is not a valid Tron address.",
    );
    expect(refused.message).not.toMatch(/"'|'"/);
  });

  it('says "credits exhausted" for a 406, and "wrong passcode" for a refused shared read with one', () => {
    expect(errorFromStatus(406, null, ctx)).toMatchObject({ code: 'insufficient_credits' });
    expect(errorFromStatus(406, null, ctx).message).toMatch(/^Credits exhausted/);
    const shared = { ...ctx, usedShareToken: true, usedPasscode: true };
    expect(errorFromStatus(403, { message: 'Forbidden' }, shared).message).toMatch(/^Wrong passcode/);
    expect(errorFromStatus(403, { message: 'Degen plan required' }, shared).message).toMatch(/premium/);
  });

  it('never repeats a secret the service echoed back', () => {
    const error = errorFromStatus(400, { message: 'bad key super-secret-key given' }, ctx);
    expect(error.message).not.toContain('super-secret-key');
    expect(error.message).toContain('[redacted]');
  });

  it('retries only what may succeed a moment later', () => {
    expect(isTransient(errorFromStatus(503, null, ctx))).toBe(true);
    expect(isTransient(errorFromStatus(504, null, ctx))).toBe(true);
    expect(isTransient(errorFromStatus(500, null, ctx))).toBe(true);
    expect(isTransient(errorFromStatus(401, null, ctx))).toBe(false);
    expect(isTransient(errorFromStatus(429, null, ctx))).toBe(false);
  });
});

describe('the service quoted back', () => {
  it('is not quoted when it repeats the key in another case', () => {
    const error = errorFromStatus(400, { message: 'Key SUPER-SECRET-KEY is malformed' }, ctx);
    expect(error.message.toLowerCase()).not.toContain('super-secret-key');
    expect(error.message).toMatch(
      /^The service refused the request for GET \/portfolio\/value as invalid\.$/,
    );
  });

  it('is never quoted for a request that carried secrets: the status and request id are said instead', () => {
    const error = errorFromStatus(
      400,
      { message: 'apiSecret must be 64 characters', requestId: 'abc123' },
      { endpoint: 'POST /portfolio/exchange', secrets: ['s3cr3t-value'], withholdServiceText: true },
    );
    expect(error).toMatchObject({ code: 'invalid_input', status: 400, requestId: 'abc123' });
    expect(error.message).toContain('The service refused POST /portfolio/exchange (400, request abc123).');
    expect(error.message).not.toContain('64 characters');
  });
});

describe('a redirect', () => {
  it('is refused naming only the origin it pointed to', () => {
    const error = redirectRefused(
      307,
      'http://localhost:4100/steal?key=1',
      'https://api.example.test/v1/coins',
    );
    expect(error).toEqual({
      code: 'redirected',
      status: 307,
      message:
        'The service address redirected to http://localhost:4100; Folio Desk does not follow redirects, so nothing was sent there.',
      say: { id: 'errors.redirectedTo', values: { to: 'http://localhost:4100' } },
    });
    expect(redirectRefused(302, '/v2/coins', 'https://api.example.test/v1/coins').message).toContain(
      'redirected to https://api.example.test;',
    );
    expect(redirectRefused(0, null, 'https://api.example.test/v1/coins').message).toContain(
      'redirected to another address;',
    );
  });
});

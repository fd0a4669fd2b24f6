import { describe, expect, it } from 'vitest';
import { stripSecrets } from '../../../src/main/api/redact';
import { backoffDelay } from '../../../src/main/api/backoff';

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

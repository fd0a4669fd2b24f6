import { describe, expect, it } from 'vitest';
import { checkServiceAddress, GATEWAY_ADDRESS, otherVersionForm } from '../../../src/shared/service-address';

describe('the Service address rule', () => {
  it.each([
    ['https://openapiv1.coinstats.app', 'https://openapiv1.coinstats.app'],
    ['  https://openapiv1.coinstats.app/v1/ ', 'https://openapiv1.coinstats.app/v1'],
    ['HTTPS://OpenAPIv1.CoinStats.app', 'https://openapiv1.coinstats.app'],
    ['http://127.0.0.1:8787/v1', 'http://127.0.0.1:8787/v1'],
    ['http://localhost:8787', 'http://localhost:8787'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
  ])('accepts %s as %s', (text, address) => {
    expect(checkServiceAddress(text)).toEqual({ ok: true, address });
  });

  it.each([
    ['http://openapiv1.coinstats.app', /must use https:\/\//],
    ['http://192.168.1.10:8787', /must use https:\/\//],
    ['http://127.0.0.2:8787', /must use https:\/\//],
    ['ftp://example.com', /must start with https:\/\//],
    ['openapiv1.coinstats.app', /is not an address/],
    ['', /Enter an address/],
    ['https://user:secret@example.com', /user name or password/],
    ['https://example.com/?key=abc', /query/],
    ['https://example.com/#v1', /fragment/],
  ])('refuses %s with a message saying why', (text, message) => {
    const checked = checkServiceAddress(text);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(message);
  });

  it('holds the gateway address to the same rule, saying what would cross the network', () => {
    expect(checkServiceAddress('http://127.0.0.1:8787/gateway/', GATEWAY_ADDRESS)).toEqual({
      ok: true,
      address: 'http://127.0.0.1:8787/gateway',
    });
    const plain = checkServiceAddress('http://x402.example.com', GATEWAY_ADDRESS);
    expect(!plain.ok && plain.message).toMatch(
      /must use https:\/\/ \(your signed payments and the session cookie/,
    );
    const empty = checkServiceAddress('', GATEWAY_ADDRESS);
    expect(!empty.ok && empty.message).toContain('https://x402.coinstats.app');
  });

  it('never repeats a password it refuses', () => {
    const checked = checkServiceAddress('https://user:hunter2secret@example.com');
    expect(!checked.ok && checked.message).not.toContain('hunter2secret');
  });

  it('gives the other form of an address, with or without /v1', () => {
    expect(otherVersionForm('https://openapiv1.coinstats.app')).toBe('https://openapiv1.coinstats.app/v1');
    expect(otherVersionForm('http://127.0.0.1:8787/v1')).toBe('http://127.0.0.1:8787');
    expect(otherVersionForm('https://example.com/api')).toBe('https://example.com/api/v1');
  });
});

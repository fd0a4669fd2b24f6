import { describe, expect, it } from 'vitest';
import { checkServiceAddress, otherVersionForm } from '../../../src/shared/service-address';

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

import { describe, expect, it } from 'vitest';
import { resolveMode } from '../../../src/main/settings/app-mode';

describe('resolveMode', () => {
  it.each([
    // preferDemo, route, apiKey, walletKey, mode
    [false, 'key', false, false, 'demo'],
    [false, 'key', true, false, 'live'],
    [false, 'key', true, true, 'live'],
    [false, 'key', false, true, 'demo'],
    [false, 'gateway', false, true, 'gateway'],
    [false, 'gateway', true, true, 'gateway'],
    // Chose the gateway but no wallet key to pay with: the API key if there is one, else demo data.
    [false, 'gateway', true, false, 'live'],
    [false, 'gateway', false, false, 'demo'],
    [true, 'key', true, true, 'demo'],
    [true, 'gateway', true, true, 'demo'],
  ] as const)(
    'preferDemo %s, route %s, api key %s, wallet key %s -> %s',
    (preferDemo, accessRoute, apiKey, walletKey, mode) => {
      expect(resolveMode({ preferDemo, accessRoute }, { apiKey, walletKey })).toBe(mode);
    },
  );
});

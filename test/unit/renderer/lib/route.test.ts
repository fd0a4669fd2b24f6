import { describe, expect, it } from 'vitest';
import { coinHash, parseRoute, routeView, rwaHash } from '../../../../src/renderer/src/lib/route';

// The address in the hash: a view, a coin's page or an RWA asset, and what is not an address at all.

describe('parseRoute', () => {
  it('reads a view, a coin and an RWA asset', () => {
    expect(parseRoute('#watchlist')).toEqual({ kind: 'view', view: 'watchlist' });
    expect(parseRoute('#coin/bitcoin')).toEqual({ kind: 'coin', coinId: 'bitcoin' });
    expect(parseRoute('#rwa/gold')).toEqual({ kind: 'rwa', rwaId: 'gold' });
    expect(parseRoute('')).toEqual({ kind: 'view', view: '' });
  });

  it('round-trips ids with characters an address must escape', () => {
    for (const id of ['usd-coin', 'a b', 'x/y', 'é']) {
      expect(parseRoute(coinHash(id))).toEqual({ kind: 'coin', coinId: id });
      expect(parseRoute(rwaHash(id))).toEqual({ kind: 'rwa', rwaId: id });
    }
  });

  it('takes a broken or empty id for no id: the view, never a read of nonsense', () => {
    expect(parseRoute('#coin/')).toEqual({ kind: 'view', view: 'coin' });
    expect(parseRoute('#coin/%E0%A4%A')).toEqual({ kind: 'view', view: 'coin' });
    expect(parseRoute(`#coin/${'a'.repeat(201)}`)).toEqual({ kind: 'view', view: 'coin' });
    expect(parseRoute('#rwa')).toEqual({ kind: 'view', view: 'rwa' });
  });

  it('puts an RWA asset under RWA in the navigation, and a coin under none', () => {
    expect(routeView(parseRoute('#rwa/gold'))).toBe('rwa');
    expect(routeView(parseRoute('#coin/bitcoin'))).toBeNull();
  });
});

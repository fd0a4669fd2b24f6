import { describe, expect, it } from 'vitest';
import { routeToGateway } from '../../../src/main/gateway/gateway-route';
import { GatewayRefusal } from '../../../src/main/api/refusal';

const route = (method: string, url: string, base: string, headers: Record<string, string> = {}) =>
  routeToGateway({ method, url, headers: new Headers(headers) }, base);

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayRefusal);
    return (error as GatewayRefusal).appError;
  }
  throw new Error('expected a refusal');
};

describe('routeToGateway', () => {
  it('sends the documented, unprefixed path with its query to the gateway host', () => {
    const target = route('GET', 'https://x402.example/coins?limit=5&currency=EUR', 'https://x402.example');
    expect(target).toMatchObject({ url: 'https://x402.example/coins?limit=5&currency=EUR', path: '/coins' });
    expect(target.price.usdc).toBe('0.001');
  });

  it('keeps a base path such as the sandbox /gateway mount', () => {
    const target = route(
      'get',
      'http://127.0.0.1:4010/gateway/wallet/balance?address=0x1',
      'http://127.0.0.1:4010/gateway/',
    );
    expect(target.url).toBe('http://127.0.0.1:4010/gateway/wallet/balance?address=0x1');
    expect(target.path).toBe('/wallet/balance');
  });

  it.each(['POST', 'PATCH', 'DELETE'])('refuses %s: the gateway is read-only', (method) => {
    const error = refusalOf(() => route(method, 'https://gw/wallet/transactions', 'https://gw'));
    expect(error.code).toBe('forbidden');
    expect(error.message).toContain(`${method} /wallet/transactions`);
  });

  it('refuses a path the gateway does not serve, naming it', () => {
    const error = refusalOf(() => route('GET', 'https://gw/rwa/overview', 'https://gw'));
    expect(error.code).toBe('forbidden');
    expect(error.message).toContain('GET /rwa/overview');
  });

  it('refuses the multi-coin chart rather than paying for it as a coin called "charts"', () => {
    const error = refusalOf(() =>
      route('GET', 'https://gw/coins/charts?coinIds=bitcoin,ethereum', 'https://gw'),
    );
    expect(error.code).toBe('forbidden');
    expect(error.message).toContain('does not offer GET /coins/charts');
    expect(route('GET', 'https://gw/coins/bitcoin/charts?period=1w', 'https://gw').path).toBe(
      '/coins/bitcoin/charts',
    );
  });

  it('reads a portfolio only with a share token (service.md 5.2)', () => {
    const own = refusalOf(() => route('GET', 'https://gw/portfolio/value?portfolioId=p1', 'https://gw'));
    expect(own.code).toBe('forbidden');
    expect(own.message).toContain('shared portfolios');

    const shared = route('GET', 'https://gw/portfolio/value', 'https://gw', { sharetoken: 'abc' });
    expect(shared.url).toBe('https://gw/portfolio/value');
  });

  it.each(['https://elsewhere/coins', 'https://gwx/coins', 'http://gw/coins'])(
    'refuses %s, which is not on the gateway host',
    (url) => {
      expect(refusalOf(() => route('GET', url, 'https://gw')).code).toBe('internal');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { HeaderBag, jsonAnswer } from '../../../src/sandbox/core/answer';
import { Router } from '../../../src/sandbox/core/router';

// The sandbox's routing, as its routes rely on it: the first matching route answers, middleware wraps what follows
// and sees the status an error became, and an unknown path still passes the middleware before its 404.

type Vars = { seen: string };
const request = (method: string, path: string, headers: Record<string, string> = {}) => ({
  method,
  url: `http://sandbox.local${path}`,
  headers: new HeaderBag(headers),
});

function app() {
  const statuses: number[] = [];
  const api = new Router<object, Vars>();
  api.onError((error, c) => c.json({ message: String(error) }, 400));
  api.use('*', async (c, next) => {
    if (c.req.header('x-api-key') !== 'k') return c.json({ message: 'key' }, 401);
    await next();
    statuses.push(c.res?.status ?? 0);
  });
  api.get('/coins/price', (c) => c.json({ route: 'price' }));
  api.get('/coins/:coinId', (c) => c.json({ route: 'coin', id: c.req.param('coinId'), q: c.req.query('q') }));
  api.get('/boom', () => {
    throw new Error('bad input');
  });
  // As in the sandbox, the router that is asked answers for a path no route takes.
  const root = new Router<object, Vars>();
  root.notFound((c) => c.json({ message: `Cannot ${c.req.method} ${c.req.path}` }, 404));
  root.route('/v1', api);
  return { root, statuses };
}

describe('the sandbox router', () => {
  it('answers with the first route that matches, with its parameters decoded', async () => {
    const { root } = app();
    const price = await root.handle(request('GET', '/v1/coins/price', { 'X-API-KEY': 'k' }), {});
    expect(JSON.parse(String(price.body))).toEqual({ route: 'price' });
    const coin = await root.handle(request('GET', '/v1/coins/usd%20coin?q=a+b', { 'X-API-KEY': 'k' }), {});
    expect(JSON.parse(String(coin.body))).toEqual({ route: 'coin', id: 'usd coin', q: 'a b' });
  });

  it('lets the middleware see the status a thrown error became', async () => {
    const { root, statuses } = app();
    const answer = await root.handle(request('GET', '/v1/boom', { 'x-api-key': 'k' }), {});
    expect(answer.status).toBe(400);
    expect(statuses).toEqual([400]);
  });

  it('runs the middleware before a path it does not know is refused', async () => {
    const { root } = app();
    expect((await root.handle(request('GET', '/v1/nothing'), {})).status).toBe(401);
    const missing = await root.handle(request('GET', '/v1/nothing', { 'x-api-key': 'k' }), {});
    expect(missing.status).toBe(404);
    expect(JSON.parse(String(missing.body))).toMatchObject({ message: 'Cannot GET /v1/nothing' });
    // A route for another method is not this one.
    expect((await root.handle(request('POST', '/v1/coins/price', { 'x-api-key': 'k' }), {})).status).toBe(
      404,
    );
  });

  it('mounts a sub-router’s root at the prefix itself, and its wildcard at and below it', async () => {
    const sub = new Router<object, Vars>();
    sub.get('/', (c) => c.json({ at: 'root' }));
    sub.all('*', (c) => c.json({ at: c.req.path }));
    const root = new Router<object, Vars>();
    root.route('/area', sub);
    const at = async (path: string) => JSON.parse(String((await root.handle(request('GET', path), {})).body));
    expect(await at('/area')).toEqual({ at: 'root' });
    expect(await at('/area/x/y')).toEqual({ at: '/area/x/y' });
  });

  it('serves the same routes to an HTTP server, keeping each Set-Cookie apart', async () => {
    const root = new Router<object, Vars>();
    root.get('/session', () => {
      const sent = jsonAnswer({ ok: true });
      sent.headers.append('Set-Cookie', 'a=1');
      sent.headers.append('Set-Cookie', 'b=2');
      return sent;
    });
    const response = await root.fetch(new Request('http://sandbox.local/session'));
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { EventSink } from '../../../src/shared/contract';
import { silentLogger } from '../../../src/main/lib/effects';
import { startWebHost, type WebHost } from '../../../src/main/web/web-host';
import { reachedHandler, spyHandlers } from '../ipc/fake-ipc';

const page = `<!doctype html><html><head><title>Folio Desk</title>
    <script type="module" crossorigin src="./assets/index.js"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let host: WebHost;
let app: ReturnType<typeof fakeApp>;

function fakeApp() {
  const sinks = new Set<EventSink>();
  const { handlers, spies } = spyHandlers();
  return {
    handlers,
    spies,
    subscribe(sink: EventSink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
    emit: ((event, payload) => sinks.forEach((sink) => sink(event, payload))) as EventSink,
  };
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-web-'));
  mkdirSync(join(dir, 'renderer/assets'), { recursive: true });
  writeFileSync(join(dir, 'renderer/index.html'), page);
  writeFileSync(join(dir, 'renderer/assets/index.js'), 'console.log("renderer")');
  writeFileSync(join(dir, 'secret.txt'), 'outside the renderer folder');
  writeFileSync(join(dir, 'web-bridge.js'), 'window.bridge = 1');
  app = fakeApp();
  host = await startWebHost({
    app,
    rendererDir: join(dir, 'renderer'),
    bridgeFile: join(dir, 'web-bridge.js'),
    port: 0,
    log: silentLogger,
  });
});

afterEach(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function get(path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(host.origin);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** `origin: null` sends no Origin header at all, as a non-browser client would. */
function open(query: string, origin: string | null = host.origin) {
  const ws = new WebSocket(`ws://${new URL(host.origin).host}/bridge${query}`, origin ? { origin } : {});
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  /** The HTTP status of an upgrade the host refused before the handshake. */
  const refused = new Promise<number>((resolve) =>
    ws.on('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      // With this listener ws leaves the refused request to us.
      req.destroy();
    }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  ws.on('error', () => {});
  return { ws, messages, closed, opened, refused };
}

const answerTo = (messages: unknown[], id: number) =>
  new Promise<unknown>((resolve) => {
    const look = () => {
      const found = messages.find((m) => typeof m === 'object' && m !== null && 'id' in m && m.id === id);
      if (found) resolve(found);
      else setTimeout(look, 5);
    };
    look();
  });

describe('the web host page', () => {
  it('prints a 127.0.0.1 URL with a long random token, different every run', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
    const other = await startWebHost({
      app,
      rendererDir: join(dir, 'renderer'),
      bridgeFile: join(dir, 'web-bridge.js'),
      port: 0,
      log: silentLogger,
    });
    await other.close();
    expect(other.token).not.toBe(host.token);
  });

  it('serves the renderer with the bridge script first and a CSP that allows only its own socket', async () => {
    const res = await get('/?token=x', { host: new URL(host.origin).host });
    expect(res.status).toBe(200);
    expect(res.body.indexOf('src="/web-bridge.js"')).toBeGreaterThan(-1);
    expect(res.body.indexOf('src="/web-bridge.js"')).toBeLessThan(res.body.indexOf('./assets/index.js'));
    expect(res.body).not.toContain(host.token);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`connect-src ws://${new URL(host.origin).host}`);
    expect(csp).toContain("script-src 'self'");
    expect((await get('/web-bridge.js', { host: new URL(host.origin).host })).body).toContain(
      'window.bridge = 1',
    );
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/../../secret.txt', '/%00'])(
    'refuses to serve %s',
    async (path) => {
      const res = await get(path, { host: new URL(host.origin).host });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('outside the renderer folder');
    },
  );

  it('answers a request target that is not a URL with 400 and keeps serving', async () => {
    const hostHeader = new URL(host.origin).host;
    expect((await get('http://[', { host: hostHeader })).status).toBe(400);
    expect((await get('/', { host: hostHeader })).status).toBe(200);
  });

  it('answers nothing to a page reached under another host name', async () => {
    const res = await get('/', { host: 'evil.example:80' });
    expect(res.status).toBe(421);
    expect(res.body).not.toContain('<script');
  });
});

describe('the bridge socket', () => {
  it.each([
    ['no token', () => '', undefined],
    ['a wrong token', () => '?token=AAAA', undefined],
    ['the right token from another origin', () => `?token=${host.token}`, 'http://evil.example'],
    ['the right token from another port', () => `?token=${host.token}`, 'http://127.0.0.1:1'],
  ])(
    'refuses %s with 403 before the handshake, so no call can reach the app',
    async (_what, query, origin) => {
      const client = open(query(), origin ?? host.origin);
      client.ws.on('open', () => client.ws.send(JSON.stringify({ id: 1, channel: 'settings:clearApiKey' })));
      expect(await client.refused).toBe(403);
      for (const spy of app.spies.values()) expect(spy).not.toHaveBeenCalled();
    },
  );

  it('refuses a socket that sends no Origin at all', async () => {
    const client = open(`?token=${host.token}`, null);
    expect(await client.refused).toBe(403);
  });

  it('refuses the right token and origin under another host name (DNS rebinding) before the handshake', async () => {
    const { port } = new URL(host.origin);
    const answer = await new Promise<{ status: number; upgraded: boolean }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: `/bridge?token=${host.token}`,
        headers: {
          Host: `evil.example:${port}`,
          Origin: host.origin,
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('upgrade', (_res, socket) => {
        socket.destroy();
        resolve({ status: 101, upgraded: true });
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, upgraded: false });
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 421, upgraded: false });
  });

  it('carries calls through dispatch and pushes events', async () => {
    const client = open(`?token=${host.token}`);
    await client.opened;
    client.ws.send(JSON.stringify({ id: 7, channel: 'settings:update', input: { theme: 'dark' } }));
    expect(await answerTo(client.messages, 7)).toEqual({ id: 7, result: reachedHandler });
    expect(app.spies.get('settings:update')).toHaveBeenCalledWith({ theme: 'dark' });

    client.ws.send('{"id": 8, "channel": "settings:update", "input": {"__proto__": {"theme": "dark"}}}');
    expect(await answerTo(client.messages, 8)).toMatchObject({
      id: 8,
      result: { ok: false, error: { code: 'invalid_input' } },
    });
    client.ws.send(JSON.stringify({ id: 9, channel: 'settings:steal', input: {} }));
    expect(await answerTo(client.messages, 9)).toMatchObject({
      result: { ok: false, error: { code: 'invalid_input' } },
    });
    expect(app.spies.get('settings:update')).toHaveBeenCalledTimes(1);

    app.emit('data:changed', { kinds: ['settings'] });
    await expect
      .poll(() => client.messages)
      .toContainEqual({ event: 'data:changed', payload: { kinds: ['settings'] } });
    client.ws.close();
    await client.closed;
  });

  it('closes a socket that sends an oversized frame and keeps serving others', async () => {
    const greedy = open(`?token=${host.token}`);
    await greedy.opened;
    greedy.ws.send('x'.repeat(5 * 1024 * 1024));
    expect(await greedy.closed).toBe(1009);
    const next = open(`?token=${host.token}`);
    await next.opened;
    next.ws.send(JSON.stringify({ id: 1, channel: 'settings:get' }));
    expect(await answerTo(next.messages, 1)).toEqual({ id: 1, result: reachedHandler });
    next.ws.close();
  });

  it('closes open sockets when the host stops', async () => {
    const client = open(`?token=${host.token}`);
    await client.opened;
    await host.close();
    expect(await client.closed).toBe(1001);
  });
});

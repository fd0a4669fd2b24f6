import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebHost, type WebHost } from '../../../src/main/web/web-host';
import { recordingLogger } from '../cache/helpers';
import { spyHandlers } from '../ipc/fake-ipc';

// Anyone on the machine can knock on the bridge: 900 refused upgrades or 900 bad frames must not be 900 log
// lines. A few lines a minute per kind, and the number held back is told on the next line.

let dir: string;
let host: WebHost;
let log: ReturnType<typeof recordingLogger>;
let now: number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-web-log-'));
  mkdirSync(join(dir, 'renderer'), { recursive: true });
  writeFileSync(
    join(dir, 'renderer/index.html'),
    '<!doctype html><html><head><script type="module" src="./a.js"></script></head></html>',
  );
  writeFileSync(join(dir, 'web-bridge.js'), 'window.bridge = 1');
  log = recordingLogger();
  now = Date.UTC(2026, 10, 24, 12, 0);
  host = await startWebHost({
    app: { handlers: spyHandlers().handlers, subscribe: () => () => {} },
    rendererDir: join(dir, 'renderer'),
    bridgeFile: join(dir, 'web-bridge.js'),
    port: 0,
    log,
    clock: { now: () => now },
  });
});
afterEach(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

const bridge = (query: string) => `ws://${new URL(host.origin).host}/bridge${query}`;

/** One upgrade attempt with a wrong token; resolves when the host has answered and closed. */
function knock(): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(bridge('?token=wrong'), { origin: host.origin });
    ws.on('error', () => {});
    ws.on('close', () => resolve());
  });
}

const lines = (message: string) => log.lines.filter((line) => line.message === message);

describe('the bridge log', () => {
  it('logs a few refused upgrades a minute and counts the rest', async () => {
    for (let i = 0; i < 200; i += 1) await knock();
    expect(lines('web bridge refused a connection')).toHaveLength(3);

    now += 61_000;
    await knock();
    const refused = lines('web bridge refused a connection');
    expect(refused).toHaveLength(4);
    expect(refused[3]?.fields).toMatchObject({ reason: 'wrong token', suppressedBefore: 197 });
    // The token is never in a log line, right or wrong.
    expect(JSON.stringify(log.lines)).not.toContain(host.token);
  });

  it('logs a few malformed frames a minute, however many arrive', async () => {
    const ws = new WebSocket(bridge(`?token=${host.token}`), { origin: host.origin });
    await new Promise((resolve) => ws.on('open', resolve));
    for (let i = 0; i < 300; i += 1) ws.send(i % 2 ? 'not json' : '{"no":"id"}');
    // A good call after them: when it is answered, every frame before it has been handled.
    const answered = new Promise((resolve) => ws.on('message', resolve));
    ws.send(JSON.stringify({ id: 1, channel: 'settings:get' }));
    await answered;
    ws.close();
    expect(lines('web bridge dropped a malformed frame')).toHaveLength(3);
  });
});

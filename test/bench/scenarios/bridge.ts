import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { Handlers } from '../../../src/shared/contract';
import { ok } from '../../../src/shared/envelope';
import { systemClock } from '../../../src/main/lib/effects';
import { builtApp } from '../built-app';
import { ms } from '../support';

// "100k-point series over the bridge": one candles:get answer of `points` candles from main to the page over the
// web host's bridge (a WebSocket on 127.0.0.1, as the browser tests use it), against JSON stringify + parse of
// the same envelope.

function series(points: number) {
  const start = Date.UTC(2016, 0, 1);
  return Array.from({ length: points }, (_, i) => {
    const open = 40_000 + Math.sin(i / 50) * 500;
    return {
      t: start + i * 300_000,
      o: open,
      h: open + 25.5,
      l: open - 25.5,
      c: open + 3.25,
      v: 12.5 + (i % 7),
    };
  });
}

export async function bridgeSeries(points: number): Promise<{ app: number; baseline: number }> {
  const envelope = ok(
    { candles: series(points) },
    { source: 'cache', fetchedAt: Date.now(), stale: false, credits: 0, demo: false },
  );
  const handlers = { 'candles:get': async () => envelope } as unknown as Handlers;
  const { serveBridge, limitedLog, silentLogger } = builtApp();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 256 * 1024 * 1024 });
  server.on('connection', (socket) =>
    serveBridge(
      socket,
      { handlers, subscribe: () => () => undefined },
      silentLogger,
      limitedLog(silentLogger, { clock: systemClock }),
    ),
  );
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { maxPayload: 256 * 1024 * 1024 });
  await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
  const input = { exchange: 'binance', pair: 'BTC/USDT', interval: '5m', range: 'all' };

  const start = performance.now();
  const answer = await new Promise<unknown>((resolve) => {
    client.once('message', (data) => resolve(JSON.parse(data.toString())));
    client.send(JSON.stringify({ id: 1, channel: 'candles:get', input }));
  });
  const app = ms(start);
  const received = answer as { result?: { ok?: boolean; value?: { candles?: unknown[] } } };
  if (received.result?.value?.candles?.length !== points) {
    throw new Error(`the bridge answered ${JSON.stringify(answer).slice(0, 200)}`);
  }
  client.close();
  await new Promise((resolve) => server.close(resolve));

  const baseStart = performance.now();
  JSON.parse(JSON.stringify({ id: 1, result: envelope }));
  const baseline = ms(baseStart);
  return { app, baseline };
}

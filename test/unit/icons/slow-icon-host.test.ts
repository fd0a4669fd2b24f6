import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/main/cache/db';
import { createIconsRepo } from '../../../src/main/cache/icons-repo';
import { createFetchGate } from '../../../src/main/icons/fetch-gate';
import { createIconService, type IconService } from '../../../src/main/icons/icon-service';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { pngDisc } from '../../../src/sandbox/images/png-disc';
import { tempDir } from '../cache/helpers';

// An image host on the loopback where some icons never answer and the others answer at once, reached with the
// real fetch. Icons that hang wait out their own deadline; they must not hold back the icons asked after them.

const HOST = 'https://static.coinstats.app';
const PNG = pngDisc('627EEA');
const slowUrls = Array.from({ length: 12 }, (_, i) => `${HOST}/coins/slow-${i}.png`);
const fastUrls = Array.from({ length: 8 }, (_, i) => `${HOST}/coins/fast-${i}.png`);

let server: Server;
let port: number;
let hanging: ServerResponse[];
let folder: ReturnType<typeof tempDir>;
const closers: (() => void)[] = [];

beforeEach(async () => {
  hanging = [];
  folder = tempDir();
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/coins/slow-')) {
      hanging.push(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  folder.remove();
});

/** The allowed host's addresses, sent to the loopback server by the real fetch (as demo mode routes them). */
const loopbackFetch: FetchLike = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  return fetch(`http://127.0.0.1:${port}${url.pathname}`, init);
};

function service(): IconService {
  const now = () => Date.UTC(2026, 10, 24, 12);
  const { db } = openDatabase(join(folder.dir, 'folio.db'), { log: silentLogger, clock: { now } });
  closers.push(() => db.close());
  return createIconService({
    repo: createIconsRepo(db),
    fetch: loopbackFetch,
    clock: { now },
    log: silentLogger,
  });
}

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref())]);

describe('an image host where some icons never answer', () => {
  it('answers the icons asked after them promptly, with their images', async () => {
    const icons = service();
    const started = performance.now();
    const slow = icons.get(slowUrls);
    // The next views on screen ask for their icons while the first view's still hang.
    const fast = await within(
      2_000,
      Promise.all([icons.get(fastUrls.slice(0, 4)), icons.get(fastUrls.slice(4))]),
    );
    expect(fast).not.toBe('late');
    if (fast === 'late') return;
    expect(fast.flat().map((icon) => icon.status)).toEqual(Array(8).fill('fetched'));
    expect(performance.now() - started).toBeLessThan(2_000);
    // The hanging ones end at their own short deadline, together rather than in waves, as unavailable.
    const ended = await within(6_000, slow);
    expect(ended).not.toBe('late');
    if (ended === 'late') return;
    expect(ended.map((icon) => icon.status)).toEqual(Array(12).fill('unavailable'));
    expect(performance.now() - started).toBeLessThan(6_000);
  }, 20_000);
});

describe('the fetch gate', () => {
  it('lets a slow fetch give up its place, but keeps the open requests bounded', async () => {
    const gate = createFetchGate({ active: 2, open: 3, slowMs: 50 });
    let started = 0;
    const finish: (() => void)[] = [];
    const hang = () =>
      gate(() => {
        started += 1;
        return new Promise<void>((resolve) => finish.push(resolve));
      });
    const all = Array.from({ length: 5 }, hang);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Both first fetches turned slow and let one more in; the open bound keeps the other two waiting.
    expect(started).toBe(3);
    finish.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(5);
    finish.splice(0).forEach((resolve) => resolve());
    await Promise.all(all);
  });
});

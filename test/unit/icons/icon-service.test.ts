import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIconsRepo } from '../../../src/main/cache/icons-repo';
import { openDatabase } from '../../../src/main/cache/db';
import { MAX_ICON_BYTES } from '../../../src/main/icons/image-check';
import {
  createIconService,
  RETRY_UNAVAILABLE_MS,
  type IconService,
} from '../../../src/main/icons/icon-service';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { pngDisc } from '../../../src/sandbox/images/png-disc';
import { tempDir } from '../cache/helpers';
import { jpeg, webpLossy } from './image-bytes';

// Coin icons: only the service's image host, only real images of an allowed type and size, fetched once and kept
// on disk, still shown offline. The image host here is a recording fetch; the cache is a real SQLite file.

const BTC = 'https://static.coinstats.app/coins/bitcoin.png';
const PNG = pngDisc('F7931A');
const JPEG = jpeg(32, 32);
const WEBP = webpLossy(32, 32);

type Answer =
  { status?: number; type?: string | null; body?: Uint8Array | string; length?: number } | 'offline';

let folder: ReturnType<typeof tempDir>;
let now: number;
let answers: Map<string, Answer>;
let sent: { url: string; init: RequestInit | undefined }[];
const closers: (() => void)[] = [];

const fetch: FetchLike = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  sent.push({ url, init });
  const answer = answers.get(url) ?? { status: 404, type: 'text/html', body: 'not found' };
  if (answer === 'offline') throw new TypeError('fetch failed');
  const headers = new Headers();
  if (answer.type) headers.set('content-type', answer.type);
  if (answer.length !== undefined) headers.set('content-length', String(answer.length));
  return new Response(answer.body ?? null, { status: answer.status ?? 200, headers });
};

function service(): IconService {
  const { db } = openDatabase(join(folder.dir, 'folio.db'), { log: silentLogger, clock: { now: () => now } });
  closers.push(() => db.close());
  return createIconService({
    repo: createIconsRepo(db),
    fetch,
    clock: { now: () => now },
    log: silentLogger,
  });
}

beforeEach(() => {
  folder = tempDir();
  now = Date.UTC(2026, 10, 24, 12);
  sent = [];
  answers = new Map([[BTC, { type: 'image/png', body: PNG }]]);
});
afterEach(() => {
  for (const close of closers.splice(0)) close();
  folder.remove();
});

describe('the icon allow-list', () => {
  it.each([
    ['another host', 'https://evil.example/coins/bitcoin.png'],
    ['a look-alike host', 'https://static.coinstats.app.evil.example/coins/bitcoin.png'],
    ['a subdomain trick', 'https://evil.example/static.coinstats.app/coins/bitcoin.png'],
    ['plain http', 'http://static.coinstats.app/coins/bitcoin.png'],
    ['another port', 'https://static.coinstats.app:8443/coins/bitcoin.png'],
    ['credentials', 'https://user:secret@static.coinstats.app/coins/bitcoin.png'],
    ['a data: address', `data:image/png;base64,${PNG.toString('base64')}`],
    ['a script address', 'javascript:alert(1)'],
    ['the local machine', 'http://127.0.0.1:8787/static-host/coins/bitcoin.png'],
    ['not an address', 'coins/bitcoin.png'],
  ])('refuses %s and never fetches it', async (_, url) => {
    const [icon] = await service().get([url]);
    expect(icon).toEqual({ url, dataUrl: null, status: 'refused' });
    expect(sent).toEqual([]);
  });

  it('fetches from the service image host with no credentials and no redirects', async () => {
    const [icon] = await service().get([BTC]);
    expect(icon?.status).toBe('fetched');
    expect(icon?.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init).toMatchObject({ redirect: 'error', credentials: 'omit' });
    expect(JSON.stringify(sent[0]?.init?.headers)).not.toMatch(/x-api-key|authorization/i);
  });
});

describe('what an icon may be', () => {
  const url = (name: string) => `https://static.coinstats.app/coins/${name.replace(/\W+/g, '-')}`;
  it.each([
    ['a JPEG', 'image/jpeg', JPEG, 'data:image/jpeg;base64,'],
    ['a WebP', 'image/webp', WEBP, 'data:image/webp;base64,'],
    ['a PNG with a charset parameter', 'image/png; charset=binary', PNG, 'data:image/png;base64,'],
  ])('keeps %s', async (name, type, body, prefix) => {
    answers.set(url(name), { type, body });
    const [icon] = await service().get([url(name)]);
    expect(icon?.dataUrl?.startsWith(prefix)).toBe(true);
  });

  it.each([
    ['an SVG (it can carry scripts)', { type: 'image/svg+xml', body: '<svg onload="alert(1)"/>' }],
    ['a page sent as a PNG', { type: 'image/png', body: '<html><script>alert(1)</script></html>' }],
    ['a PNG sent as a JPEG', { type: 'image/jpeg', body: PNG }],
    ['a page', { type: 'text/html', body: '<html></html>' }],
    ['no type', { type: null, body: PNG }],
    ['an empty image', { type: 'image/png', body: '' }],
    ['a redirect', { status: 302, type: 'image/png', body: PNG }],
    ['a missing image', { status: 404, type: 'text/plain', body: 'no' }],
    ['one too large by its length', { type: 'image/png', body: PNG, length: MAX_ICON_BYTES + 1 }],
    [
      'one too large by its bytes',
      { type: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(MAX_ICON_BYTES)]) },
    ],
  ])('refuses %s, keeps the refusal and does not ask again', async (name, answer) => {
    answers.set(url(name), answer);
    const icons = service();
    expect(await icons.get([url(name)])).toEqual([{ url: url(name), dataUrl: null, status: 'refused' }]);
    now += RETRY_UNAVAILABLE_MS * 10;
    expect((await service().get([url(name)]))[0]?.status).toBe('refused');
    expect(sent).toHaveLength(1);
  });
});

describe('the icon cache', () => {
  it('fetches an icon once, however many views ask at the same time or later', async () => {
    const icons = service();
    const first = await Promise.all([icons.get([BTC, BTC]), icons.get([BTC]), icons.get([BTC])]);
    expect(first.flat().every((icon) => icon.dataUrl !== null)).toBe(true);
    await icons.get([BTC]);
    expect(sent).toHaveLength(1);
  });

  it('shows a kept icon offline, after a restart', async () => {
    await service().get([BTC]);
    answers.set(BTC, 'offline');
    const [icon] = await service().get([BTC]);
    expect(icon?.status).toBe('cached');
    expect(icon?.dataUrl).toContain(PNG.toString('base64'));
    expect(sent).toHaveLength(1);
  });

  it('offline, answers "unavailable" for an icon never fetched, and tries again only after a while', async () => {
    answers.set(BTC, 'offline');
    const icons = service();
    expect((await icons.get([BTC]))[0]).toEqual({ url: BTC, dataUrl: null, status: 'unavailable' });
    expect((await icons.get([BTC]))[0]?.status).toBe('unavailable');
    expect(sent).toHaveLength(1);
    answers.set(BTC, { type: 'image/png', body: PNG });
    now += RETRY_UNAVAILABLE_MS;
    expect((await icons.get([BTC]))[0]?.status).toBe('fetched');
    expect(sent).toHaveLength(2);
  });

  it('never replaces a kept image with a refusal', () => {
    const { db } = openDatabase(join(folder.dir, 'folio.db'), {
      log: silentLogger,
      clock: { now: () => now },
    });
    closers.push(() => db.close());
    const repo = createIconsRepo(db);
    repo.putImage(BTC, 'image/png', PNG, now);
    repo.putRefused(BTC, 'status 500', now + 1);
    expect(repo.get(BTC)).toMatchObject({ kind: 'image', mime: 'image/png' });
  });
});

import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/main/cache/db';
import { createIconsRepo } from '../../../src/main/cache/icons-repo';
import { createIconService } from '../../../src/main/icons/icon-service';
import { checkImage, MAX_ICON_BYTES, MAX_ICON_SIDE } from '../../../src/main/icons/image-check';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { tempDir } from '../cache/helpers';
import { jpeg, png, webpExtended, webpLossless, webpLossy } from './image-bytes';

// A few kilobytes can declare a picture of 20000 x 20000 pixels, which the page would decode into 1.6 GB. The
// icon check reads the size each format declares in its header and keeps nothing beyond MAX_ICON_SIDE a side.

const huge: [string, string, Buffer][] = [
  ['a PNG of 20000 x 20000', 'image/png', png(20_000, 20_000)],
  ['a PNG one pixel too wide', 'image/png', png(MAX_ICON_SIDE + 1, 16)],
  ['a PNG one pixel too tall', 'image/png', png(16, MAX_ICON_SIDE + 1)],
  ['a JPEG of 16000 x 16000', 'image/jpeg', jpeg(16_000, 16_000)],
  ['a progressive JPEG of 4000 x 3000', 'image/jpeg', jpeg(4000, 3000, 0xc2)],
  ['a lossy WebP of 16000 x 16000', 'image/webp', webpLossy(16_000, 16_000)],
  ['a lossless WebP of 16000 x 16000', 'image/webp', webpLossless(16_000, 16_000)],
  ['an extended WebP of 16000000 x 2', 'image/webp', webpExtended(16_000_000, 2)],
];

const fine: [string, string, Buffer][] = [
  ['a PNG of 32 x 32', 'image/png', png(32, 32)],
  ['a PNG at the bound', 'image/png', png(MAX_ICON_SIDE, MAX_ICON_SIDE)],
  ['a JPEG of 64 x 48', 'image/jpeg', jpeg(64, 48)],
  ['a lossy WebP of 128 x 128', 'image/webp', webpLossy(128, 128)],
  ['a lossless WebP of 1 x 1', 'image/webp', webpLossless(1, 1)],
  ['an extended WebP of 1024 x 16', 'image/webp', webpExtended(1024, 16)],
];

const unreadable: [string, string, Buffer][] = [
  ['a PNG cut off inside its header', 'image/png', png(32, 32).subarray(0, 20)],
  ['a PNG of no pixels', 'image/png', png(0, 0)],
  ['a JPEG with no frame header', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9])],
  [
    'a WebP of an unknown chunk',
    'image/webp',
    Buffer.from('RIFF\x16\x00\x00\x00WEBPVP9 \x0a\x00\x00\x00' + '\0'.repeat(10), 'latin1'),
  ],
];

describe('the size an icon declares', () => {
  it.each(huge)('refuses %s', (_what, type, bytes) => {
    expect(bytes.length).toBeLessThan(MAX_ICON_BYTES);
    const verdict = checkImage(type, bytes);
    expect(verdict).toMatchObject({ ok: false });
    expect(!verdict.ok && verdict.reason).toMatch(/is larger than 1024x1024$/);
  });

  it.each(fine)('keeps %s', (_what, type, bytes) => {
    expect(checkImage(type, bytes)).toEqual({ ok: true, mime: type });
  });

  it.each(unreadable)('refuses %s', (_what, type, bytes) => {
    expect(checkImage(type, bytes)).toMatchObject({ ok: false });
  });
});

describe('an icon host sending a 20000 x 20000 PNG', () => {
  let folder: ReturnType<typeof tempDir>;
  beforeEach(() => {
    folder = tempDir();
  });
  afterEach(() => folder.remove());

  it('shows no image and keeps no image bytes, on disk or after a restart', async () => {
    const url = 'https://static.coinstats.app/coins/bomb.png';
    const bomb = png(20_000, 20_000);
    let sent = 0;
    const fetch: FetchLike = async () => {
      sent += 1;
      return new Response(bomb, { headers: { 'content-type': 'image/png' } });
    };
    const now = Date.UTC(2026, 10, 24, 12);
    const open = () => {
      const { db } = openDatabase(join(folder.dir, 'folio.db'), {
        log: silentLogger,
        clock: { now: () => now },
      });
      const repo = createIconsRepo(db);
      const icons = createIconService({ repo, fetch, clock: { now: () => now }, log: silentLogger });
      return { db, repo, icons };
    };
    const first = open();
    expect(await first.icons.get([url])).toEqual([{ url, dataUrl: null, status: 'refused' }]);
    expect(first.repo.get(url)?.kind).toBe('refused');
    first.db.close();
    const again = open();
    expect(await again.icons.get([url])).toEqual([{ url, dataUrl: null, status: 'refused' }]);
    again.db.close();
    expect(sent).toBe(1);
  });
});

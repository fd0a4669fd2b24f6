// Draws the app icon and the tray icon as small PNGs (no image tools needed): a rounded teal tile with three
// rising bars. Run `node scripts/make-icons.mjs` after changing the drawing; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const out = join(import.meta.dirname, '..', 'resources');

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, pixel) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5, size);
      rows.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Coverage of a rounded square of the whole canvas, antialiased over one pixel. */
function tile(x, y, size) {
  const radius = size * 0.22;
  const dx = Math.max(radius - x, x - (size - radius), 0);
  const dy = Math.max(radius - y, y - (size - radius), 0);
  return Math.min(1, Math.max(0, radius - Math.hypot(dx, dy) + 0.5));
}

function inBars(x, y, size) {
  const u = x / size;
  const v = y / size;
  const bars = [
    [0.22, 0.36, 0.62],
    [0.43, 0.57, 0.46],
    [0.64, 0.78, 0.28],
  ];
  return bars.some(([left, right, top]) => u >= left && u <= right && v >= top && v <= 0.78);
}

function icon(x, y, size) {
  const cover = tile(x, y, size);
  if (cover === 0) return [0, 0, 0, 0];
  if (inBars(x, y, size)) return [255, 255, 255, Math.round(255 * cover)];
  const t = y / size; // a gentle top-to-bottom gradient
  return [
    Math.round(13 + 10 * t),
    Math.round(148 - 40 * t),
    Math.round(136 - 30 * t),
    Math.round(255 * cover),
  ];
}

writeFileSync(join(out, 'icon.png'), png(256, icon));
writeFileSync(join(out, 'tray.png'), png(32, icon));
console.log('wrote resources/icon.png and resources/tray.png');

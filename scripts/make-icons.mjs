// Draws every icon Folio Desk needs (no image tools needed): a rounded teal tile with three rising bars.
// - resources/icon.png (256) for the window, resources/icons/NxN.png for Linux (electron-builder's icon folder),
//   resources/icon.ico (Windows, PNG entries) and resources/icon.icns (macOS, PNG entries);
// - the tray: resources/tray.png (colour, Linux and Windows) and resources/trayTemplate.png + @2x (macOS template
//   images: black bars on transparency, which macOS tints for light and dark menu bars).
// Run `node scripts/make-icons.mjs` after changing the drawing; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
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

/** The template glyph: the bars alone, black, for macOS to tint. */
function template(x, y, size) {
  return inBars(x, y, size) ? [0, 0, 0, 255] : [0, 0, 0, 0];
}

/** An .ico whose entries are PNG images (Windows Vista and later read them). */
function ico(images) {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    head[at] = size >= 256 ? 0 : size; // 0 means 256
    head[at + 1] = size >= 256 ? 0 : size;
    head.writeUInt16LE(1, at + 4); // colour planes
    head.writeUInt16LE(32, at + 6); // bits per pixel
    head.writeUInt32LE(data.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...images.map((image) => image.data)]);
}

/** An .icns of PNG entries, each under the OSType that names its pixel size. */
function icns(entries) {
  const blocks = entries.map(({ type, data }) => {
    const block = Buffer.alloc(8);
    block.write(type, 0, 'latin1');
    block.writeUInt32BE(8 + data.length, 4);
    return Buffer.concat([block, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + blocks.reduce((sum, block) => sum + block.length, 0), 4);
  return Buffer.concat([head, ...blocks]);
}

const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const images = new Map(sizes.map((size) => [size, png(size, icon)]));
const at = (size) => images.get(size);

mkdirSync(join(out, 'icons'), { recursive: true });
for (const size of sizes) writeFileSync(join(out, 'icons', `${size}x${size}.png`), at(size));
writeFileSync(join(out, 'icon.png'), at(256));
writeFileSync(
  join(out, 'icon.ico'),
  ico([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, data: at(size) }))),
);
writeFileSync(
  join(out, 'icon.icns'),
  icns([
    { type: 'icp4', data: at(16) },
    { type: 'icp5', data: at(32) },
    { type: 'icp6', data: at(64) },
    { type: 'ic07', data: at(128) },
    { type: 'ic08', data: at(256) },
    { type: 'ic09', data: at(512) },
    { type: 'ic10', data: at(1024) },
  ]),
);
writeFileSync(join(out, 'tray.png'), at(32));
writeFileSync(join(out, 'trayTemplate.png'), png(16, template));
writeFileSync(join(out, 'trayTemplate@2x.png'), png(32, template));
console.log('wrote resources/: icon.png, icons/, icon.ico, icon.icns, tray.png, trayTemplate.png (+@2x)');

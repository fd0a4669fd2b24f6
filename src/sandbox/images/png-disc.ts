import { crc32, deflateSync } from 'node:zlib';

// A coin's icon as the image host would send it: a small PNG, here a disc in the coin's colour on a transparent
// ground. Written out by hand (signature, IHDR, IDAT, IEND) so the sandbox needs no image library.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** `hex` is six hex digits without '#', as the coin catalogue keeps colours. */
export function pngDisc(hex: string, size = 32): Buffer {
  const rgb = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) || 0);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot(x - centre, y - centre) <= size / 2 - 0.5;
      row.set([rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

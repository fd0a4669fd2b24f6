import { crc32, deflateSync } from 'node:zlib';

// Image files written out by hand, with the headers their formats define (PNG IHDR; JPEG SOI, APP0, SOF0;
// WebP's VP8, VP8L and VP8X chunks), so a test can make one that declares any width and height.

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG that says it is `width` x `height`; only its first row is in the data, as in a bomb. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 4096), 0x80))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: number[]) => {
  const length = data.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...data];
};

/** A baseline JPEG header (JFIF APP0, then a frame of `width` x `height`, one component), and an end. */
export function jpeg(width: number, height: number, frameMarker = 0xc0): Buffer {
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, Array(65).fill(1)),
    ...segment(frameMarker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    0xff,
    0xd9,
  ]);
}

function riff(chunkType: string, data: Buffer): Buffer {
  const chunkSize = Buffer.alloc(4);
  chunkSize.writeUInt32LE(data.length);
  const body = Buffer.concat([Buffer.from(`WEBP${chunkType}`, 'latin1'), chunkSize, data]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** A lossy WebP key frame header: frame tag, start code, 14-bit width and height. */
export function webpLossy(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.set([0x90, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
  data.writeUInt16LE(width & 0x3fff, 6);
  data.writeUInt16LE(height & 0x3fff, 8);
  return riff('VP8 ', data);
}

/** A lossless WebP header: signature 0x2f, then width-1 and height-1 in 14 bits each. */
export function webpLossless(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return riff('VP8L', data);
}

/** An extended WebP header: flags, then the canvas width-1 and height-1 in 24 bits each. */
export function webpExtended(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', data);
}

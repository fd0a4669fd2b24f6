// The width and height an image declares in its header, read without decoding it (what a decoder would
// allocate for). Null when the header is cut short or is not where the format puts it.

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** PNG: the first chunk must be IHDR (width and height, 4 bytes each, big-endian). */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  return { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

/** The start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments up to the first frame header; its height and width follow the precision byte. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The scan begins (or the image ends) before any frame header: nothing says the size.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = data.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: data.getUint16(at + 7), height: data.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

const uint24le = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);

/** WebP: the first chunk after RIFF....WEBP is the lossy, lossless or extended header, each with the size. */
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  if (ascii(bytes, 12, 'VP8X')) {
    return { width: uint24le(bytes, 24) + 1, height: uint24le(bytes, 27) + 1 };
  }
  if (ascii(bytes, 12, 'VP8 ')) {
    // The key frame's start code, then 14 bits of width and of height (the top 2 bits scale, not size).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (ascii(bytes, 12, 'VP8L')) {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

export function declaredSize(
  type: 'image/png' | 'image/jpeg' | 'image/webp',
  bytes: Uint8Array,
): ImageSize | null {
  if (type === 'image/png') return pngSize(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  return webpSize(bytes);
}

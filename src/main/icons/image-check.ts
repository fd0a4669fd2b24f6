import { declaredSize } from './image-size';

// What an icon may be: a PNG, JPEG or WebP of at most MAX_ICON_BYTES, whose bytes are what its content type says.
// SVG is refused: it is a document that can carry scripts and outside references, and the service's icons are
// PNG. The declared type and the bytes must agree, so a page or a script sent as image/png is not kept. A small
// file can declare a huge picture (20000x20000 is 1.6 GB of pixels to decode), so the declared size is bounded.

export const MAX_ICON_BYTES = 128 * 1024;
/** Widest and tallest icon kept; the service's are 32 to 128 pixels a side. */
export const MAX_ICON_SIDE = 1024;

export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type IconType = (typeof ICON_TYPES)[number];

/** The media type of a Content-Type header, lower-cased without parameters; null when absent. */
export function mediaType(header: string | null): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The image type the bytes themselves are, by their signature; null for anything else. */
export function sniffImage(bytes: Uint8Array): IconType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

export type ImageVerdict = { ok: true; mime: IconType } | { ok: false; reason: string };

export function checkImage(contentType: string | null, bytes: Uint8Array): ImageVerdict {
  const declared = mediaType(contentType);
  if (declared === 'image/svg+xml') return { ok: false, reason: 'SVG icons are not shown' };
  if (!declared || !(ICON_TYPES as readonly string[]).includes(declared)) {
    return { ok: false, reason: `type ${declared ?? 'none'} is not an icon type` };
  }
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_ICON_BYTES) return { ok: false, reason: 'too large' };
  const actual = sniffImage(bytes);
  if (actual !== declared) return { ok: false, reason: `sent as ${declared} but is not one` };
  const size = declaredSize(actual, bytes);
  if (size === null) return { ok: false, reason: 'its size cannot be read' };
  if (size.width < 1 || size.height < 1) return { ok: false, reason: 'no pixels' };
  if (size.width > MAX_ICON_SIDE || size.height > MAX_ICON_SIDE) {
    return {
      ok: false,
      reason: `${size.width}x${size.height} is larger than ${MAX_ICON_SIDE}x${MAX_ICON_SIDE}`,
    };
  }
  return { ok: true, mime: actual };
}

import type { FetchResponse, ReadFetch } from '../lib/effects';
import { readCapped } from '../lib/read-capped';
import { checkImage, MAX_ICON_BYTES, mediaType } from './image-check';

// One icon request to the image host. It goes straight to fetch, not through the service client: the image host
// is not the API, so it carries no key, costs no credits and takes no slot of the API's rate queue. Redirects
// are refused (one could lead off the allowed host), the body is read only up to the size limit, and the whole
// request has a deadline.

export type FetchOutcome =
  | { kind: 'image'; mime: string; bytes: Buffer }
  /** The host answered with something that is not an icon: kept as refused, not asked again soon. */
  | { kind: 'refused'; reason: string }
  /** The host could not be reached or was busy: nothing is kept, a later view may try again. */
  | { kind: 'failed'; reason: string };

/** Icons are a few kilobytes: a host that has not sent one in 4 s is not going to soon. */
export const ICON_TIMEOUT_MS = 4_000;

export async function fetchIcon(
  fetch: ReadFetch,
  url: URL,
  timeoutMs = ICON_TIMEOUT_MS,
): Promise<FetchOutcome> {
  let response: FetchResponse;
  try {
    response = await fetch(url.href, {
      method: 'GET',
      redirect: 'error',
      credentials: 'omit',
      headers: { accept: 'image/png, image/jpeg, image/webp' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.name : 'network error' };
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    return { kind: 'failed', reason: `status ${response.status}` };
  }
  // A redirect answered as such (a fetch that does not follow them) is refused like any other non-image.
  if (response.status !== 200) {
    await response.body?.cancel();
    return { kind: 'refused', reason: `status ${response.status}` };
  }
  const declared = mediaType(response.headers.get('content-type'));
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(length) && length > MAX_ICON_BYTES) {
    await response.body?.cancel();
    return { kind: 'refused', reason: 'too large' };
  }
  // A declared non-image is refused before its body is read.
  if (declared === null || !declared.startsWith('image/') || declared === 'image/svg+xml') {
    await response.body?.cancel();
    const reason = declared === 'image/svg+xml' ? 'SVG icons are not shown' : `type ${declared ?? 'none'}`;
    return { kind: 'refused', reason };
  }
  let bytes: Buffer | null;
  try {
    bytes = await readCapped(response, MAX_ICON_BYTES);
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.name : 'read error' };
  }
  if (bytes === null) return { kind: 'refused', reason: 'too large' };
  const verdict = checkImage(declared, bytes);
  return verdict.ok
    ? { kind: 'image', mime: verdict.mime, bytes }
    : { kind: 'refused', reason: verdict.reason };
}

import type { FetchResponse } from './effects';
/**
 * A response body of at most `limit` bytes, or null when it is longer: a declared Content-Length over the limit is
 * not read at all, and an undeclared one is read only until it passes the limit (the rest is cancelled). For
 * answers from hosts Folio Desk does not control (a payment gateway's challenge, a coin icon), so that a huge body
 * cannot fill the main process's memory.
 */
export async function readCapped(
  response: Pick<FetchResponse, 'body' | 'headers'>,
  limit: number,
): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

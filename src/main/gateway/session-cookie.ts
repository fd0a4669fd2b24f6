import type { Clock } from '../lib/effects';

// The gateway's session: after a settled payment it sets the cookie `auth_token`, and calls that carry it within
// the hour skip settlement (service.md 5.2, 8). Kept in memory only, for this one gateway host: it is a bearer
// credential worth an hour of free calls, so it is never written to disk or logged.

export const SESSION_COOKIE = 'auth_token';
const DEFAULT_LIFETIME_MS = 60 * 60 * 1000;

export interface SessionCookie {
  /** The `Cookie` header value while the session lasts, else null. */
  header(): string | null;
  /** Takes the session cookie from a response's Set-Cookie headers, if it sets one. */
  remember(response: Response): void;
  /** The gateway no longer honours it (it answered 402 despite the cookie). */
  forget(): void;
  /** When the live session ends (epoch ms), or null when there is none: for the header's countdown. */
  expiresAt(): number | null;
}

export function createSessionCookie(clock: Pick<Clock, 'now'>): SessionCookie {
  let current: { pair: string; expiresAt: number } | null = null;

  return {
    header() {
      if (current !== null && clock.now() >= current.expiresAt) current = null;
      return current?.pair ?? null;
    },
    remember(response) {
      for (const line of response.headers.getSetCookie()) {
        const parsed = parseSetCookie(line, clock.now());
        if (parsed === null) continue;
        current = parsed.expiresAt > clock.now() ? parsed : null;
      }
    },
    forget() {
      current = null;
    },
    expiresAt() {
      if (current !== null && clock.now() >= current.expiresAt) current = null;
      return current?.expiresAt ?? null;
    },
  };
}

/** `auth_token=...; Max-Age=3600; Path=/` -> the pair and when it expires; null for any other cookie. */
function parseSetCookie(line: string, now: number): { pair: string; expiresAt: number } | null {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  if (eq <= 0 || pair.slice(0, eq) !== SESSION_COOKIE) return null;
  let expiresAt = now + DEFAULT_LIFETIME_MS;
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const [name = '', value = ''] = attribute.split('=', 2).map((part) => part.trim());
    // Max-Age wins over Expires (RFC 6265 5.3 step 3).
    if (/^max-age$/i.test(name) && /^-?\d+$/.test(value)) {
      expiresAt = now + Number(value) * 1000;
      maxAgeSeen = true;
    } else if (/^expires$/i.test(name) && !maxAgeSeen) {
      const at = Date.parse(value);
      if (Number.isFinite(at)) expiresAt = at;
    }
  }
  return { pair, expiresAt };
}

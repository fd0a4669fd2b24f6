// The gateway session: after a settled payment the client gets an `auth_token` cookie that skips payment for one
// hour of sandbox clock (service.md 5.2, 8). Tokens are random and opaque; the expiry lives in sandbox state.
import { randomBytes } from 'node:crypto';
import type { SandboxState } from '../core/state';

export const SESSION_MS = 60 * 60 * 1000;
export const SESSION_COOKIE = 'auth_token';

export function openSession(state: SandboxState): string {
  const token = randomBytes(24).toString('base64url');
  state.gatewaySessions.set(token, state.clock.now() + SESSION_MS);
  return token;
}

/** Whether the token opens a live session now; an expired one is forgotten. */
export function sessionIsLive(state: SandboxState, token: string | undefined): boolean {
  if (token === undefined) return false;
  const expiresAt = state.gatewaySessions.get(token);
  if (expiresAt === undefined) return false;
  if (state.clock.now() < expiresAt) return true;
  state.gatewaySessions.delete(token);
  return false;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_MS / 1000}; Path=/gateway; HttpOnly; SameSite=Strict`;
}

import { describe, expect, it } from 'vitest';
import { createSessionCookie } from '../../../src/main/gateway/session-cookie';
import { manualClock } from './helpers';

const answer = (...cookies: string[]) => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response('{}', { headers });
};

describe('the gateway session cookie', () => {
  it('keeps auth_token for its Max-Age and then drops it', () => {
    const clock = manualClock(1_000_000);
    const session = createSessionCookie(clock);
    session.remember(answer('auth_token=abc; Max-Age=3600; Path=/gateway; HttpOnly'));

    clock.advance(3_599_999);
    expect(session.header()).toBe('auth_token=abc');
    clock.advance(1);
    expect(session.header()).toBeNull();
  });

  it('ignores other cookies and answers without Set-Cookie', () => {
    const session = createSessionCookie(manualClock(0));
    session.remember(answer('tracking=1; Max-Age=3600'));
    session.remember(new Response('{}'));
    expect(session.header()).toBeNull();
  });

  it('honours Expires, lets Max-Age win over it, and clears on Max-Age=0', () => {
    const clock = manualClock(Date.UTC(2026, 10, 22, 12));
    const session = createSessionCookie(clock);
    session.remember(answer('auth_token=e; Expires=Sun, 22 Nov 2026 12:30:00 GMT'));
    clock.advance(29 * 60_000);
    expect(session.header()).toBe('auth_token=e');
    clock.advance(60_000);
    expect(session.header()).toBeNull();

    session.remember(answer('auth_token=m; Expires=Sun, 22 Nov 2026 12:31:00 GMT; Max-Age=7200'));
    clock.advance(3_600_000);
    expect(session.header()).toBe('auth_token=m');
    session.remember(answer('auth_token=; Max-Age=0'));
    expect(session.header()).toBeNull();
  });

  it('lasts one hour when the gateway gives no lifetime', () => {
    const clock = manualClock(0);
    const session = createSessionCookie(clock);
    session.remember(answer('auth_token=x'));
    clock.advance(3_600_000);
    expect(session.header()).toBeNull();
  });

  it('can be forgotten when the gateway stops honouring it', () => {
    const session = createSessionCookie(manualClock(0));
    session.remember(answer('auth_token=x; Max-Age=3600'));
    session.forget();
    expect(session.header()).toBeNull();
  });
});

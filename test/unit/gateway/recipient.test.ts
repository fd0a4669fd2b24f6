import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SettingsPatch } from '../../../src/main/cache/settings-repo';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { createRecipientBook } from '../../../src/main/gateway/recipient';
import type { Settings } from '../../../src/shared/domain/settings';
import { readReason } from '../../../src/shared/i18n/said-text';
import { authorizationsDb, manualClock } from './helpers';

// Whom pay-per-request pays: the first recipient is kept, another is refused (and the route stopped) until the
// user accepts exactly the address the gateway asked for. The gateway-mode app against the sandbox checks the
// same over HTTP, with nothing signed (test/integration/gateway-client/gateway-read.test.ts).

const GATEWAY = 'https://x402.example';
const COINSTATS = '0xa2AD8183209E5d2F7f0d8F995f5601a0bb5100c7';
const OTHER = '0x0750a9e669C37FE1A1847E4B8f9e16F07c16162f';

function setup() {
  const repo = createAuthorizationsRepo(authorizationsDb());
  let stored: Settings = { ...DEFAULT_SETTINGS };
  const settings = {
    get: () => ({ ...stored }),
    update: (patch: SettingsPatch) => (stored = { ...stored, ...patch } as Settings),
  };
  const clock = manualClock(Date.UTC(2026, 10, 25, 12));
  const book = createRecipientBook({ settings, repo, gateway: GATEWAY, clock });
  return { repo, book, settings };
}

describe('the recipient of payments', () => {
  it('keeps the first recipient, and admits it again in any letter case', () => {
    const { book, settings } = setup();
    expect(book.trusted()).toBeNull();
    expect(book.admit(COINSTATS, 'GET /coins')).toBeNull();
    expect(settings.get().gatewayRecipients).toEqual({ [GATEWAY]: COINSTATS });
    expect(book.admit(COINSTATS.toLowerCase(), 'GET /coins')).toBeNull();
  });

  it('refuses another recipient, names both, stops the route, and waits for the user', () => {
    const { book, repo } = setup();
    book.admit(COINSTATS, 'GET /coins');
    const refusal = book.admit(OTHER, 'GET /coins/bitcoin');
    expect(refusal?.code).toBe('payment_required');
    expect(refusal?.message).toContain(`asked to be paid at ${OTHER} for GET /coins/bitcoin`);
    // Kept from the first request, nothing signed to it yet: named, without claiming payments went there.
    expect(refusal?.message).toContain(`Folio Desk pays only ${COINSTATS}`);
    // Kept with its message id, so Settings says it in the user's language.
    expect(readReason(repo.stopped(GATEWAY)?.reason ?? '')).toEqual({
      message: refusal?.message,
      say: refusal?.say,
    });
    expect(book.asked()).toBe(OTHER);
    expect(book.trusted()).toBe(COINSTATS);
  });

  it('accepts only the address the gateway asked for, then pays it and resumes the route', () => {
    const { book, repo } = setup();
    book.admit(COINSTATS, 'GET /coins');
    expect(book.accept(OTHER)).toBe(false);
    book.admit(OTHER, 'GET /coins');
    expect(book.accept(COINSTATS)).toBe(false);
    expect(book.accept(OTHER.toLowerCase())).toBe(true);
    expect(book.trusted()).toBe(OTHER);
    expect(book.asked()).toBeNull();
    expect(repo.stopped(GATEWAY)).toBeNull();
    expect(book.admit(OTHER, 'GET /coins')).toBeNull();
    expect(book.admit(COINSTATS, 'GET /coins')?.code).toBe('payment_required');
  });

  it('refuses the asked address on request: the route resumes paying the kept one, and stops again if asked again', () => {
    const { book, repo } = setup();
    book.admit(COINSTATS, 'GET /coins');
    book.admit(OTHER, 'GET /coins');
    expect(book.refuse(COINSTATS)).toBe(false); // a decision about another address is not this one
    expect(repo.stopped(GATEWAY)).not.toBeNull();

    expect(book.refuse(OTHER.toLowerCase())).toBe(true);
    expect(repo.stopped(GATEWAY)).toBeNull();
    expect(book.asked()).toBeNull();
    expect(book.trusted()).toBe(COINSTATS);
    expect(book.admit(COINSTATS, 'GET /coins')).toBeNull();
    expect(book.admit(OTHER, 'GET /coins')?.code).toBe('payment_required');
    expect(book.asked()).toBe(OTHER);
    expect(book.refuse(OTHER)).toBe(true);
    expect(book.refuse(OTHER)).toBe(false); // nothing is waiting any more
  });

  it('says "your payments so far went to" only of an address that was paid', () => {
    const { book, repo } = setup();
    book.admit(COINSTATS, 'GET /coins');
    book.admit(OTHER, 'GET /coins');
    // Accepted, never paid: a later request for yet another address must not claim payments went to it.
    expect(book.accept(OTHER)).toBe(true);
    const third = '0x000000000000000000000000000000000000dEaD';
    const refusal = book.admit(third, 'GET /coins');
    expect(refusal?.message).not.toContain('your payments so far went to');
    expect(refusal?.message).toContain(`Folio Desk pays only ${OTHER} (no payment has gone there yet)`);
    expect(refusal?.message).toContain(`keep paying ${OTHER}`);

    book.refuse(third);
    repo.reserve(
      {
        gateway: GATEWAY,
        path: '/coins',
        nonce: `0x${'2'.repeat(64)}`,
        amountAtomic: 1000,
        payTo: OTHER,
        network: 'eip155:8453',
        validAfter: 0,
        validBefore: 60,
        signedAt: 1,
      },
      () => null,
      0,
    );
    expect(book.admit(third, 'GET /coins')?.message).toContain(`your payments so far went to ${OTHER}`);
  });

  it('takes the recipient of payments signed before it was remembered (an earlier version)', () => {
    const { book, repo } = setup();
    repo.reserve(
      {
        gateway: GATEWAY,
        path: '/coins',
        nonce: `0x${'1'.repeat(64)}`,
        amountAtomic: 1000,
        payTo: COINSTATS,
        network: 'eip155:8453',
        validAfter: 0,
        validBefore: 60,
        signedAt: 1,
      },
      () => null,
      0,
    );
    expect(book.trusted()).toBe(COINSTATS);
    expect(book.admit(OTHER, 'GET /coins')?.code).toBe('payment_required');
  });

  it('still waits for the decision after a restart, and never echoes a recipient that is no address', () => {
    const { book, repo, settings } = setup();
    book.admit(COINSTATS, 'GET /coins');
    book.admit(OTHER, 'GET /coins');
    const again = createRecipientBook({ settings, repo, gateway: GATEWAY, clock: manualClock(0) });
    expect(again.asked()).toBe(OTHER);
    expect(again.accept(OTHER)).toBe(true);
    expect(again.asked()).toBeNull();

    const odd = 'CoinStats moved: accept 0xabc';
    const refusal = again.admit(odd, 'GET /coins');
    expect(refusal?.message).toBe(
      'The gateway named no readable recipient for GET /coins, so Folio Desk signed nothing.',
    );
    expect(repo.stopped(GATEWAY)).toBeNull();
  });

  it('keeps a recipient per gateway: another gateway (the local sandbox) starts with its own first one', () => {
    const { book, settings, repo } = setup();
    book.admit(COINSTATS, 'GET /coins');
    const sandbox = createRecipientBook({
      settings,
      repo,
      gateway: 'http://127.0.0.1:8787/gateway',
      clock: manualClock(0),
    });
    expect(sandbox.admit(OTHER, 'GET /coins')).toBeNull();
    expect(settings.get().gatewayRecipients).toEqual({
      [GATEWAY]: COINSTATS,
      'http://127.0.0.1:8787/gateway': OTHER,
    });
    expect(book.admit(OTHER, 'GET /coins')?.code).toBe('payment_required');
  });

  it('without a settings store, still keeps the first recipient for its own life', () => {
    const repo = createAuthorizationsRepo(authorizationsDb());
    const book = createRecipientBook({ repo, gateway: GATEWAY, clock: manualClock(0) });
    expect(book.admit(COINSTATS, 'GET /coins')).toBeNull();
    expect(book.admit(OTHER, 'GET /coins')?.code).toBe('payment_required');
  });
});

import { evmAddress } from '../../shared/contract/common';
import type { AppError } from '../../shared/envelope';
import type { SettingsRepo } from '../cache/settings-repo';
import type { Clock } from '../lib/effects';
import type { AuthorizationsRepo } from './authorizations-repo';
import { paymentError, paymentSaid } from './payment-error';
import { readReason, storeReason } from '../../shared/i18n/said-text';
import { BASE_USDC } from './usdc';

// Whom a payment goes to: each 402 names it (service-facts.md 6.2), so the first one is remembered and a challenge
// naming another is refused before signing, the route stopped until the user accepts or refuses it in Settings.
// One changed field in a gateway's answer must not make the user pay a stranger.

export interface RecipientBook {
  /** Where payments go: the address accepted last, else the one earlier payments went to; null before any. */
  trusted(): string | null;
  /** Null when `payTo` may be paid (the trusted address, or the first ever, which becomes it); else the refusal. */
  admit(payTo: string, what: string): AppError | null;
  /** The other address the gateway asked for, while the route it stopped waits for the user's decision. */
  asked(): string | null;
  /** Makes the asked address the trusted one and resumes the route; false when `address` is not the one asked. */
  accept(address: string): boolean;
  /**
   * Refuses the asked address and resumes the route, payments still going to the trusted one; false when
   * `address` is not the one asked, or no address is kept to go on paying.
   */
  refuse(address: string): boolean;
}

export interface RecipientDeps {
  /** Where the trusted address is kept across starts; without it, only for this book's life (and the history). */
  settings?: Pick<SettingsRepo, 'get' | 'update'>;
  repo: Pick<AuthorizationsRepo, 'recent' | 'stop' | 'stopped' | 'resume'>;
  /** The gateway these payments go through (pay-fetch.ts gatewayKeyOf). */
  gateway: string;
  clock: Pick<Clock, 'now'>;
}

/** Authorizations looked at for the recipient of payments made before this book existed. */
const HISTORY = 50;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The stop's reason names the address asked for (written below): read back after a restart. */
const ASKED_IN_REASON = /^The gateway asked to be paid at (0x[0-9a-fA-F]{40}) /;

/** Why `payTo` can never receive a payment, or null when it can. */
function unpayableReason(payTo: string): 'zero' | 'token' | null {
  if (/^0x0{40}$/i.test(payTo)) return 'zero';
  if (same(payTo, BASE_USDC)) return 'token';
  return null;
}

export function createRecipientBook(deps: RecipientDeps): RecipientBook {
  let kept: string | null = null;
  const keep = (address: string) => {
    if (!deps.settings) kept = address;
    else {
      const all = deps.settings.get().gatewayRecipients;
      deps.settings.update({ gatewayRecipients: { ...all, [deps.gateway]: address } });
    }
  };

  const trusted = (): string | null => {
    const accepted = deps.settings ? (deps.settings.get().gatewayRecipients[deps.gateway] ?? null) : kept;
    if (accepted) return accepted;
    // Signed by an earlier version, before the recipient was remembered: the newest signed one.
    const earlier = deps.repo
      .recent(HISTORY)
      .find((row) => row.gateway === deps.gateway && row.outcome !== 'unsigned');
    return earlier?.payTo ?? null;
  };

  /** Whether a signed authorization through this gateway went to `address`. */
  const paidTo = (address: string): boolean =>
    deps.repo
      .recent(HISTORY)
      .some((row) => row.gateway === deps.gateway && row.outcome !== 'unsigned' && same(row.payTo, address));

  // What the route's stop says was asked: kept with the stop (across restarts), gone when the route resumes.
  const asked = (): string | null => {
    const stop = deps.repo.stopped(deps.gateway);
    return stop ? (ASKED_IN_REASON.exec(readReason(stop.reason).message)?.[1] ?? null) : null;
  };

  return {
    trusted,
    admit(payTo, what) {
      // Not echoed: the refusal is shown in Settings, and a gateway's free text has no place there.
      if (!evmAddress.safeParse(payTo).success) {
        return paymentError(
          `The gateway named no readable recipient for ${what}, so Folio Desk signed nothing.`,
          { id: 'errors.payNoRecipient', values: { what } },
        );
      }
      // Never payable, first use or not: a transfer to the zero address burns the USDC, and one to the USDC
      // contract itself strands it. A gateway naming either is broken or tampered with, so neither is trusted.
      const unpayable = unpayableReason(payTo);
      if (unpayable)
        return paymentSaid({ id: 'outcomes.payUnreachable', values: { what, where: unpayable } });
      const known = trusted();
      if (known === null) {
        keep(payTo);
        return null;
      }
      if (same(known, payTo)) return null;
      // Said as it is: an address accepted (or kept from a first request) that nothing was signed to yet did not
      // receive "your payments so far".
      const paid = paidTo(known) ? 'yes' : 'no';
      const refusal = paymentSaid({
        id: 'outcomes.payRecipientChanged',
        values: { payTo, what, known, paid },
      });
      deps.repo.stop(deps.gateway, deps.clock.now(), storeReason(refusal));
      return refusal;
    },
    asked,
    accept(address) {
      const waiting = asked();
      if (waiting === null || !same(waiting, address)) return false;
      keep(waiting);
      deps.repo.resume(deps.gateway);
      return true;
    },
    refuse(address) {
      const waiting = asked();
      if (waiting === null || !same(waiting, address) || trusted() === null) return false;
      // The kept address stays kept; admit() refuses the asked one again, and stops the route again, if it returns.
      deps.repo.resume(deps.gateway);
      return true;
    },
  };
}

import {
  wrapFetchWithPayment,
  x402Client,
  x402HTTPClient,
  type PaymentRequired,
  type PaymentRequirements,
} from '@x402/fetch';
import type { AppError } from '../../shared/envelope';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { routeToGateway, type GatewayTarget } from './gateway-route';
import type { ReceiptsRepo } from './receipts-repo';
import { GatewayRefusal } from './refusal';
import { createSessionCookie } from './session-cookie';
import { capRefusal, startOfDay, type SpendCaps } from './spend-caps';
import { formatUsdc, parseAtomic, usdToAtomic } from './usdc';
import { BASE_NETWORK, BASE_USDC, walletScheme } from './wallet-scheme';

// The gateway route's fetch: the API client sends `/v1/<path>` through it as through any fetch, and it reads the
// path from the pay-per-request gateway instead, paying in USDC when the gateway asks (x402: 402 challenge, signed
// EIP-3009 authorization, retry). While the gateway's one-hour session cookie lasts, calls are free. Payments are
// made one at a time, so two reads never both pay when one session would do and the daily cap sees every payment
// before the next is signed. Every "no" is a GatewayRefusal carrying the AppError to show.

export interface PayFetchDeps {
  fetch: FetchLike;
  /** The gateway host (with the sandbox's `/gateway` prefix when testing); gateway paths carry no `/v1`. */
  gatewayBaseUrl: string;
  /** KeyService.read('wallet-key'): asked only when a payment is about to be signed. */
  readWalletKey: () => Promise<string | null>;
  /** Read afresh for every payment, so a change in Settings applies to the next call. */
  caps: () => SpendCaps;
  receipts: ReceiptsRepo;
  clock: Pick<Clock, 'now'>;
  log: Logger;
}

/** A failure of the underlying fetch, kept apart from payment failures and unwrapped before it leaves. */
class TransportFailure {
  constructor(readonly cause: unknown) {}
}

const isBaseUsdc = (r: PaymentRequirements) =>
  r.scheme === 'exact' && r.network === BASE_NETWORK && r.asset.toLowerCase() === BASE_USDC.toLowerCase();

const paymentError = (message: string): AppError => ({ code: 'payment_required', message });

export function createPayFetch(deps: PayFetchDeps): FetchLike {
  const session = createSessionCookie(deps.clock);
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
  const spentToday = () => deps.receipts.spentSince(startOfDay(deps.clock.now()));

  // Every request the gateway sees goes through here: the session cookie out, a new session cookie in.
  const send = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const cookie = session.header();
    if (cookie !== null) request.headers.set('Cookie', cookie);
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch (error) {
      throw new TransportFailure(error);
    }
    session.remember(response);
    return response;
  };

  /** The answer within a live session, or null when there is none (or the gateway no longer honours it). */
  const withSession = async (target: GatewayTarget, init: RequestInit): Promise<Response | null> => {
    if (session.header() === null) return null;
    const response = await send(target.url, init);
    if (response.status !== 402) return response;
    session.forget();
    await response.body?.cancel();
    return null;
  };

  const pay = async (target: GatewayTarget, init: RequestInit): Promise<Response> => {
    const what = `GET ${target.path}`;
    const caps = deps.caps();
    // The table's price first: a call the caps forbid is refused without even asking the gateway.
    const early = capRefusal({
      what,
      amountAtomic: target.price.atomic,
      caps,
      spentTodayAtomic: spentToday(),
    });
    if (early) throw new GatewayRefusal(early);

    // Filled in by the hooks below, which run inside the library: why it stopped, and what the gateway asked.
    const seen: { refusal: AppError | null; challenge: PaymentRequired | null } = {
      refusal: null,
      challenge: null,
    };
    /** What the challenge's own amount means under the caps: checked right before signing. */
    const judge = (requirement: PaymentRequirements): AppError | null => {
      const amountAtomic = parseAtomic(requirement.amount);
      if (amountAtomic === null) {
        return paymentError(`The gateway asked for an unreadable amount for ${what}; nothing was signed.`);
      }
      return capRefusal({ what, amountAtomic, caps, spentTodayAtomic: spentToday() });
    };
    /** Records why the payment stopped, for the message, and stops it. */
    const refuse = (error: AppError, cause?: unknown): never => {
      seen.refusal = error;
      throw new GatewayRefusal(error, { cause });
    };
    const readKey = async (): Promise<string> => {
      let key: string | null;
      try {
        key = await deps.readWalletKey();
      } catch (error) {
        return refuse(
          {
            code: 'keychain_unavailable',
            message:
              error instanceof KeychainUnavailableError
                ? error.message
                : 'Folio Desk could not read the wallet key from the OS keychain. Unlock the keychain and try again.',
          },
          error,
        );
      }
      return (
        key ||
        refuse({
          code: 'unauthorized',
          message: `No wallet key is stored to pay for ${what}. Add one in Settings, or switch the access route to your API key.`,
        })
      );
    };

    const client = new x402Client()
      .register(BASE_NETWORK, walletScheme(readKey))
      // The library's own cap, in atomic units on the one asset accepted, as a second line behind `judge`.
      .setSpendControls({
        allowedAssets: [
          {
            network: BASE_NETWORK,
            asset: BASE_USDC,
            maxAmountPerPayment: String(usdToAtomic(caps.maxPerCallUsd)),
          },
        ],
      })
      .registerPolicy((_version, accepts) => {
        const usdc = accepts.filter(isBaseUsdc);
        if (usdc.length === 0) {
          seen.refusal = paymentError(
            `The gateway asked to be paid for ${what} in something other than USDC on Base; Folio Desk pays only USDC on Base, so nothing was signed.`,
          );
        }
        return usdc;
      })
      .onBeforePaymentCreation(async ({ selectedRequirements }) => {
        const verdict = judge(selectedRequirements);
        if (verdict === null) return;
        seen.refusal = verdict;
        return { abort: true, reason: verdict.code };
      })
      .onPaymentResponse(async ({ requirements, settleResponse, paymentRequired }) => {
        if (settleResponse?.success) {
          store(
            target,
            requirements,
            settleResponse.transaction,
            settleResponse.network,
            settleResponse.amount,
          );
          return;
        }
        const reason = settleResponse?.errorReason ?? paymentRequired?.error ?? 'no reason given';
        seen.refusal = paymentError(
          `The pay-per-request gateway did not accept the payment for ${what} (${reason.slice(0, 80)}), so it was not settled. Try again; if it keeps failing, check that the wallet holds USDC on Base.`,
        );
      });
    const http = new x402HTTPClient(client).onPaymentRequired(async ({ paymentRequired }) => {
      seen.challenge = paymentRequired;
    });

    let response: Response;
    try {
      response = await wrapFetchWithPayment(send, http)(target.url, init);
    } catch (error) {
      if (error instanceof TransportFailure || error instanceof GatewayRefusal) throw error;
      // The library refused or failed before sending a payment: say why in the user's terms.
      const usdc = seen.challenge?.accepts.find(isBaseUsdc);
      const reason = seen.refusal ?? (usdc ? judge(usdc) : null);
      const detail = error instanceof Error ? error.message.slice(0, 160) : 'unknown error';
      throw new GatewayRefusal(reason ?? paymentError(`Folio Desk could not pay for ${what}: ${detail}`));
    }
    if (response.status === 402) {
      await response.body?.cancel();
      throw new GatewayRefusal(
        seen.refusal ??
          paymentError(`The pay-per-request gateway still asks for a payment for ${what}. Try again.`),
      );
    }
    return response;
  };

  const store = (
    target: GatewayTarget,
    requirements: PaymentRequirements,
    transaction: string,
    network: string,
    settled: string | undefined,
  ) => {
    const amountAtomic = parseAtomic(settled ?? requirements.amount) ?? target.price.atomic;
    try {
      deps.receipts.insert({ at: deps.clock.now(), path: target.path, amountAtomic, transaction, network });
    } catch (error) {
      deps.log.error('could not store a gateway receipt', {
        path: target.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    deps.log.info('gateway payment settled', {
      path: target.path,
      usdc: formatUsdc(amountAtomic),
      network,
      transaction,
    });
  };

  return async (input, init) => {
    const original = new Request(input, init);
    const target = routeToGateway(original.method, original.url, deps.gatewayBaseUrl);
    const forward: RequestInit = { method: 'GET', headers: original.headers, signal: original.signal };
    try {
      const free = await withSession(target, forward);
      if (free) return free;
      // Another call may have opened a session while this one waited its turn to pay.
      return await serially(async () => (await withSession(target, forward)) ?? (await pay(target, forward)));
    } catch (error) {
      if (error instanceof TransportFailure) throw error.cause;
      if (error instanceof GatewayRefusal) {
        deps.log.warn('gateway call refused', { path: target.path, code: error.appError.code });
      }
      throw error;
    }
  };
}

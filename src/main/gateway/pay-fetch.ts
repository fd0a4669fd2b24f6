import { wrapFetchWithPayment } from '@x402/fetch';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import { routeToGateway, type GatewayTarget } from './gateway-route';
import type { ReceiptsRepo } from './receipts-repo';
import { createPaymentClient } from './payment-client';
import { GatewayRefusal } from '../api/refusal';
import { createSessionCookie } from './session-cookie';
import { capRefusal, startOfDay, type SpendCaps } from './spend-caps';
import { formatUsdc, parseAtomic } from './usdc';

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
    // service.md 5.2 names the payment header X-PAYMENT; x402 v2 (what the library sends) PAYMENT-SIGNATURE.
    // The same signed payment goes under both names, so either kind of gateway finds it.
    const payment = request.headers.get('payment-signature');
    if (payment !== null && !request.headers.has('x-payment')) request.headers.set('X-PAYMENT', payment);
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

    const payment = createPaymentClient({
      what,
      caps,
      spentToday,
      readWalletKey: deps.readWalletKey,
      onSettled: (settled) => store(target, settled),
    });
    let response: Response;
    try {
      response = await wrapFetchWithPayment(send, payment.http)(target.url, init);
    } catch (error) {
      if (error instanceof TransportFailure || error instanceof GatewayRefusal) throw error;
      throw new GatewayRefusal(payment.refusal(error), { cause: error });
    }
    if (response.status === 402) {
      await response.body?.cancel();
      throw new GatewayRefusal(payment.refusal());
    }
    return response;
  };

  const store = (
    target: GatewayTarget,
    settled: { amount: string; transaction: string; network: string },
  ) => {
    const amountAtomic = parseAtomic(settled.amount) ?? target.price.atomic;
    const { transaction, network } = settled;
    try {
      deps.receipts.insert({ at: deps.clock.now(), path: target.path, amountAtomic, transaction, network });
    } catch (error) {
      // The payment went through; the data is still the user's. Only the record (and the daily sum) misses it.
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
    const target = routeToGateway(original, deps.gatewayBaseUrl);
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

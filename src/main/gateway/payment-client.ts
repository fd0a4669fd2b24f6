import { x402Client, x402HTTPClient, type PaymentRequired, type PaymentRequirements } from '@x402/fetch';
import type { Hex } from 'viem';
import type { AppError } from '../../shared/envelope';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { GatewayRefusal } from '../api/refusal';
import { paymentError, paymentSaid } from './payment-error';
import { askedAmount, versionOf } from './challenge-shape';
import { capRefusal } from './spend-caps';
import { BASE_NETWORK, BASE_NETWORK_V1, BASE_USDC, formatUsdc, parseAtomic, usdToAtomic } from './usdc';
import { walletScheme, type Reservation } from './wallet-scheme';

// The x402 client for one payment (x402 v1 and v2: the service's page speaks v1, its challenges v2), with the
// user's limits in the library's checkpoints that run before signing: USDC on Base within the per-call cap, an
// `exact` EIP-3009 payment only, then our scheme, whose `reserve` checks lifetime and caps and records first.

export interface PaymentTerms {
  /** What is being paid for, e.g. "GET /coins/bitcoin". */
  what: string;
  maxPerCallUsd: number;
  /** The path's listed price in micro-USDC: a challenge above it is refused as over-asking, before any cap. */
  listedAtomic: number;
  readWalletKey: () => Promise<string | null>;
  /** Checks and records the authorization about to be signed; returns the refusal instead when it must not be. */
  reserve: (requirements: PaymentRequirements, nonce: Hex) => Reservation | AppError;
  /** Signing failed after the reservation: it holds nothing. */
  unsigned: (nonce: Hex) => void;
}

export interface PaymentClient {
  client: x402Client;
  http: x402HTTPClient;
  /** Why no payment went through, in the user's terms; `error` is what the library threw, if it threw. */
  refusal(challenge: PaymentRequired | null, error?: unknown): AppError;
}

// Both take whatever the gateway sent: a challenge is checked before it gets here (paid-answer.ts), but a check
// that throws on a malformed entry would turn a refusal into a crash, so neither assumes the shape.
const isBaseUsdc = (version: unknown, r: PaymentRequirements | undefined) =>
  r?.scheme === 'exact' &&
  r.network === (version === 1 ? BASE_NETWORK_V1 : BASE_NETWORK) &&
  typeof r.asset === 'string' &&
  r.asset.toLowerCase() === BASE_USDC.toLowerCase();
/** Only transferWithAuthorization is signed; a Permit2 (or other) transfer method is another contract. */
const isEip3009 = (r: PaymentRequirements | undefined) => {
  const extra: unknown = r?.extra;
  const method =
    typeof extra === 'object' && extra !== null
      ? (extra as Record<string, unknown>)['assetTransferMethod']
      : undefined;
  return method === undefined || method === 'eip3009';
};

const notUsdcOnBase = (what: string) =>
  paymentError(
    `The gateway asked to be paid for ${what} in something other than a USDC transfer on Base; Folio Desk pays only USDC on Base, so nothing was signed.`,
    { id: 'errors.payNotUsdc', values: { what } },
  );

export function createPaymentClient(terms: PaymentTerms): PaymentClient {
  const { what } = terms;
  let stopped: AppError | null = null;

  const refuse = (error: AppError, cause?: unknown): never => {
    stopped = error;
    throw new GatewayRefusal(error, { cause });
  };
  const readKey = async (): Promise<string> => {
    let key: string | null;
    try {
      key = await terms.readWalletKey();
    } catch (error) {
      if (error instanceof KeychainUnavailableError) {
        return refuse({ code: 'keychain_unavailable', message: error.message, say: error.say }, error);
      }
      const message =
        'Folio Desk could not read the wallet key from the OS keychain. Unlock the keychain and try again.';
      return refuse({ code: 'keychain_unavailable', message }, error);
    }
    return (
      key ||
      refuse({
        code: 'unauthorized',
        message: `No wallet key is stored to pay for ${what}. Add one in Settings, or switch the access route to your API key.`,
        say: { id: 'errors.payNoWalletKey', values: { what } },
      })
    );
  };

  const scheme = (version: 1 | 2) =>
    walletScheme({
      version,
      readKey,
      reserve: (requirements, nonce) => {
        const verdict = terms.reserve(requirements, nonce);
        return 'code' in verdict ? refuse(verdict) : verdict;
      },
      unsigned: terms.unsigned,
    });
  const perCall = String(usdToAtomic(terms.maxPerCallUsd));
  // Both versions share one reserver (terms.reserve), which signs at most once per payment attempt.
  const client = new x402Client()
    .register(BASE_NETWORK, scheme(2))
    .registerV1(BASE_NETWORK_V1, scheme(1))
    .setSpendControls({
      allowedAssets: [{ network: BASE_NETWORK, asset: BASE_USDC, maxAmountPerPayment: perCall }],
      // An entry names a CAIP-2 network only, so v1's `base` USDC (a default asset) meets this USD cap instead:
      // the same per-call cap, since USDC is counted one to one in dollars.
      maxAmountPerPayment: `$${formatUsdc(usdToAtomic(terms.maxPerCallUsd))}`,
    })
    .registerPolicy((version, accepts) => {
      const usable = accepts.filter((r) => isBaseUsdc(version, r) && isEip3009(r));
      if (usable.length === 0) {
        stopped = notUsdcOnBase(what);
      }
      return usable;
    });

  return {
    client,
    http: new x402HTTPClient(client),
    refusal(challenge, error) {
      if (stopped) return stopped;
      if (error instanceof GatewayRefusal) return error.appError;
      try {
        return explain(terms, challenge, error);
      } catch {
        // Whatever the challenge held, the answer is a refusal, never a crash that reads as a lost connection.
        return paymentError(
          `The pay-per-request gateway answered ${what} with a payment request Folio Desk cannot read; nothing was signed.`,
          { id: 'errors.payUnreadable', values: { what } },
        );
      }
    },
  };
}

/** The refusal for what the library threw; may itself throw on a challenge of a shape no one checked. */
function explain(terms: PaymentTerms, challenge: PaymentRequired | null, error: unknown): AppError {
  const { what } = terms;
  // The spend controls throw before our policy and scheme run: say what they objected to. A challenge above the
  // listed price is the gateway's over-asking, said as such: raising the per-call cap would not get it paid.
  const message = error instanceof Error ? error.message : '';
  const accepts: unknown = challenge?.accepts;
  const version = versionOf(challenge);
  const usdc = Array.isArray(accepts)
    ? (accepts as (PaymentRequirements | undefined)[]).find((r) => isBaseUsdc(version, r) && isEip3009(r))
    : undefined;
  if (challenge && !usdc) {
    return notUsdcOnBase(what);
  }
  const asked = askedAmount(version === 1 ? 1 : 2, usdc);
  const amountAtomic = asked === undefined ? null : parseAtomic(asked);
  if (amountAtomic !== null && /maxAmountPerPayment/.test(message)) {
    const verdict = capRefusal({
      what,
      amountAtomic,
      listedAtomic: terms.listedAtomic,
      caps: { maxPerCallUsd: terms.maxPerCallUsd, maxPerDayUsd: Number.MAX_SAFE_INTEGER / 1e6 },
      committedAtomic: 0,
    });
    if (verdict) return verdict;
  }
  const detail = error instanceof Error ? error.message.slice(0, 160) : 'unknown error';
  return paymentSaid({ id: 'outcomes.payFailed', values: { what, detail } });
}

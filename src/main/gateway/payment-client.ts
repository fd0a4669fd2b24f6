import { x402Client, x402HTTPClient, type PaymentRequired, type PaymentRequirements } from '@x402/fetch';
import type { AppError } from '../../shared/envelope';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { GatewayRefusal } from '../api/refusal';
import { capRefusal, type SpendCaps } from './spend-caps';
import { parseAtomic, usdToAtomic } from './usdc';
import { BASE_NETWORK, BASE_USDC, walletScheme } from './wallet-scheme';

// The x402 client for one payment, with the user's limits wired into the library's own checkpoints, all of which
// run before anything is signed: spend controls (known assets only; USDC on Base at most the per-call cap, in
// atomic units), a policy (USDC on Base and nothing else), and the before-creation hook (both caps against the
// amount the challenge really asks). Only the Base network has a scheme registered at all. The wallet key is read
// after all of them, by the scheme, to sign. Whatever stops the payment leaves its reason here.

export interface PaymentTerms {
  /** What is being paid for, e.g. "GET /coins/bitcoin". */
  what: string;
  caps: SpendCaps;
  /** Micro-USDC settled today, asked right before signing. */
  spentToday: () => number;
  readWalletKey: () => Promise<string | null>;
  /** A settlement the gateway confirmed; `amount` is the settled amount when the receipt names it. */
  onSettled: (settled: { amount: string; transaction: string; network: string }) => void;
}

export interface PaymentClient {
  http: x402HTTPClient;
  /** Why no payment went through, in the user's terms; `error` is what the library threw, if it threw. */
  refusal(error?: unknown): AppError;
}

const isBaseUsdc = (r: PaymentRequirements) =>
  r.scheme === 'exact' && r.network === BASE_NETWORK && r.asset.toLowerCase() === BASE_USDC.toLowerCase();

const paymentError = (message: string): AppError => ({ code: 'payment_required', message });

export function createPaymentClient(terms: PaymentTerms): PaymentClient {
  const { what, caps } = terms;
  let stopped: AppError | null = null;
  let challenge: PaymentRequired | null = null;

  const judge = (requirement: PaymentRequirements): AppError | null => {
    const amountAtomic = parseAtomic(requirement.amount);
    if (amountAtomic === null) {
      return paymentError(`The gateway asked for an unreadable amount for ${what}; nothing was signed.`);
    }
    return capRefusal({ what, amountAtomic, caps, spentTodayAtomic: terms.spentToday() });
  };
  const refuse = (error: AppError, cause?: unknown): never => {
    stopped = error;
    throw new GatewayRefusal(error, { cause });
  };
  const readKey = async (): Promise<string> => {
    let key: string | null;
    try {
      key = await terms.readWalletKey();
    } catch (error) {
      const message =
        error instanceof KeychainUnavailableError
          ? error.message
          : 'Folio Desk could not read the wallet key from the OS keychain. Unlock the keychain and try again.';
      return refuse({ code: 'keychain_unavailable', message }, error);
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
        stopped = paymentError(
          `The gateway asked to be paid for ${what} in something other than USDC on Base; Folio Desk pays only USDC on Base, so nothing was signed.`,
        );
      }
      return usdc;
    })
    .onBeforePaymentCreation(async ({ selectedRequirements }) => {
      const verdict = judge(selectedRequirements);
      if (verdict === null) return;
      stopped = verdict;
      return { abort: true, reason: verdict.code };
    })
    .onPaymentResponse(async ({ requirements, settleResponse, paymentRequired }) => {
      if (settleResponse?.success) {
        const { transaction, network } = settleResponse;
        terms.onSettled({ amount: settleResponse.amount ?? requirements.amount, transaction, network });
        return;
      }
      const reason = settleResponse?.errorReason ?? paymentRequired?.error ?? 'no reason given';
      stopped = paymentError(
        `The pay-per-request gateway did not accept the payment for ${what} (${reason.slice(0, 80)}), so it was not settled. Try again; if it keeps failing, check that the wallet holds USDC on Base.`,
      );
    });

  const http = new x402HTTPClient(client).onPaymentRequired(async ({ paymentRequired }) => {
    challenge = paymentRequired;
  });

  return {
    http,
    refusal(error) {
      if (stopped) return stopped;
      // The spend controls throw before any hook of ours runs: judge the challenge to say which cap it broke.
      const usdc = challenge?.accepts.find(isBaseUsdc);
      const verdict = usdc ? judge(usdc) : null;
      if (verdict) return verdict;
      if (error === undefined) {
        return paymentError(`The pay-per-request gateway still asks for a payment for ${what}. Try again.`);
      }
      const detail = error instanceof Error ? error.message.slice(0, 160) : 'unknown error';
      return paymentError(`Folio Desk could not pay for ${what}: ${detail}`);
    },
  };
}

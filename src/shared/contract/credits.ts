import { z } from 'zod';
import { defineChannel } from '../channel';
import type { CostPreview, CreditMeter, GatewayStatus, JournalEntry } from '../domain/credits';
import type { GatewayLedger, GatewayWallet } from '../domain/gateway';
import { empty, evmAddress } from './common';

/**
 * A call's input is priced and, on a yes, held until the token is spent: bound it, so a hostile frame cannot
 * make main parse or keep megabytes. The largest real input (a wallet read of 50 wallets) is about 2 KiB as JSON.
 */
export const PENDING_INPUT_MAX_BYTES = 16 * 1024;
export const PENDING_INPUT_MAX_DEPTH = 6;

/** Nesting depth of a JSON-like value, stopping as soon as it passes `limit`. */
function depthOver(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  return Object.values(value).some((inner) => depthOver(inner, limit - 1));
}

const pendingInput = z.unknown().superRefine((value, ctx) => {
  if (depthOver(value, PENDING_INPUT_MAX_DEPTH)) {
    ctx.addIssue({ code: 'custom', message: `nested deeper than ${PENDING_INPUT_MAX_DEPTH} levels` });
    return;
  }
  const json = JSON.stringify(value) ?? '';
  if (json.length > PENDING_INPUT_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: `larger than ${PENDING_INPUT_MAX_BYTES / 1024} KiB` });
  }
});

/** A channel and its input, as the renderer is about to send them. */
const pendingCall = z.strictObject({ channel: z.string().min(1).max(64), input: pendingInput });

export const creditsChannels = {
  'credits:meter': defineChannel<CreditMeter>()(empty),
  /** Reconciles with /usage/credits, which costs nothing. */
  'credits:reconcile': defineChannel<CreditMeter>()(empty),
  /** What a call would cost, before it is sent; costs nothing. */
  'credits:preview': defineChannel<CostPreview>()(pendingCall),
  /** The user's explicit yes to an expensive call: a one-time token for that exact call. */
  'credits:confirm': defineChannel<{ confirmToken: string; cost: CostPreview }>()(pendingCall),
  'credits:journal': defineChannel<JournalEntry[]>()(() =>
    z.strictObject({
      limit: z.number().int().min(1).max(500).optional(),
      beforeId: z.number().int().min(1).optional(),
    }),
  ),
  'gateway:status': defineChannel<GatewayStatus>()(empty),
  /** USDC spent and reserved, the per-call journal and the unsettled authorizations. */
  'gateway:ledger': defineChannel<GatewayLedger>()(() =>
    z.strictObject({ limit: z.number().int().min(1).max(500).optional() }),
  ),
  /** Makes a new wallet key in main and stores it in the keychain; answers with its address only. */
  'gateway:generateWalletKey': defineChannel<GatewayWallet>()(empty),
  /** Lifts the stop a refused paid retry put on the route. */
  'gateway:resume': defineChannel<GatewayStatus>()(empty),
  /** Pays the address the gateway asked for from now on: only the one it asked, and the route resumes. */
  'gateway:acceptRecipient': defineChannel<GatewayStatus>()(() => z.strictObject({ address: evmAddress })),
  /**
   * Refuses the address the gateway asked for (named, so a decision about another one is not taken for it) and
   * resumes paying the address kept: a later request naming the refused one stops the route again.
   */
  'gateway:refuseRecipient': defineChannel<GatewayStatus>()(() => z.strictObject({ address: evmAddress })),
};

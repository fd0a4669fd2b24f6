import { z } from 'zod';
import { defineChannel } from '../channel';
import type { CostPreview, CreditMeter, GatewayStatus, JournalEntry } from '../domain/credits';
import type { GatewayLedger, GatewayWallet } from '../domain/gateway';
import { empty } from './common';

/** A channel and its input, as the renderer is about to send them. */
const pendingCall = z.strictObject({ channel: z.string().min(1).max(64), input: z.unknown() });

export const creditsChannels = {
  'credits:meter': defineChannel<CreditMeter>()(empty),
  /** Reconciles with /usage/credits, which costs nothing. */
  'credits:reconcile': defineChannel<CreditMeter>()(empty),
  /** What a call would cost, before it is sent; costs nothing. */
  'credits:preview': defineChannel<CostPreview>()(pendingCall),
  /** The user's explicit yes to an expensive call: a one-time token for that exact call. */
  'credits:confirm': defineChannel<{ confirmToken: string; cost: CostPreview }>()(pendingCall),
  'credits:journal': defineChannel<JournalEntry[]>()(
    z.strictObject({
      limit: z.number().int().min(1).max(500).optional(),
      beforeId: z.number().int().min(1).optional(),
    }),
  ),
  'gateway:status': defineChannel<GatewayStatus>()(empty),
  /** USDC spent and reserved, the per-call journal and the unsettled authorizations. */
  'gateway:ledger': defineChannel<GatewayLedger>()(
    z.strictObject({ limit: z.number().int().min(1).max(500).optional() }),
  ),
  /** Makes a new wallet key in main and stores it in the keychain; answers with its address only. */
  'gateway:generateWalletKey': defineChannel<GatewayWallet>()(empty),
  /** Lifts the stop a refused paid retry put on the route. */
  'gateway:resume': defineChannel<GatewayStatus>()(empty),
};

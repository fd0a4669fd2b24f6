import type { Say } from '../envelope';

export interface EndpointUse {
  endpoint: string;
  calls: number;
  credits: number;
}

export interface CreditMeter {
  plan: string;
  totalCredits: number | null;
  usedCredits: number;
  remainingCredits: number | null;
  /** Requests per second the client keeps to for this plan. */
  ratePerSecond: number;
  /** Epoch ms of the last reconciliation with /usage/credits; null before the first one. */
  reconciledAt: number | null;
  /** Start of the credit month (epoch ms) the per-endpoint figures cover. */
  monthStart: number;
  perEndpoint: EndpointUse[];
}

export interface JournalEntry {
  id: number;
  at: number;
  method: string;
  endpoint: string;
  /** Parameters with every secret removed. */
  params: string;
  status: number | null;
  credits: number;
  latencyMs: number;
  requestId: string | null;
  source: 'live' | 'cache';
}

export interface CostPreview {
  credits: number;
  /** Price on the pay-per-request gateway, when that route is in use. */
  usdc: string | null;
  /** True when the cost exceeds the confirmation threshold, or the call would pass the monthly budget. */
  needsConfirmation: boolean;
  /** Set when the call would pass the monthly credit budget: why it asks first (English, for logs). */
  overBudget?: string;
  /** The same sentence by its catalogue id, said in the user's language when present. */
  overBudgetSay?: Say;
  /** How the figure was reached, e.g. "25 credits x 2 networks". */
  explanation: string;
  /** The same, one catalogue message per part, said in the user's language when present. */
  explanationSays?: Say[];
  /** A sentence the parts are said inside, as its {explanation}. */
  explanationFrame?: Say;
  /** Set while paying per request for a call the gateway does not serve: why it cannot be made. */
  unavailable?: string;
  /** How long the answer it buys stays fresh under the refresh policy (ms): how often the policy re-reads it. */
  freshForMs?: number;
}

export interface GatewayReceipt {
  at: number;
  path: string;
  amountUsd: string;
  transaction: string;
  network: string;
}

export interface GatewayStatus {
  walletPresent: boolean;
  walletAddress: string | null;
  spentTodayUsd: string;
  maxPerCallUsd: number;
  maxPerDayUsd: number;
  receipts: GatewayReceipt[];
  /** Signed, not settled, still counted against the daily cap. */
  reservedTodayUsd: string;
  /** When the gateway's one-hour session ends (epoch ms): calls skip payment until then. Null: none live. */
  sessionExpiresAt: number | null;
  /** Set when a refused paid retry stopped the route; resume with gateway:resume. */
  stopped: { at: number; reason: string; say?: Say } | null;
  /** Where payments go (gateway/recipient.ts): null until the first payment. */
  recipient: string | null;
  /**
   * Another address the gateway asked to be paid at, refused until the user accepts it (gateway:acceptRecipient)
   * or refuses it and keeps paying `recipient` (gateway:refuseRecipient); null when none is waiting.
   */
  askedRecipient: string | null;
}

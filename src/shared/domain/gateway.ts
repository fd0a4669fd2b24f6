// What the renderer may learn about the pay-per-request route: never the wallet key, never a signature.

/** One signed authorization, as the Credits view lists it. */
export interface GatewayAuthorization {
  id: number;
  /** When it was signed (epoch ms). */
  at: number;
  /** The gateway path, e.g. `/coins`. */
  path: string;
  amountUsd: string;
  payTo: string;
  network: string;
  nonce: string;
  /** Until when a gateway could settle it (epoch ms). */
  expiresAt: number;
  outcome: 'reserved' | 'settled' | 'unconfirmed' | 'refused' | 'failed' | 'unsigned';
  /** Counted against the daily cap right now without being settled. */
  reserved: boolean;
  /** The settlement's transaction hash, from the gateway's receipt. */
  transaction: string | null;
  /** The block explorer's page of that transaction (opened in the system browser). */
  explorerUrl: string | null;
  reason: string | null;
}

export interface GatewayLedger {
  spentTodayUsd: string;
  reservedTodayUsd: string;
  spentMonthUsd: string;
  reservedMonthUsd: string;
  /** Newest first. */
  journal: GatewayAuthorization[];
  /** Signed, not settled, still counted: what a gateway may yet settle. Soonest to expire first. */
  unsettled: GatewayAuthorization[];
}

/** The wallet that pays: its public address only. */
export interface GatewayWallet {
  present: boolean;
  address: string | null;
}

import type { Coin } from '../../../../../shared/domain/market';
import type { TxFields } from './transaction-form';

// A transaction typed and not saved is kept when its dialog closes (Escape, Cancel, a click outside the form's
// work), and is back, as left, when the same dialog opens again: one for a new transaction of each portfolio, one
// per transaction being edited. Only in this window's memory, and never a secret: a restart starts afresh.

export interface Unsaved {
  fields: TxFields;
  /** The price was the user's own, not the coin's last known one. */
  priceTyped: boolean;
  /**
   * The coins the dialog's search found (public data, when): the picked coin and its last known price, which
   * prefills the price, come back with the draft, so the price field is as the user left it.
   */
  found?: { coins: readonly Coin[]; at: number };
}

const kept = new Map<string, Unsaved>();

/** The dialog a draft belongs to: a new transaction of a portfolio, or the edit of one transaction. */
export const draftKey = (portfolioId: string, editingId: string | undefined) =>
  `${portfolioId}\n${editingId ?? 'new'}`;

export const unsavedDraft = (key: string): Unsaved | null => kept.get(key) ?? null;

export function keepDraft(key: string, draft: Unsaved): void {
  kept.set(key, draft);
}

export function dropDraft(key: string): void {
  kept.delete(key);
}

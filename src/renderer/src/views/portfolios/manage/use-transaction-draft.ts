import { useState } from 'react';
import { useStore } from 'zustand';
import type { TransactionDraft } from '../../../../../shared/contract/manage';
import type { Coin } from '../../../../../shared/domain/market';
import type { PortfolioTransaction } from '../../../../../shared/domain/portfolio';
import { useCurrency, useFolio, useNow } from '../../../stores/folio-context';
import { draftKey, dropDraft, keepDraft, unsavedDraft } from './unsaved-drafts';
import { farFromMarket, priceField, useKnownPrices } from './known-prices';
import {
  emptyFields,
  fieldsFromShown,
  sampleDraft,
  suggestions,
  toDraft,
  type TxFields,
} from './transaction-form';
import type { WriteRun } from './use-write';

/**
 * The coin ids a draft may send: those the Coin field offers (the matches found, then the portfolio's holdings),
 * and an edit's own, which the holdings may no longer list. With nothing to pick from (offline, no holdings cached)
 * any id goes to main, whose refusal says why.
 */
const sendable = (known: readonly { id: string }[], editing: PortfolioTransaction | undefined) =>
  known.length === 0
    ? undefined
    : new Set([...known.map((coin) => coin.id), ...(editing?.coinId ? [editing.coinId] : [])]);

/**
 * The transaction dialog's draft: what was typed (or an unsaved draft, back as it was left), checked as the user
 * types with main's own schema, and priced from the coin's last known price until the user types one.
 */
export function useTransactionDraft(
  portfolioId: string,
  editing: PortfolioTransaction | undefined,
  write: WriteRun,
) {
  const folio = useFolio();
  const currency = useCurrency();
  const now = useNow();
  // A draft left unsaved in this dialog comes back as it was (unsaved-drafts.ts).
  const key = draftKey(portfolioId, editing?.id);
  const [restored, setRestored] = useState(() => unsavedDraft(key));
  const blank = () => (editing ? fieldsFromShown(editing, currency) : emptyFields(now));
  const [typed, setFields] = useState<TxFields>(() => restored?.fields ?? blank());
  const [touched, setTouched] = useState(false);
  const [found, setFound] = useState<{ coins: readonly Coin[]; at: number }>(
    () => restored?.found ?? { coins: [], at: 0 },
  );
  // The coins the Coin field offers before any search: the matches found, then the portfolio's holdings.
  const known = suggestions(useStore(folio.stores.portfolio.coins, (s) => s.value) ?? [], found.coins);
  const knownPrice = useKnownPrices(currency, found);
  // The price the user typed is theirs; until then it follows the coin's last known price (none: left empty).
  const [priceTyped, setPriceTyped] = useState(restored?.priceTyped ?? editing !== undefined);
  const [opened] = useState(() => ({ typed, priceTyped }));
  // The far-off price the user has been warned about: sending it again means "yes, this price".
  const [warned, setWarned] = useState<string | null>(null);
  // A typed price a picked coin replaced with its own: said beside the field, never replaced silently.
  const [replaced, setReplaced] = useState<string | null>(null);

  const market = knownPrice(typed.coinId);
  // Until typed, the price is the coin's last known one (none known: empty); what the form sends is what it shows.
  const marketPrice = market?.price ?? null;
  const fields = priceTyped
    ? typed
    : { ...typed, price: marketPrice === null ? '' : priceField(marketPrice) };
  const checked = toDraft(fields, portfolioId, currency, now, sendable(known, editing));
  const far = checked.ok ? farFromMarket(checked.draft, market, now) : null;
  const set = (patch: Partial<TxFields>) => {
    // A refusal about the coin (no such id) is answered once another coin is chosen: it does not stay beside it.
    if (patch.coinId !== undefined && write.error) write.reset();
    setFields((f) => ({ ...f, ...patch }));
  };
  return {
    key,
    restored,
    fields,
    market,
    replaced,
    issues: touched && !checked.ok ? checked.issues : {},
    // The price does not depend on the figures: while the draft is incomplete a sample of it is priced.
    priced: checked.ok ? checked.draft : sampleDraft(portfolioId, currency),
    prefill: !priceTyped && market !== null,
    warning:
      far !== null && warned === fields.price && checked.ok ? { far, typed: checked.draft.price } : null,
    known,
    set,
    found: (coins: readonly Coin[]) => setFound({ coins, at: folio.now() }),
    typePrice(price: string) {
      setPriceTyped(true);
      setReplaced(null);
      set({ price });
    },
    pick(coinId: string) {
      // A price typed for what the service did not know is not this coin's: start from the match's, and say which
      // typed price it replaced.
      if (priceTyped && typed.price.trim() !== '') setReplaced(typed.price.trim());
      setPriceTyped(false);
      set({ coinId });
    },
    /** Closed without saving: what was typed stays for the next opening (Escape closes the dialog, not the work). */
    keep() {
      if (restored !== null || typed !== opened.typed || priceTyped !== opened.priceTyped) {
        keepDraft(key, { fields: typed, priceTyped, found });
      }
    },
    startOver() {
      dropDraft(key);
      setRestored(null);
      setFields(blank());
      setPriceTyped(editing !== undefined);
      setFound({ coins: [], at: 0 });
    },
    /** The draft to send, or null: issues to show, or a far-off price to confirm first. */
    ready(): TransactionDraft | null {
      setTouched(true);
      if (!checked.ok) return null;
      if (far !== null && warned !== fields.price) {
        setWarned(fields.price);
        return null;
      }
      return checked.draft;
    },
  };
}

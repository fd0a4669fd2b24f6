import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { Coin } from '../../../../../shared/domain/market';
import type { PortfolioTransaction } from '../../../../../shared/domain/portfolio';
import { CoinCombo } from '../../../components/coin-combo';
import { useCostPreview } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useCurrency, useFolio, useFormat, useNow } from '../../../stores/folio-context';
import { DialogFrame } from './dialog-frame';
import { invalid, TransactionFields, TxField } from './transaction-fields';
import { draftKey, dropDraft, keepDraft, unsavedDraft } from './unsaved-drafts';
import { farFromMarket, priceField, useKnownPrices } from './known-prices';
import {
  emptyFields,
  fieldsFromShown,
  sampleDraft,
  shownOf,
  suggestions,
  toDraft,
  type FieldIssues,
  type TxFields,
} from './transaction-form';
import { refusesType, rememberRefusal } from './refused-types';
import { happened, useWrite } from './use-write';
import { WriteResult } from './write-result';
import { FarPriceWarning, TRANSACTION_WRITE, WriteCost, WriteProgress } from './write-status';

/**
 * Adds a transaction to a portfolio (one whose type the service refuses is remembered: refused-types.ts), or edits one (written as a correction plus the new entry, since the
 * service cannot change a transaction). The draft is checked as the user types, with main's own schema; the price
 * of sending it is shown on the button's side before anything is sent. A coin is found by name (the service knows
 * coins by id); the price is prefilled from a price the app already holds, and a recent trade priced far from it is
 * saved only once the user has seen both figures.
 */
export function TransactionDialog({
  portfolioId,
  portfolioName,
  portfolioType = 'manual',
  editing,
  onClose,
}: {
  portfolioId: string;
  portfolioName: string;
  portfolioType?: string | undefined;
  editing?: PortfolioTransaction | undefined;
  onClose: () => void;
}) {
  const folio = useFolio();
  const { api, stores } = folio;
  const currency = useCurrency();
  const fmt = useFormat();
  const now = useNow();
  // A draft left unsaved in this dialog comes back as it was (unsaved-drafts.ts).
  const key = draftKey(portfolioId, editing?.id);
  const [restored, setRestored] = useState(() => unsavedDraft(key));
  const blank = () => (editing ? fieldsFromShown(editing, currency) : emptyFields(now));
  const [typed, setFields] = useState<TxFields>(() => restored?.fields ?? blank());
  const [touched, setTouched] = useState(false);
  const [edit, setEdit] = useState(editing);
  const write = useWrite(TRANSACTION_WRITE);
  // Set when the service has just refused a transaction for this portfolio's type: said below the refusal.
  const [typeRefused, setTypeRefused] = useState(false);
  const holdings = useStore(stores.portfolio.coins, (s) => s.value);
  const original = edit ? shownOf(edit, portfolioId, currency) : null;
  const [found, setFound] = useState<{ coins: readonly Coin[]; at: number }>(
    () => restored?.found ?? { coins: [], at: 0 },
  );
  const knownPrice = useKnownPrices(currency, found);
  // The coins the Coin field offers before any search: the matches found, then the portfolio's holdings.
  const known = suggestions(holdings ?? [], found.coins);
  // The price the user typed is theirs; until then it follows the coin's last known price (none: left empty).
  const [priceTyped, setPriceTyped] = useState(restored?.priceTyped ?? editing !== undefined);
  const [opened] = useState(() => ({ typed, priceTyped }));
  // Closed without saving: what was typed stays for the next opening (Escape closes the dialog, not the work).
  const close = () => {
    if (restored !== null || typed !== opened.typed || priceTyped !== opened.priceTyped) {
      keepDraft(key, { fields: typed, priceTyped, found });
    }
    onClose();
  };
  const startOver = () => {
    dropDraft(key);
    setRestored(null);
    setFields(blank());
    setPriceTyped(editing !== undefined);
    setFound({ coins: [], at: 0 });
  };
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
  const checked = toDraft(fields, portfolioId, currency, now);
  const issues: FieldIssues = touched && !checked.ok ? checked.issues : {};
  // The price does not depend on the figures: while the draft is incomplete a sample of it is priced.
  const priced = checked.ok ? checked.draft : sampleDraft(portfolioId, currency);
  const cost = useCostPreview(
    original ? 'manage:editTransaction' : 'manage:addTransaction',
    original ? { original, draft: priced } : priced,
  );
  const trade = fields.kind === 'buy' || fields.kind === 'sell';
  const set = (patch: Partial<TxFields>) => {
    // A refusal about the coin (no such id) is answered once another coin is chosen: it does not stay beside it.
    if (patch.coinId !== undefined && write.error) write.reset();
    setFields((f) => ({ ...f, ...patch }));
  };
  const prefill = !priceTyped && market !== null;
  const far = checked.ok ? farFromMarket(checked.draft, market, now) : null;
  const warning =
    far !== null && warned === fields.price && checked.ok ? { far, typed: checked.draft.price } : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok) return;
    const draft = checked.draft;
    if (far !== null && warned !== fields.price) return setWarned(fields.price);
    setTypeRefused(false);
    const result = await write.run(async () => {
      if (original) return api.manage.editTransaction({ original, draft });
      const answer = await api.manage.addTransaction(draft);
      if (!answer.ok && refusesType(portfolioType, answer.error)) {
        rememberRefusal(portfolioType, answer.error.message, now);
        setTypeRefused(true);
      }
      return answer;
    });
    // The old entry is gone but the new one is not in: what is left to do is an add of what the form holds.
    if (result?.state === 'partial') setEdit(undefined);
    if (happened(result)) {
      dropDraft(key);
      onClose();
    }
  };

  return (
    <DialogFrame title={edit ? 'Edit transaction' : 'Add transaction'} onClose={close}>
      {() => (
        <form onSubmit={(e) => void submit(e)} noValidate>
          {restored && (
            <p className="fd-hint" role="status">
              Your unsaved transaction is back, as you left it.{' '}
              <button type="button" className="fd-button" onClick={startOver}>
                Start over
              </button>
            </p>
          )}
          <p className="fd-hint">
            {portfolioName} ({portfolioType}). Amounts and prices in {currency}.
            {edit &&
              ' The service cannot change a transaction: saving records a correcting entry that reverses this one, then the new one.'}
          </p>
          <TransactionFields
            fields={fields}
            issues={issues}
            currency={currency}
            onChange={set}
            onPrice={(price) => {
              setPriceTyped(true);
              setReplaced(null);
              set({ price });
            }}
            priceHint={
              prefill && market
                ? `${replaced ? `Your ${replaced} was replaced by this coin’s last price` : 'The last price Folio Desk read'}, at ${fmt.time(market.fetchedAt)}: change it to what you paid.`
                : undefined
            }
            coin={
              <CoinCombo
                label="Coin"
                value={fields.coinId}
                onChange={(coinId) => set({ coinId })}
                known={known}
                currency={currency}
                onFound={(coins) => setFound({ coins, at: folio.now() })}
                // The coin picked from a search, kept with a draft: named without a new search.
                picked={known.find((coin) => coin.id === fields.coinId.trim()) ?? null}
                onPick={(coin) => {
                  // A price typed for what the service did not know is not this coin's: start from the match's,
                  // and say which typed price it replaced.
                  if (priceTyped && typed.price.trim() !== '') setReplaced(typed.price.trim());
                  setPriceTyped(false);
                  set({ coinId: coin.id });
                }}
                issueId={issues.coinId ? 'fd-tx-coinId-issue' : undefined}
                autoFocus
              />
            }
          />
          {!trade && (
            <p className="fd-hint">A transfer is valued by the service at the market price of its date.</p>
          )}
          <TxField name="note" label="Note (optional)" issues={issues}>
            <textarea
              value={fields.note}
              onChange={(e) => set({ note: e.target.value })}
              rows={2}
              maxLength={500}
              {...invalid(issues, 'note')}
            />
          </TxField>
          {warning && (
            <FarPriceWarning
              {...warning}
              currency={currency}
              button={edit ? 'Save changes' : 'Add transaction'}
            />
          )}
          <WriteResult outcome={write.outcome} />
          <ErrorNote error={write.error} />
          {typeRefused && write.error && (
            <p className="fd-hint" role="note">
              Folio Desk will not offer Add transaction for {portfolioType} portfolios again unless you ask to
              try again.
            </p>
          )}
          <WriteProgress phase={write.phase} what={edit ? 'the changed transaction' : 'the transaction'} />
          <div className="fd-row">
            <button type="submit" className="fd-button fd-button--primary" disabled={write.busy}>
              {write.busy ? (edit ? 'Saving…' : 'Adding…') : edit ? 'Save changes' : 'Add transaction'}
            </button>
            <WriteCost write={cost} />
            <button type="button" className="fd-button" onClick={close}>
              {write.outcome ? 'Close' : 'Cancel'}
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Coin } from '../../../shared/domain/market';
import type { AppError } from '../../../shared/envelope';
import { CostBadge, useCostPreview } from './cost-badge';
import { ErrorNote } from './error-note';
import { useFolio } from '../stores/folio-context';
import './coin-finder.css';

/** Enough matches to pick from: one short page of the coins list, as the Watchlist's search asks. */
const RESULTS = 10;

/**
 * Could be a ticker: 2 to 6 letters and digits in one case ("BTC", "sol", "KALO00"); "Solana" reads as a name.
 * Only then is the search by symbol offered beside the one by name.
 */
const TICKER = /^(?:[A-Z0-9]{2,6}|[a-z0-9]{2,6})$/;

/** The answer of the last search: by name or by ticker, for which text, and its matches. */
interface Found {
  by: 'name' | 'symbol';
  text: string;
  coins: readonly Coin[];
}

/** What the finder needs to say which coin is picked. */
export type PickedCoin = Pick<Coin, 'id' | 'name' | 'symbol'>;

/** "Solana (SOL)": how a picked coin is named on screen and in an alert. */
export const coinLabel = (coin: PickedCoin) =>
  coin.symbol === '' ? coin.name : `${coin.name} (${coin.symbol.toUpperCase()})`;

/** Finds a coin by name (the service's ids are rarely known) with one priced read; typing alone spends nothing. */
export function CoinFinder({
  text,
  currency,
  onFound,
  onPick,
  picked: pickedCoin,
  field,
  bySymbol = false,
}: {
  /** The name searched for: the caller's Coin field, or the finder's own field when `field` is given. */
  text: string;
  currency: string;
  /** The matches, for the Coin field's suggestions and the known prices. */
  onFound?: (coins: readonly Coin[]) => void;
  onPick: (coin: Coin) => void;
  /** The coin picked, when the caller keeps it apart from the text; otherwise the match whose id the text holds. */
  picked?: PickedCoin | null;
  /** The finder's own text field: its label, and where what is typed goes. A pick then closes the matches. */
  field?: { label: string; onText: (text: string) => void };
  /** Offer a second search by ticker ("BTC" is in no coin's name) when the text could be one. */
  bySymbol?: boolean;
}) {
  const { api } = useFolio();
  const fieldId = useId();
  const name = text.trim();
  const query = name === '' ? null : { name, currency, limit: RESULTS };
  const cost = useCostPreview('coins:list', query);
  const ticker = bySymbol && TICKER.test(name) ? name.toUpperCase() : null;
  const symbolQuery = ticker === null ? null : { symbol: ticker, currency, limit: RESULTS };
  const symbolCost = useCostPreview('coins:list', symbolQuery);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const search = async (by: Found['by'] = 'name') => {
    const sent = by === 'name' ? query : symbolQuery;
    if (!sent || busy) return;
    setBusy(true);
    setError(null);
    const answer = await api.coins.list(sent);
    setBusy(false);
    // A refusal keeps what was found before and what was typed: nothing in the form is lost.
    if (!answer.ok) return setError(answer.error);
    setFound({ by, text: by === 'name' ? name : (ticker ?? name), coins: answer.value });
    setOpen(true);
    onFound?.(answer.value);
  };

  // The Coin field holds a match's id once it is picked: say which coin that is, and mark it among the matches.
  const picked =
    pickedCoin !== undefined ? pickedCoin : (found?.coins.find((coin) => coin.id === name) ?? null);
  const matches = found && open ? found.coins : [];

  const buttons = () => [...(list.current?.querySelectorAll('button') ?? [])];
  const closeList = () => {
    setOpen(false);
    input.current?.focus();
  };
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter in the name searches: it never sends the form around it with a half-typed coin.
      event.preventDefault();
      void search();
    } else if (event.key === 'ArrowDown' && found && found.coins.length > 0) {
      event.preventDefault();
      const first = buttons()[0];
      if (first) return first.focus();
      // The list was closed: focus its first match once it is drawn again.
      setOpen(true);
      requestAnimationFrame(() => buttons()[0]?.focus());
    } else if (event.key === 'Escape' && matches.length > 0) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = buttons();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (event.key === 'Enter' && at >= 0) {
      // Picks the focused match (a button would too; said here so a pick never depends on how Enter is turned into
      // a click).
      event.preventDefault();
      const coin = matches[at];
      if (coin) pick(coin);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape' && field) {
      // In a dialog (no field of its own) Escape stays the dialog's: it closes the dialog, not the matches.
      event.preventDefault();
      event.stopPropagation();
      closeList();
    }
  };
  const pick = (coin: Coin) => {
    onPick(coin);
    if (field) closeList();
  };

  const which = found?.by === 'symbol' ? `with the symbol “${found.text}”` : `named like “${found?.text}”`;
  const status = !found
    ? picked
      ? pickedLine(picked)
      : null
    : found.coins.length === 0
      ? `No coin ${found.by === 'symbol' ? 'has the symbol' : 'matches'} “${found.text}”. Try its full name${bySymbol ? ' or symbol' : ''}.`
      : picked
        ? pickedLine(picked)
        : matches.length > 0
          ? `Coins ${which}: pick one.`
          : `Coins ${which} are hidden: ↓ in the field shows them again.`;

  return (
    <div className="fd-coin-finder">
      <div className={field ? 'fd-row fd-row--fields' : 'fd-row'}>
        {field && (
          <label className="fd-field" htmlFor={fieldId}>
            {field.label}
            <input
              id={fieldId}
              ref={input}
              value={text}
              placeholder="Name, such as Solana"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              onChange={(e) => field.onText(e.target.value)}
              onKeyDown={onFieldKey}
            />
          </label>
        )}
        {/* No search for a coin already picked by this very text: its name is what the field says. */}
        {!(picked && (field ? picked.name === name : true)) && (
          <>
            {/* Each search with its price: the two wrap together, never apart. */}
            <span className="fd-coin-finder__search">
              <button
                type="button"
                className="fd-button"
                disabled={query === null || busy}
                onClick={() => void search()}
              >
                {busy ? 'Searching…' : query ? `Find coins named like “${name}”` : 'Find a coin by name'}
              </button>
              {query && <CostBadge cost={cost} />}
            </span>
            {ticker && (
              <span className="fd-coin-finder__search">
                <button
                  type="button"
                  className="fd-button"
                  disabled={busy}
                  onClick={() => void search('symbol')}
                >
                  {`Find the symbol “${ticker}”`}
                </button>
                <CostBadge cost={symbolCost} />
              </span>
            )}
          </>
        )}
      </div>
      {error && <ErrorNote error={error} />}
      {status && (
        <p className="fd-source" role="status">
          {status}
        </p>
      )}
      {matches.length > 0 && (
        <ul className="fd-picker" aria-label="Coins found" ref={list} onKeyDown={onListKey}>
          {matches.map((coin) => (
            <li key={coin.id}>
              <button
                type="button"
                className="fd-button"
                aria-pressed={coin.id === picked?.id}
                onClick={() => pick(coin)}
              >
                {coin.name} <span className="fd-coin-symbol">{coin.symbol.toUpperCase()}</span>{' '}
                <span className="fd-hint">id {coin.id}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const pickedLine = (coin: PickedCoin) => `Picked ${coinLabel(coin)}: the service knows it as “${coin.id}”.`;

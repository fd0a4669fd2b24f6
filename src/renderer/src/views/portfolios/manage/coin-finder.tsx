import { useState } from 'react';
import type { Coin } from '../../../../../shared/domain/market';
import type { AppError } from '../../../../../shared/envelope';
import { CostBadge, useCostPreview } from '../../../components/cost-badge';
import { ErrorNote } from '../../../components/error-note';
import { useFolio } from '../../../stores/folio-context';

/** Enough matches to pick from: one short page of the coins list, as the Watchlist's search asks. */
const RESULTS = 10;

/**
 * Finds a coin for the transaction form by name: the service names coins by an id ("solana"), which a user rarely
 * knows, and typing a ticker ("SOL") is refused. One coins list read by name, the Watchlist's "Find a coin" search,
 * priced beside the button before it is sent; typing alone spends nothing. Picking a match fills the Coin field.
 */
export function CoinFinder({
  text,
  currency,
  onFound,
  onPick,
}: {
  /** What the Coin field holds: the name searched for. */
  text: string;
  currency: string;
  /** The matches, for the Coin field's suggestions and the known prices. */
  onFound: (coins: readonly Coin[]) => void;
  onPick: (coin: Coin) => void;
}) {
  const { api } = useFolio();
  const name = text.trim();
  const query = name === '' ? null : { name, currency, limit: RESULTS };
  const cost = useCostPreview('coins:list', query);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [found, setFound] = useState<{ name: string; coins: readonly Coin[] } | null>(null);

  const search = async () => {
    if (!query) return;
    setBusy(true);
    setError(null);
    const answer = await api.coins.list(query);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setFound({ name, coins: answer.value });
    onFound(answer.value);
  };

  // The Coin field holds a match's id once it is picked: say which coin that is, and mark it among the matches.
  const picked = found?.coins.find((coin) => coin.id === name) ?? null;

  return (
    <div className="fd-manage__finder">
      {!picked && (
        <div className="fd-row">
          <button
            type="button"
            className="fd-button"
            disabled={query === null || busy}
            onClick={() => void search()}
          >
            {busy ? 'Searching…' : query ? `Find coins named like “${name}”` : 'Find a coin by name'}
          </button>
          {query && <CostBadge cost={cost} />}
        </div>
      )}
      {error && <ErrorNote error={error} />}
      {found && (
        <>
          <p className="fd-source" role="status">
            {found.coins.length === 0
              ? `No coin named like “${found.name}”.`
              : picked
                ? `Picked ${picked.name} (${picked.symbol.toUpperCase()}): the service knows it as “${picked.id}”.`
                : `Coins named like “${found.name}”: pick one.`}
          </p>
          {found.coins.length > 0 && (
            <ul className="fd-picker" aria-label="Coins found">
              {found.coins.map((coin) => (
                <li key={coin.id}>
                  <button
                    type="button"
                    className="fd-button"
                    aria-pressed={coin.id === picked?.id}
                    onClick={() => onPick(coin)}
                  >
                    {coin.name} <span className="fd-coin-symbol">{coin.symbol.toUpperCase()}</span>{' '}
                    <span className="fd-hint">id {coin.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

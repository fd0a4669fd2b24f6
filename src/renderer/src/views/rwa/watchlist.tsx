import { useStore } from 'zustand';
import { ChipRemove } from '../../components/chip-remove';
import { useFolio } from '../../stores/folio-context';
import { useAssetOpeningCosts } from './asset-costs';

/** The assets the user watches (kept locally: reading the list costs nothing). */
export function Watchlist({
  onOpen,
  onUnwatch,
}: {
  onOpen: (id: string) => void;
  onUnwatch: (id: string) => void;
}) {
  const { stores } = useFolio();
  const ids = useStore(stores.rwa.watchlist, (s) => s.value) ?? [];
  const rows = useStore(stores.rwa.assets, (s) => s.value?.items);
  const nameOf = (id: string) => rows?.find((r) => r.id === id)?.name ?? id;
  const { titleOf } = useAssetOpeningCosts(ids.map((value) => ({ value })));
  return (
    <section className="fd-card" aria-label="Watchlist">
      <h3>Watchlist</h3>
      <p className="fd-source">
        The <a href="#watchlist">Watchlist</a> view shows these assets’ prices and 24h changes, and when each
        was fetched, beside your watched coins.
      </p>
      {ids.length === 0 ? (
        <p>Nothing watched yet: press ☆ beside an asset to watch it.</p>
      ) : (
        <ul className="fd-picker">
          {ids.map((id) => (
            <li key={id} className="fd-chip">
              <button
                type="button"
                className="fd-button"
                title={titleOf(id, nameOf(id))}
                onClick={() => onOpen(id)}
              >
                {nameOf(id)}
              </button>
              <ChipRemove label={`Remove ${nameOf(id)}`} onClick={() => onUnwatch(id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

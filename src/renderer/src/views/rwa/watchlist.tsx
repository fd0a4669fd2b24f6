import { useStore } from 'zustand';
import { ChipRemove } from '../../components/chip-remove';
import { messageParts } from '../../components/message-parts';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { useAssetOpeningCosts } from './asset-costs';
import { AssetOpenButton } from './asset-open-button';

/** The assets the user watches (kept locally: reading the list costs nothing). */
export function Watchlist({
  onOpen,
  onUnwatch,
}: {
  onOpen: (id: string) => void;
  onUnwatch: (id: string) => void;
}) {
  const { stores } = useFolio();
  const t = useT();
  const ids = useStore(stores.rwa.watchlist, (s) => s.value) ?? [];
  const rows = useStore(stores.rwa.assets, (s) => s.value?.items);
  const nameOf = (id: string) => rows?.find((r) => r.id === id)?.name ?? id;
  const { titleOf } = useAssetOpeningCosts(ids.map((value) => ({ value })));
  return (
    <section className="fd-card" aria-label={t('rwa.watchlist')}>
      <h3>{t('rwa.watchlist')}</h3>
      <p className="fd-source">
        {messageParts(t, 'rwa.watchlistNote', { link: <a href="#watchlist">{t('rwa.watchlist')}</a> })}
      </p>
      {ids.length === 0 ? (
        <p>{t('rwa.nothingWatched')}</p>
      ) : (
        <ul className="fd-picker">
          {ids.map((id) => (
            <li key={id} className="fd-chip">
              <AssetOpenButton
                id={id}
                name={nameOf(id)}
                titleOf={titleOf}
                onOpen={onOpen}
                className="fd-button"
              />
              <ChipRemove label={t('rwa.remove', { name: nameOf(id) })} onClick={() => onUnwatch(id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

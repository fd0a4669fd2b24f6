import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { Num } from '../../components/num';
import { TableHead } from '../../components/table-head';
import { describeProvenance, shownAge } from '../../components/provenance';
import type { WatchRow } from '../../stores/watch-rows';
import { useFormat, useNow } from '../../stores/folio-context';
import { isKeyRefusal } from '../../stores/key-refusal';
import { useT } from '../../stores/i18n';

/** The age of a row's price, with its source on hover and a Stale badge once it is past its freshness. */
function AgeCell({ row }: { row: WatchRow }) {
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  if (!row.meta) {
    // A refused key is said once for the whole app (KeyRefusedBanner): a row says only that it is why.
    const why = isKeyRefusal(row.error) ? t('watchlist.keyRefused') : row.error?.message;
    return (
      <span className="fd-source">
        {why ? t('watchlist.noPriceWhy', { why }) : t('watchlist.noPriceYet')}
      </span>
    );
  }
  return (
    <span title={describeProvenance(row.meta, now, fmt)}>
      {shownAge(row.meta, now, fmt)}
      {row.meta.stale && (
        <>
          {' '}
          <span className="fd-badge fd-badge--warn">{t('watchlist.stale')}</span>
        </>
      )}
    </span>
  );
}

export interface WatchTableProps {
  caption: string;
  rows: readonly WatchRow[];
  onRemove: (row: WatchRow) => void;
  /** Opens the entry's own page (a coin's, an RWA asset's); no link when absent. */
  onOpen?: (row: WatchRow) => void;
  /** The entry whose change is on its way: its button waits. */
  pending?: string | null;
}

/** One watchlist as a table: name, price, 24h change, age; every figure in the user's currency and locale. */
export function WatchTable({ caption, rows, onRemove, onOpen, pending }: WatchTableProps) {
  const t = useT();
  const [price, change] = [t('labels.price'), t('labels.change24h')];
  return (
    <div className="fd-table-wrap">
      <table className="fd-table">
        <caption className="fd-visually-hidden">{caption}</caption>
        <TableHead
          labels={[
            t('watchlist.name'),
            price,
            change,
            t('watchlist.updated'),
            <span className="fd-visually-hidden">{t('watchlist.actions')}</span>,
          ]}
          numeric={[price, change]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="fd-coin-cell" translate="no">
                  {/* Coins only: an RWA asset is no coin, and the prices answer has no icon for it. */}
                  {row.kind === 'coin' && <CoinIcon url={row.icon} symbol={row.symbol ?? row.name} />}
                  {onOpen ? (
                    <button type="button" className="fd-sort" onClick={() => onOpen(row)}>
                      {row.name}
                    </button>
                  ) : (
                    <span>{row.name}</span>
                  )}{' '}
                  {row.symbol && <span className="fd-coin-symbol">{row.symbol.toUpperCase()}</span>}
                </span>
              </th>
              <td className="fd-num-col">
                <Num value={row.price} kind="money" currency={row.currency} meta={row.meta} />
              </td>
              <td className="fd-num-col">
                <Num value={row.change24h} kind="percent" meta={row.meta} tone />
              </td>
              <td>
                <AgeCell row={row} />
              </td>
              <td>
                <button
                  type="button"
                  className="fd-button"
                  onClick={() => onRemove(row)}
                  disabled={pending === row.id}
                  aria-label={t('watchlist.removeName', { name: row.name })}
                >
                  {t('watchlist.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

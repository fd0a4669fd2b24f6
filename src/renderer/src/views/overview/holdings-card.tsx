import { useStore } from 'zustand';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { coinHash } from '../../lib/route';
import { Loaded } from '../../components/loaded';
import { useCountedHoldings } from '../../components/likely-spam';
import { Num } from '../../components/num';
import { TableHead } from '../../components/table-head';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { OverviewCard } from './overview-card';

/** How many holdings Overview lists, largest first; Portfolios lists them all, sortable. */
export const HOLDINGS_SHOWN = 10;

const figures = (t: Translate) => [
  t('labels.price'),
  t('labels.change24h'),
  t('labels.amount'),
  t('labels.value'),
];

function Rows({ holdings, meta, currency }: { holdings: readonly Holding[]; meta: Meta; currency: string }) {
  const t = useT();
  const numeric = figures(t);
  // Left out of the totals by the user's choice, likely spam is left out of the largest holdings too: an airdropped
  // look-alike priced at millions would otherwise top the list.
  const counted = useCountedHoldings(holdings);
  const shown = (counted?.holdings ?? [])
    .filter((h) => h.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, HOLDINGS_SHOWN);
  return (
    <div className="fd-table-wrap">
      <table className="fd-table fd-overview__holdings-table">
        <caption className="fd-visually-hidden">{t('overview.largestHoldings')}</caption>
        <TableHead labels={[t('labels.coin'), ...numeric]} numeric={numeric} />
        <tbody>
          {shown.map((h) => (
            <tr key={h.coinId}>
              <th scope="row" className="fd-overview__coin" translate="no">
                <a className="fd-coin-cell fd-coin-button" href={coinHash(h.coinId)}>
                  <CoinIcon url={h.icon} symbol={h.symbol} />
                  {h.name} <span className="fd-coin-symbol">{h.symbol}</span>
                </a>
              </th>
              <td className="fd-num-col">
                <Num value={h.price} kind="money" currency={currency} meta={meta} />
              </td>
              <td className="fd-num-col">
                <Num value={h.priceChange24h} kind="percent" meta={meta} tone />
              </td>
              <td className="fd-num-col">
                <Num value={h.count} kind="amount" meta={meta} />
              </td>
              <td className="fd-num-col">
                <Num value={h.value} kind="money" currency={currency} meta={meta} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The largest holdings of every portfolio together. */
export function HoldingsCard({ currency }: { currency: string }) {
  const { stores } = useFolio();
  const meta = useStore(stores.overview.coins, (s) => s.meta);
  const counted = useCountedHoldings(useStore(stores.overview.coins, (s) => s.value));
  const fmt = useFormat();
  const t = useT();
  // The list is cut at the largest few: the link says how many Portfolios lists, so none looks missing.
  const worth = counted?.holdings.filter((h) => h.value > 0).length ?? 0;
  return (
    <OverviewCard
      className="fd-overview__holdings"
      title="overview.holdingsTitle"
      meta={meta}
      beside={
        <a className="fd-card__link" href="#portfolios">
          {worth > HOLDINGS_SHOWN
            ? t('overview.allCountInPortfolios', { n: fmt.count(worth) })
            : t('overview.allInPortfolios')}
        </a>
      }
    >
      <Loaded store={stores.overview.coins} what="status.holdings" quiet reserve="table">
        {(holdings, coinsMeta) => <Rows holdings={holdings} meta={coinsMeta} currency={currency} />}
      </Loaded>
    </OverviewCard>
  );
}

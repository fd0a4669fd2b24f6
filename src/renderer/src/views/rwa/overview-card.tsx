import type { Meta } from '../../../../shared/envelope';
import type { RwaAssetRow, RwaOverview } from '../../../../shared/domain/rwa';
import { Num } from '../../components/num';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { useAssetOpeningCosts } from './asset-costs';
import { AssetOpenButton } from './asset-open-button';
import { Freshness } from './freshness';
import { Stat } from '../../components/stat';

function Leaders(props: {
  title: string;
  rows: readonly RwaAssetRow[];
  meta: Meta;
  onOpen: (id: string) => void;
  titleOf: (id: string, name: string) => string | undefined;
}) {
  return (
    <div>
      <h4>{props.title}</h4>
      <ol>
        {props.rows.map((r) => (
          <li key={r.id}>
            <AssetOpenButton id={r.id} name={r.name} titleOf={props.titleOf} onOpen={props.onOpen} />{' '}
            <Num value={r.change24h} kind="percent" meta={props.meta} tone />
          </li>
        ))}
      </ol>
    </div>
  );
}

export function OverviewCard(props: { overview: RwaOverview; meta: Meta; onOpen: (id: string) => void }) {
  const { overview: o, meta, onOpen } = props;
  const fmt = useFormat();
  const t = useT();
  const counts = o.assetCounts;
  // Each leader opens its asset: priced before the click, like the rows of the Assets list.
  const ids = [...new Set([...o.leaders, ...o.topGainers].map((r) => r.id))];
  const { titleOf } = useAssetOpeningCosts(ids.map((value) => ({ value })));
  return (
    <>
      <Freshness data={o} />
      <dl className="fd-grid">
        <Stat label={t('rwa.tokenizedMarketCap')}>
          <Num value={o.totalMarketCap} kind="money" compact currency={o.currency} meta={meta} />
        </Stat>
        <Stat label={t('rwa.volume24hTotal')}>
          <Num value={o.totalVolume24h} kind="money" compact currency={o.currency} meta={meta} />
        </Stat>
        <Stat label={t('rwa.assets')}>
          {t('rwa.assetCounts', {
            total: fmt.count(counts.total),
            stockCount: counts.stock,
            stocks: fmt.count(counts.stock),
            commodityCount: counts.commodity,
            commodities: fmt.count(counts.commodity),
            etfCount: counts.etf,
            etfs: fmt.count(counts.etf),
          })}
        </Stat>
        <Stat label={t('rwa.tokens')}>{fmt.count(o.tokenCount)}</Stat>
      </dl>
      <div className="fd-grid fd-grid--wide">
        <Leaders title={t('rwa.largest')} rows={o.leaders} meta={meta} onOpen={onOpen} titleOf={titleOf} />
        <Leaders
          title={t('rwa.topGainers')}
          rows={o.topGainers}
          meta={meta}
          onOpen={onOpen}
          titleOf={titleOf}
        />
      </div>
    </>
  );
}

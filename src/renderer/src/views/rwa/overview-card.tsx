import type { Meta } from '../../../../shared/envelope';
import type { RwaAssetRow, RwaOverview } from '../../../../shared/domain/rwa';
import { Num } from '../../components/num';
import { useFormat } from '../../stores/folio-context';
import { useAssetOpeningCosts } from './asset-costs';
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
            <button
              type="button"
              className="fd-sort"
              title={props.titleOf(r.id, r.name)}
              onClick={() => props.onOpen(r.id)}
            >
              {r.name}
            </button>{' '}
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
  // Each leader opens its asset: priced before the click, like the rows of the Assets list.
  const ids = [...new Set([...o.leaders, ...o.topGainers].map((r) => r.id))];
  const { titleOf } = useAssetOpeningCosts(ids.map((value) => ({ value })));
  return (
    <>
      <Freshness data={o} />
      <dl className="fd-grid">
        <Stat label="Tokenized market cap">
          <Num value={o.totalMarketCap} kind="money" compact currency={o.currency} meta={meta} />
        </Stat>
        <Stat label="24h volume">
          <Num value={o.totalVolume24h} kind="money" compact currency={o.currency} meta={meta} />
        </Stat>
        <Stat label="Assets">
          {fmt.count(o.assetCounts.total)} ({fmt.count(o.assetCounts.stock)} stocks,{' '}
          {fmt.count(o.assetCounts.commodity)} commodities, {fmt.count(o.assetCounts.etf)} ETFs)
        </Stat>
        <Stat label="Tokens">{fmt.count(o.tokenCount)}</Stat>
      </dl>
      <div className="fd-grid fd-grid--wide">
        <Leaders title="Largest" rows={o.leaders} meta={meta} onOpen={onOpen} titleOf={titleOf} />
        <Leaders
          title="Top gainers (24h)"
          rows={o.topGainers}
          meta={meta}
          onOpen={onOpen}
          titleOf={titleOf}
        />
      </div>
    </>
  );
}

import { useMemo } from 'react';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { MOST_NAMED_SLICES, type Slice } from '../../../../shared/analytics';
import type { Meta } from '../../../../shared/envelope';
import { numberFormat } from '../../lib/formatters';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { CoinIcon } from '../coin-icon/coin-icon';
import { Num } from '../num';
import './allocation.css';

// Allocation as a ring and, beside it, a table of the same figures: the ring is for the eye (hidden from screen
// readers), the table is what is read, sorted and copied. Arcs come from d3-shape; slices from shared/analytics.

export interface AllocationChartProps {
  slices: readonly Slice[];
  currency: string;
  meta: Meta | null;
  /** The table's caption: what is divided ("Allocation by coin"). */
  caption: string;
  /** A coin's icon and symbol, for slices that are coins. */
  iconOf?: (key: string) => { url: string | null; symbol: string } | null;
}

const RADIUS = 50;
const RING = 16;

/** One colour per named slice (at most MOST_NAMED_SLICES + 1 of them, tokens.css); "other" is neutral. */
const PALETTE_SIZE = MOST_NAMED_SLICES + 1;

/** Slices in order of size take the palette's colours in turn. */
export const sliceColour = (slice: Pick<Slice, 'key'>, index: number): string =>
  slice.key === 'other' ? 'var(--fd-slice-other)' : `var(--fd-slice-${(index % PALETTE_SIZE) + 1})`;

/** One slice's row: its swatch, icon and name ("Other" is the app's word, any other name is data), share, value. */
function SliceRow(props: {
  slice: Slice;
  index: number;
  share: string;
  currency: string;
  meta: Meta | null;
  iconOf: AllocationChartProps['iconOf'];
}) {
  const { slice: s, index, currency, meta } = props;
  const fmt = useFormat();
  const t = useT();
  const icon = props.iconOf?.(s.key) ?? null;
  const members = s.members?.length ?? 0;
  return (
    <tr
      title={members > 0 ? t('overview.otherSmaller', { count: members, n: fmt.count(members) }) : undefined}
    >
      <th scope="row" className="fd-allocation__name">
        <span className="fd-allocation__swatch" style={{ background: sliceColour(s, index) }} />
        {icon && <CoinIcon url={icon.url} symbol={icon.symbol} size={16} />}
        {s.key === 'other' ? <span>{t('overview.sliceOther')}</span> : <span translate="no">{s.label}</span>}
      </th>
      <td className="fd-allocation__share">{props.share}</td>
      <td className="fd-allocation__value">
        <Num value={s.value} kind="money" currency={currency} meta={meta} compact />
      </td>
    </tr>
  );
}

export function AllocationChart({ slices, currency, meta, caption, iconOf }: AllocationChartProps) {
  const fmt = useFormat();
  const t = useT();
  const arcs = useMemo(() => {
    const layout = pie<Slice>()
      .value((s) => s.value)
      .sort(null)
      .padAngle(slices.length > 1 ? 0.015 : 0);
    const shape = arc<PieArcDatum<Slice>>()
      .innerRadius(RADIUS - RING)
      .outerRadius(RADIUS)
      .cornerRadius(1.5);
    return layout([...slices]).map((d) => ({ key: d.data.key, path: shape(d) ?? '' }));
  }, [slices]);
  const percent = numberFormat(fmt.locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="fd-allocation-host">
      <div className="fd-allocation">
        <svg
          className="fd-allocation__ring"
          viewBox={`${-RADIUS} ${-RADIUS} ${RADIUS * 2} ${RADIUS * 2}`}
          aria-hidden="true"
          focusable="false"
        >
          {arcs.map((a, i) => (
            <path key={a.key} d={a.path} style={{ fill: sliceColour(slices[i] ?? { key: a.key }, i) }} />
          ))}
        </svg>
        <table className="fd-allocation__table">
          <caption className="fd-visually-hidden">{caption}</caption>
          <thead className="fd-visually-hidden">
            <tr>
              <th scope="col">{t('overview.colName')}</th>
              <th scope="col">{t('labels.share')}</th>
              <th scope="col" className="fd-allocation__value">
                {t('labels.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s, i) => (
              <SliceRow
                key={s.key}
                slice={s}
                index={i}
                {...{ currency, meta, iconOf, share: percent.format(s.share) }}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

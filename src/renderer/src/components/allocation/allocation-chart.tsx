import { useMemo } from 'react';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import type { Slice } from '../../../../shared/analytics';
import type { Meta } from '../../../../shared/envelope';
import { numberFormat } from '../../lib/formatters';
import { useFormat } from '../../stores/folio-context';
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

/** Slices in order of size take the palette's colours in turn; "other" is neutral. */
export const sliceColour = (slice: Pick<Slice, 'key'>, index: number): string =>
  slice.key === 'other' ? 'var(--fd-slice-other)' : `var(--fd-slice-${(index % 8) + 1})`;

export function AllocationChart({ slices, currency, meta, caption, iconOf }: AllocationChartProps) {
  const fmt = useFormat();
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
              <th scope="col">Name</th>
              <th scope="col">Share</th>
              <th scope="col" className="fd-allocation__value">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s, i) => {
              const icon = iconOf?.(s.key) ?? null;
              return (
                <tr key={s.key} title={s.members ? `${s.members.length} smaller ones together` : undefined}>
                  <th scope="row" className="fd-allocation__name">
                    <span className="fd-allocation__swatch" style={{ background: sliceColour(s, i) }} />
                    {icon && <CoinIcon url={icon.url} symbol={icon.symbol} size={16} />}
                    <span>{s.label}</span>
                  </th>
                  <td className="fd-allocation__share">{percent.format(s.share)}</td>
                  <td className="fd-allocation__value">
                    <Num value={s.value} kind="money" currency={currency} meta={meta} compact />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import type { AlertTarget } from '../../../../shared/domain/alerts';
import { CoinIcon } from '../../components/coin-icon/coin-icon';

/** The ticker in a coin alert's label, "Bitcoin (BTC)"; the whole label when it has none. */
export const labelSymbol = (label: string) => /\(([^()]+)\)\s*$/.exec(label)?.[1] ?? label;

/**
 * What an alert is on, as its label says it; a coin with its icon first. An alert keeps no icon address: the one a
 * view has read is used (`icons`, from useKnownCoinIcons once per table), and the symbol's disc until one has.
 */
export function AlertTargetName({
  target,
  icons,
}: {
  target: AlertTarget;
  icons: ReadonlyMap<string, string>;
}) {
  if (target.kind !== 'coin') return <span translate="no">{target.label}</span>;
  return (
    <span className="fd-coin-cell" translate="no">
      <CoinIcon url={icons.get(target.id) ?? null} symbol={labelSymbol(target.label)} size={18} />
      <span>{target.label}</span>
    </span>
  );
}

import type { ReactNode } from 'react';
import { CostBadge } from '../cost-badge';
import { Tip } from '../tip';
import { useT } from '../../stores/i18n';
import type { AskedRead } from './use-asked-read';

// The head the coverage cards share: a title with its explanation on hover, and the priced button of each read the
// user asks for.

/** The button that asks for a read, its price beside it; once asked, it reads again live. */
export function AskButton<T, Q>(props: { read: AskedRead<T, Q>; label: string; refreshLabel?: string }) {
  const { read } = props;
  const t = useT();
  return (
    <span className="fd-cov__actions">
      <button type="button" className="fd-button" onClick={read.ask}>
        {read.asked ? (props.refreshLabel ?? t('coverage.refresh')) : props.label}
      </button>
      <CostBadge cost={read.cost} cached={!read.asked} />
    </span>
  );
}

/** A card's title (its id names the card's section), the "?" that explains it, then its actions. */
export function CardHead(props: { id: string; title: string; tip: string; children: ReactNode }) {
  return (
    <div className="fd-cov__head">
      <h3 id={props.id}>{props.title}</h3>
      <Tip text={props.tip}>?</Tip>
      {props.children}
    </div>
  );
}

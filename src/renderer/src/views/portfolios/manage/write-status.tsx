import {
  CostBadge,
  costText,
  useCostOf,
  type CostState,
  type PendingCall,
} from '../../../components/cost-badge';
import { useCurrency, useFormat } from '../../../stores/folio-context';
import { useRefreshCalls } from '../refresh-calls';
import type { WritePhase } from './use-write';

/** What a transaction write reads again afterwards: every card's figures, not the list of portfolios. */
export const TRANSACTION_WRITE = { list: false } as const;

/** A write's whole price, the write and the re-read after it, both named so the meter moves by the sum shown. */
export function WriteCost({
  write,
  withList = false,
  when = '',
  then: after,
  upTo = false,
}: {
  write: CostState;
  withList?: boolean;
  /** The write's price is a bound: it may send fewer calls (a sync's status checks stop once it is done). */
  upTo?: boolean;
  when?: string;
  then?: { calls: readonly PendingCall[]; what: string };
}) {
  const fmt = useFormat();
  const refresh = useRefreshCalls(useCurrency()).filter(
    (call) => withList || call.channel !== 'portfolio:list',
  );
  // Paying per request, the reads the gateway does not serve are refused without being sent: not in the price.
  const reread = useCostOf(after?.calls ?? refresh, { servedOnly: true });
  const what = after?.what ?? 'read the portfolio again';
  const failed = write.error ?? reread.error;
  if (failed || !write.preview || !reread.preview || write.preview.unavailable) {
    return <CostBadge cost={failed ? { preview: null, error: failed } : write.preview ? reread : write} />;
  }
  const then = reread.preview.credits;
  // Paying per request, what follows is said in USDC too, as the write is.
  const thenText = reread.preview.usdc ? costText(reread.preview, fmt.count) : fmt.count(then);
  const simulated = (write.demo || reread.demo) && write.preview.credits + then > 0 ? ' (simulated)' : '';
  return (
    <span
      className="fd-cost"
      title={`${write.preview.explanation}; then, to ${what}: ${reread.preview.explanation}`}
    >
      {upTo && write.preview.credits > 0 ? 'up to ' : ''}
      {costText(write.preview, fmt.count)}
      {then > 0 || reread.preview.usdc ? `, then ${thenText} to ${what}${when}` : ''}
      {simulated}
    </span>
  );
}

/** What a write is doing while the user waits: sending it, then reading the portfolio again. */
export function WriteProgress({ phase, what }: { phase: WritePhase | null; what: string }) {
  return (
    <p className="fd-manage__progress" role="status">
      {phase === 'sending' && `Sending ${what} to the service…`}
      {phase === 'reading' && 'Recorded. Reading the portfolio again to show the new figures…'}
    </p>
  );
}

/** A recent trade's price far from the market's: both figures, and how to save it anyway. */
export function FarPriceWarning(props: {
  typed?: number | undefined;
  far: number;
  currency: string;
  button: string;
}) {
  const fmt = useFormat();
  return (
    <p className="fd-banner fd-banner--stale" role="alert">
      The price {fmt.money(props.typed, props.currency)} is far from the market price Folio Desk last read,{' '}
      {fmt.money(props.far, props.currency)}. Check it; press {props.button} again to save it as it is.
    </p>
  );
}

import {
  asksText,
  badgeFace,
  compactPrice,
  CostBadge,
  CostTag,
  costText,
  sumPreviews,
  useCostOf,
  useOffline,
  type CostState,
  type PendingCall,
} from '../../../components/cost-badge';
import { explanationText } from '../../../../../shared/i18n/explanation';
import { useCurrency, useFormat } from '../../../stores/folio-context';
import { figuresFor } from '../../../lib/bidi';
import { useT, useTranslator } from '../../../stores/i18n';
import { useRefreshCalls } from '../refresh-calls';
import type { WritePhase } from './use-write';

/** What a transaction write reads again afterwards: every card's figures, not the list of portfolios. */
export const TRANSACTION_WRITE = { list: false } as const;

/**
 * What follows a write, by kind: each cost sentence names it in its own words (a select in the catalogue), since
 * a phrase slotted into another sentence cannot follow each language's grammar.
 */
export type ThenKind = 'reread' | 'openNew' | 'openAll' | 'openShared';

/**
 * A write's whole price as one badge: it shows the sum of the write and the re-read after it, so the meter moves by
 * the figure shown; its tooltip names both parts, then how each is reached.
 */
export function WriteCost({
  write,
  withList = false,
  onceSynced = false,
  then: after,
  upTo = false,
}: {
  write: CostState;
  withList?: boolean;
  /** The write's price is a bound: it may send fewer calls (a sync's status checks stop once it is done). */
  upTo?: boolean;
  /** The re-read waits for the sync to finish. */
  onceSynced?: boolean;
  then?: { calls: readonly PendingCall[]; what: ThenKind };
}) {
  const fmt = useFormat();
  const t = useT();
  const offline = useOffline();
  const refresh = useRefreshCalls(useCurrency()).filter(
    (call) => withList || call.channel !== 'portfolio:list',
  );
  // Paying per request, the reads the gateway does not serve are refused without being sent: not in the price.
  const reread = useCostOf(after?.calls ?? refresh, { servedOnly: true });
  const what = after?.what ?? 'reread';
  const failed = write.error ?? reread.error;
  if (failed || !write.preview || !reread.preview || write.preview.unavailable) {
    return <CostBadge cost={failed ? { preview: null, error: failed } : write.preview ? reread : write} />;
  }
  const then = reread.preview.credits;
  // Paying per request, what follows is said in USDC too, as the write is.
  const thenText = reread.preview.usdc ? costText(reread.preview, fmt.count, t) : fmt.count(then);
  const demo = write.demo === true || reread.demo === true;
  const simulated = demo && write.preview.credits + then > 0;
  const own = costText(write.preview, fmt.count, t);
  const head = upTo && write.preview.credits > 0 ? t('manage.costUpTo', { cost: own }) : own;
  const whole =
    then > 0 || reread.preview.usdc
      ? t(onceSynced ? 'manage.costThenSynced' : 'manage.costThen', { cost: head, then: thenText, what })
      : head;
  const parts = t('manage.costTitle', {
    write: explanationText(t, write.preview, fmt.count),
    what,
    reread: explanationText(t, reread.preview, fmt.count),
  });
  const sum = sumPreviews([write.preview, reread.preview]);
  const face = badgeFace({ preview: sum, error: null, demo }, { offline, count: fmt.count, t });
  // Offline, the badge says so as every badge does; otherwise a bound stays a bound once summed.
  const bounded = upTo && write.preview.credits > 0 && !(offline && sum.credits > 0);
  const detail = [
    simulated ? t('manage.costSimulated', { cost: whole }) : whole,
    parts,
    offline && sum.credits > 0 ? t('cost.offlineDetail', { price: whole }) : null,
    asksText(sum, t),
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <CostTag
      text={bounded ? compactPrice(sum, fmt.count, true, t) : face.text}
      detail={detail}
      tone={face.tone}
      above
    />
  );
}

/** What a write is doing while the user waits: sending it (`sending` says what), then reading the portfolio again. */
export function WriteProgress({ phase, sending }: { phase: WritePhase | null; sending: string }) {
  const t = useT();
  return (
    <p className="fd-manage__progress" role="status">
      {phase === 'sending' && sending}
      {phase === 'reading' && t('manage.rereading')}
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
  const { t, dir } = useTranslator();
  // Two prices in one right-to-left sentence: each an isolate, or a dollar sign changes sides (lib/bidi.ts).
  const figure = figuresFor(dir);
  return (
    <p className="fd-banner fd-banner--stale" role="alert">
      {t('manage.farPrice', {
        typed: figure(fmt.money(props.typed, props.currency)),
        far: figure(fmt.money(props.far, props.currency)),
        button: props.button,
      })}
    </p>
  );
}

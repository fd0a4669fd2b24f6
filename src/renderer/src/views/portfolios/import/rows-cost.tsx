import type { CostPreview } from '../../../../../shared/domain/credits';
import {
  badgeFace,
  costText,
  CostTag,
  useCostOf,
  useCostPreview,
  useOffline,
  type CostState,
} from '../../../components/cost-badge';
import { explanationText } from '../../../../../shared/i18n/explanation';
import { useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { sampleDraft } from '../manage/transaction-form';
import { useRefreshCalls } from '../refresh-calls';

// The price of sending an import's rows, as one badge: "17 rows, 130 credits". Each row is one POST
// /portfolio/transaction, priced by the same cost table as any transaction write (credits:preview, free); once the
// import stops, the view reads the portfolio's figures again, as after any transaction write, and that is part of
// the click's price too, so the meter moves by the figure shown. Demo mode says "simulated", offline "offline".

/** One row's price times `rows`, then the portfolio read again. */
export function useRowsCost(portfolioId: string, currency: string, rows: number): CostState {
  const fmt = useFormat();
  const t = useT();
  const one = useCostPreview('manage:addTransaction', sampleDraft(portfolioId, currency));
  // A transaction changes the figures, not the list of portfolios (write-status.tsx, TRANSACTION_WRITE).
  const reread = useCostOf(
    useRefreshCalls(currency).filter((call) => call.channel !== 'portfolio:list'),
    { servedOnly: true },
  );
  if (!one.preview || one.error) return one;
  if (!reread.preview || reread.error) return reread;
  const sending = one.preview.credits * rows;
  const credits = sending + reread.preview.credits;
  // The sentence below is already in the user's language: the single row's parts are said inside it.
  const { explanationSays: _says, explanationFrame: _frame, ...single } = one.preview;
  const preview: CostPreview = {
    ...single,
    credits,
    usdc: null,
    // This badge stands beside the step that asks: the plan is shown with its price, Start is the user's yes.
    needsConfirmation: false,
    explanation: t('imports.rowsExplanation', {
      sending: fmt.count(sending),
      rows: fmt.count(rows),
      one: explanationText(t, one.preview, fmt.count),
      reread: costText(reread.preview, fmt.count),
      explanation: explanationText(t, reread.preview, fmt.count),
    }),
  };
  return { ...one, demo: one.demo === true || reread.demo === true, preview };
}

export function RowsCost({
  portfolioId,
  currency,
  rows,
}: {
  portfolioId: string;
  currency: string;
  rows: number;
}) {
  const fmt = useFormat();
  const t = useT();
  const offline = useOffline();
  const cost = useRowsCost(portfolioId, currency, rows);
  const face = badgeFace(cost, { offline, count: fmt.count });
  const priced = cost.preview !== null && !cost.preview.unavailable && !(offline && cost.preview.credits > 0);
  const counted = t('imports.rows', { count: rows, n: fmt.count(rows) });
  const text = priced ? t('imports.rowsCost', { rows: counted, cost: face.text }) : face.text;
  return <CostTag text={text} detail={face.detail} tone={face.tone} />;
}

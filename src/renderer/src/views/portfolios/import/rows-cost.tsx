import { useStore } from 'zustand';
import {
  badgeFace,
  CostTag,
  useCostPreview,
  useOffline,
  type CostState,
} from '../../../components/cost-badge';
import { useFolio, useFormat } from '../../../stores/folio-context';
import { sampleDraft } from '../manage/transaction-form';

// The price of sending an import's rows, as one badge: "17 rows, 68 credits". Each row is one POST
// /portfolio/transaction, priced by the same cost table as any transaction write (credits:preview, free), so the
// badge agrees with the plan's figure and says "simulated" in demo mode and "offline" when nothing can be sent.

/** One row's price times `rows`; above the confirmation threshold it wears the asking tone. */
export function useRowsCost(portfolioId: string, currency: string, rows: number): CostState {
  const { stores } = useFolio();
  const threshold = useStore(stores.settings.settings, (s) => s.value?.confirmThreshold ?? null);
  const one = useCostPreview('manage:addTransaction', sampleDraft(portfolioId, currency));
  if (!one.preview) return one;
  const credits = one.preview.credits * rows;
  return {
    ...one,
    preview: {
      ...one.preview,
      credits,
      usdc: null,
      needsConfirmation: threshold !== null && credits > threshold,
      explanation: `${rows} × ${one.preview.explanation}`,
    },
  };
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
  const offline = useOffline();
  const cost = useRowsCost(portfolioId, currency, rows);
  const face = badgeFace(cost, { offline, count: fmt.count });
  const priced = cost.preview !== null && !cost.preview.unavailable && !(offline && cost.preview.credits > 0);
  const text = priced ? `${rows === 1 ? '1 row' : `${fmt.count(rows)} rows`}, ${face.text}` : face.text;
  return <CostTag text={text} detail={face.detail} tone={face.tone} />;
}

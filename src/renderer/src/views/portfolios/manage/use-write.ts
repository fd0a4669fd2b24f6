import { useState } from 'react';
import type { WriteOutcome } from '../../../../../shared/domain/manage';
import type { AppError, Envelope } from '../../../../../shared/envelope';
import { useFolio } from '../../../stores/folio-context';
import { noteWrite, reloadPortfolio } from '../../../stores/portfolio';

// Runs one write from a form and keeps what the user needs to see: busy while it is out, the error when it was
// refused or never sent (the form keeps its fields), the outcome when it happened or may have. After a write that
// happened, the Portfolios view reads again from the service, so the value shown is the new one; the combined
// figures of the other views of it ("All portfolios", groups) are marked out of date until they are read again.

/** Where a write is: sent and awaiting the service's answer, or done and the view reading the portfolio again. */
export type WritePhase = 'sending' | 'reading';

export interface WriteRun {
  busy: boolean;
  phase: WritePhase | null;
  error: AppError | null;
  outcome: WriteOutcome | null;
  run(send: () => Promise<Envelope<WriteOutcome>>): Promise<WriteOutcome | null>;
  reset(): void;
}

/** A write the user can count on: the service said yes, or reading again found it. */
export const happened = (outcome: WriteOutcome | null) =>
  outcome !== null && (outcome.state === 'done' || outcome.state === 'found');

/**
 * `list: false` for a transaction write: it changes a portfolio's figures, never the list of portfolios.
 * `figures: false` for a connect or a delete: the view opens another portfolio next, so only the list is read.
 */
export function useWrite(what: { list?: boolean; figures?: boolean } = {}): WriteRun {
  const { stores, now } = useFolio();
  const [phase, setPhase] = useState<WritePhase | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  return {
    busy: phase !== null,
    phase,
    error,
    outcome,
    reset: () => {
      setError(null);
      setOutcome(null);
    },
    async run(send) {
      setPhase('sending');
      setError(null);
      setOutcome(null);
      const answer = await send().catch((reason: unknown): Envelope<WriteOutcome> => ({
        ok: false,
        error: { code: 'internal', message: String(reason) },
      }));
      if (!answer.ok) {
        setPhase(null);
        setError(answer.error);
        return null;
      }
      setOutcome(answer.value);
      // Partial and found writes changed the portfolio too. The form stays busy while the view reads it again (a
      // few seconds on a slow plan): the user sees that step rather than a form that looks idle.
      if (answer.value.state !== 'not-found' && answer.value.state !== 'unknown') {
        setPhase('reading');
        noteWrite(stores.portfolio, answer.value.portfolioId, now());
        await reloadPortfolio(stores.portfolio, { refresh: true }, what);
      }
      setPhase(null);
      return answer.value;
    },
  };
}

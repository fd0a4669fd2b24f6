import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { GainTotals } from '../../../../shared/analytics';
import { gainsInputs } from '../../stores/returns-export';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { pageInput } from '../../stores/returns';
import { CostBadge, useCostPreview } from '../cost-badge';
import { ExportButton } from '../export-dialog';
import { Loaded } from '../loaded';
import { messageParts } from '../message-parts';
import { figuresFor } from '../../lib/bidi';
import { useT, useTranslator } from '../../stores/i18n';
import { GainsTables } from './gains-tables';
import { refusalWords } from './reconcile-causes';
import { typeLabel } from '../transactions/portfolio-columns';
import { useReturnsScope } from './use-returns';

const METHOD_NAMES = { fifo: 'FIFO', lifo: 'LIFO', hifo: 'HIFO' } as const;

/** "Read the next page" of transactions, priced, while pages remain: the report counts only what is read. */
function NextPage() {
  const { stores } = useFolio();
  const scope = useReturnsScope();
  const tx = useStore(stores.returns.transactions);
  const fmt = useFormat();
  const t = useT();
  const next = tx.value && !tx.value.complete ? tx.value.pages + 1 : null;
  const cost = useCostPreview('portfolio:transactions', next === null ? null : pageInput(scope, next));
  if (next === null || !tx.value) return null;
  return (
    <p className="fd-row" role="note">
      {t('returns.readSoFar', { count: tx.value.rows.length, n: fmt.count(tx.value.rows.length) })}{' '}
      <button
        type="button"
        className="fd-button"
        disabled={tx.loading}
        onClick={() => void stores.returns.transactions.next()}
      >
        {t('returns.readNextPage')}
      </button>
      <CostBadge cost={cost} cached />
    </p>
  );
}

export type TotalsRow = GainTotals & { label: string };

/**
 * Realized gains by lot from the portfolio's transactions, by the lot method and long-term threshold chosen in
 * Settings: totals set beside the service's realized P/L, per year and coin, the open lots, one CSV row per sale.
 */
export function GainsReport() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const currency = useCurrency();
  const settings = useStore(stores.settings.settings, (s) => s.value);
  // Subscribed so that a page read, a lot setting or the service's figure changing asks for a new report.
  useStore(stores.returns.transactions);
  const value = useStore(stores.portfolio.value);
  const gains = useStore(stores.returns.gains);
  const scope = useReturnsScope();
  const inputs = gainsInputs(stores, scope);
  // Asking again for the same inputs does nothing (the store compares them), so this runs after every render.
  useEffect(() => {
    if (inputs) stores.returns.gains.compute(inputs);
  });
  // While the report of a page just read is made, the one before it stays up: same portfolio, fewer rows.
  const samePages = inputs !== null && gains.question?.rows[0] === inputs.rows[0];
  const answer =
    inputs && (stores.returns.gains.answers(inputs) || (gains.computing && samePages)) ? gains.answer : null;
  const lotMethod = settings?.lotMethod;
  const method = !lotMethod
    ? ''
    : lotMethod === 'average'
      ? t('returns.averageCost')
      : METHOD_NAMES[lotMethod];
  return (
    <section
      className="fd-card fd-returns-panel"
      aria-labelledby="fd-gains-title"
      aria-busy={gains.computing}
      data-computed-in={gains.where ?? undefined}
    >
      <div className="fd-row">
        <h3 id="fd-gains-title">{t('returns.gainsTitle')}</h3>
        <ExportButton />
      </div>
      <p className="fd-source">
        {messageParts(
          t,
          'returns.gainsBasis',
          { settings: <a href="#settings">{t('returns.settings')}</a> },
          { method, days: fmt.count(settings?.longTermDays ?? 365) },
        )}
      </p>
      <Loaded store={stores.returns.transactions} what="status.transactions" reserve="table">
        {() => (
          <>
            <NextPage />
            {inputs !== null && answer === null && (
              <p className="fd-source" role="status">
                {t('returns.working')}
              </p>
            )}
            {answer && !answer.ok && (
              <p className="fd-banner fd-banner--error" role="alert">
                {/* Each amount an isolate in a right-to-left sentence: a grouping apostrophe ("1'234.5") is neutral
                    there, and the digits either side of it would swap places (lib/bidi.ts). */}
                {refusalWords(answer, t, fmt, typeLabel(t, answer.cause.type), figuresFor(dir))}
              </p>
            )}
            {answer?.ok && <GainsTables view={answer} currency={currency} serviceMeta={value.meta} />}
          </>
        )}
      </Loaded>
    </section>
  );
}

import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { ErrorNote } from '../../../components/error-note';
import { useCurrency, useFolio } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { DialogFrame } from '../manage/dialog-frame';
import { ColumnsStep } from './columns-step';
import { FileStep } from './file-step';
import { JobStep } from './job-step';
import { PlanStep } from './plan-step';
import './import.css';

// Importing past trades into a manual portfolio, in one dialog: file, columns, plan and price, then the job. Closing
// it while the job runs leaves the job running in main; the manage bar's notice opens it again.

export function ImportDialog({
  portfolio,
  jobId,
  onClose,
}: {
  portfolio: PortfolioSummary;
  jobId?: string | undefined;
  onClose: () => void;
}) {
  const { stores } = useFolio();
  const { flow: store, actions } = stores.imports;
  const currency = useCurrency();
  const t = useT();
  const flow = useStore(store);

  useEffect(() => {
    actions.open(portfolio.portfolioId, currency, jobId);
  }, [actions, portfolio.portfolioId, currency, jobId]);

  const close = () => {
    // A running job goes on without the dialog; anything else starts afresh at the next opening.
    if (flow.status?.state !== 'running') actions.close();
    onClose();
  };
  const { step } = flow;
  return (
    <DialogFrame title={t('imports.title', { name: portfolio.portfolioName })} onClose={close} wide>
      {() => (
        <div className="fd-import">
          <ol className="fd-import__steps" aria-label={t('imports.steps')}>
            {(['file', 'columns', 'plan', 'job'] as const).map((s, i) => (
              <li key={s} aria-current={s === step ? 'step' : undefined}>
                {t('imports.stepN', { n: i + 1, name: t(STEP_NAMES[s]) })}
              </li>
            ))}
          </ol>
          <ErrorNote error={flow.error} />
          {step === 'file' && <FileStep actions={actions} busy={flow.busy === 'reading'} />}
          {step === 'columns' && <ColumnsStep flow={flow} actions={actions} />}
          {step === 'plan' && <PlanStep flow={flow} actions={actions} onClose={close} />}
          {step === 'job' && <JobStep flow={flow} actions={actions} onClose={close} />}
          {step === 'file' && (
            <div className="fd-row">
              <button type="button" className="fd-button" onClick={close}>
                {t('manage.close')}
              </button>
            </div>
          )}
        </div>
      )}
    </DialogFrame>
  );
}

const STEP_NAMES = {
  file: 'imports.stepFile',
  columns: 'imports.stepColumns',
  plan: 'imports.stepPlan',
  job: 'imports.stepJob',
} as const;

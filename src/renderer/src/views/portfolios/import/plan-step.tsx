import type { ImportPlan } from '../../../../../shared/import/types';
import { CoinIcon } from '../../../components/coin-icon/coin-icon';
import { useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { LineRows, problemsText, SendRows, type StepProps } from './line-rows';
import { sayText } from '../../../../../shared/i18n/say';

// The plan, before anything is sent: how many rows go, which are skipped and why, each coin as it was read, every
// invalid row with its line and reason, and the price of the rest beside Start.

export function PlanStep({ flow, actions, onClose }: StepProps) {
  const fmt = useFormat();
  const t = useT();
  const plan = flow.plan;
  if (!plan) return null;
  const skipped = plan.alreadyImported + plan.alreadyAtService + plan.queuedElsewhere;
  const checked = t('imports.checked', { count: plan.planCredits, n: fmt.count(plan.planCredits) });
  return (
    <>
      <PlanFigures plan={plan} />
      <p className="fd-source">
        {flow.planDemo && plan.planCredits > 0 ? t('manage.costSimulated', { cost: checked }) : checked}
      </p>
      {plan.warning && (
        <p className="fd-banner fd-banner--stale" role="note">
          {plan.warningSay ? sayText(t, plan.warningSay) : plan.warning}
        </p>
      )}
      {plan.coins.length > 0 && (
        <p className="fd-import__coins">
          <span className="fd-import__label">{t('imports.coinsReadAs')}</span>{' '}
          {plan.coins.map((coin, i) => (
            <span key={coin.text} translate="no">
              {i > 0 && ', '}
              {coin.text} →{' '}
              <span className="fd-coin-cell">
                <CoinIcon url={coin.icon} symbol={coin.symbol} size={16} />
                <span>{coin.name ?? coin.coinId}</span>
              </span>
              {coin.name && coin.text.toLowerCase() !== coin.coinId ? ` (${coin.coinId})` : ''}
            </span>
          ))}
        </p>
      )}
      {plan.invalid.length > 0 && (
        <LineRows
          summary={t('imports.invalidSummary', {
            count: plan.invalid.length,
            n: fmt.count(plan.invalid.length),
          })}
          label={t('imports.rowsInvalid')}
          rows={plan.invalid.map((row) => ({ line: row.line, reason: problemsText(row, t) }))}
        />
      )}
      {plan.toSend === 0 && (
        <p className="fd-banner fd-banner--stale" role="status">
          {skipped > 0
            ? t('imports.nothingAlready', { skipped: fmt.count(skipped), total: fmt.count(plan.rowsInFile) })
            : t('imports.nothingToSend')}
        </p>
      )}
      <div className="fd-row">
        <button type="button" className="fd-button" onClick={actions.back}>
          {t('imports.back')}
        </button>
        {plan.toSend > 0 && (
          <SendRows
            send="start"
            flow={flow}
            actions={actions}
            rows={{ portfolioId: plan.portfolioId, currency: plan.currency, count: plan.toSend }}
          />
        )}
        {plan.toSend === 0 && (
          <button type="button" className="fd-button" onClick={onClose}>
            {t('manage.close')}
          </button>
        )}
      </div>
    </>
  );
}

function PlanFigures({ plan }: { plan: ImportPlan }) {
  const fmt = useFormat();
  const t = useT();
  const figures: [string, number][] = [
    [t('imports.inFile'), plan.rowsInFile],
    [t('imports.toSend'), plan.toSend],
    [t('imports.alreadyImported'), plan.alreadyImported],
    [t('imports.alreadyInPortfolio'), plan.alreadyAtService],
    [t('imports.notValid'), plan.invalid.length],
  ];
  // Rows waiting in an import of this portfolio that has not finished: sent by that one when it goes on.
  if (plan.queuedElsewhere > 0) figures.push([t('imports.inAnother'), plan.queuedElsewhere]);
  return (
    <dl className="fd-import__figures" aria-label={t('imports.plan')}>
      {figures.map(([label, n]) => (
        <div key={label} className="fd-stat">
          <dt>{label}</dt>
          <dd className="fd-num">{fmt.count(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

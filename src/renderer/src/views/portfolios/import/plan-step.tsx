import type { ImportPlan } from '../../../../../shared/import/types';
import { useFormat } from '../../../stores/folio-context';
import { LineRows, SendRows, type StepProps } from './line-rows';

// The plan, before anything is sent: how many rows go, which are skipped and why, each coin as it was read, every
// invalid row with its line and reason, and the price of the rest beside Start.

export function PlanStep({ flow, actions, onClose }: StepProps) {
  const fmt = useFormat();
  const plan = flow.plan;
  if (!plan) return null;
  const skipped = plan.alreadyImported + plan.alreadyAtService + plan.queuedElsewhere;
  return (
    <>
      <PlanFigures plan={plan} />
      <p className="fd-source">
        Checked against the portfolio just now ·{' '}
        {plan.planCredits === 1 ? '1 credit' : `${fmt.count(plan.planCredits)} credits`}
        {flow.planDemo && plan.planCredits > 0 ? ' (simulated)' : ''}
      </p>
      {plan.warning && (
        <p className="fd-banner fd-banner--stale" role="note">
          {plan.warning}
        </p>
      )}
      {plan.coins.length > 0 && (
        <p className="fd-import__coins">
          <span className="fd-import__label">Coins read as</span>{' '}
          {plan.coins.map((coin, i) => (
            <span key={coin.text}>
              {i > 0 && ', '}
              {coin.text} → {coin.name ?? coin.coinId}
              {coin.name && coin.text.toLowerCase() !== coin.coinId ? ` (${coin.coinId})` : ''}
            </span>
          ))}
        </p>
      )}
      {plan.invalid.length > 0 && (
        <LineRows
          summary={`${plan.invalid.length === 1 ? '1 row is' : `${fmt.count(plan.invalid.length)} rows are`} not valid and will not be sent`}
          label="Rows not valid"
          rows={plan.invalid.map((row) => ({ line: row.line, reason: row.problems.join('; ') }))}
        />
      )}
      {plan.toSend === 0 && (
        <p className="fd-banner fd-banner--stale" role="status">
          Nothing to send
          {skipped > 0
            ? `: ${fmt.count(skipped)} of ${fmt.count(plan.rowsInFile)} rows are in the portfolio already.`
            : '.'}
        </p>
      )}
      <div className="fd-row">
        <button type="button" className="fd-button" onClick={actions.back}>
          Back
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
            Close
          </button>
        )}
      </div>
    </>
  );
}

function PlanFigures({ plan }: { plan: ImportPlan }) {
  const fmt = useFormat();
  const figures: [string, number][] = [
    ['In the file', plan.rowsInFile],
    ['To send', plan.toSend],
    ['Already imported', plan.alreadyImported],
    ['Already in the portfolio', plan.alreadyAtService],
    ['Not valid', plan.invalid.length],
  ];
  // Rows waiting in an import of this portfolio that has not finished: sent by that one when it goes on.
  if (plan.queuedElsewhere > 0) figures.push(['In another import', plan.queuedElsewhere]);
  return (
    <dl className="fd-import__figures" aria-label="Import plan">
      {figures.map(([label, n]) => (
        <div key={label} className="fd-stat">
          <dt>{label}</dt>
          <dd className="fd-num">{fmt.count(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useMemo } from 'react';
import { useFolio } from '../../stores/folio-context';
import { CostBadge } from '../cost-badge';
import { AskedAnswer, CoverageCard } from './card-head';
import { useAskedRead } from './use-asked-read';
import { useT } from '../../stores/i18n';
import './coverage.css';

/**
 * The coin's token risk report (5,000 credits): read only when the user presses, after the confirmation its price
 * calls for; a report already cached is shown for nothing.
 */
export function TokenRiskCard({ coinId }: { coinId: string }) {
  const { api } = useFolio();
  const input = useMemo(() => ({ coinId }), [coinId]);
  const report = useAskedRead('coins:tokenRisk', input, (q) => api.coins.tokenRisk(q), 'cached', false);
  const t = useT();
  return (
    <CoverageCard
      title="coverage.tokenRiskTitle"
      tip="coverage.tokenRiskTip"
      actions={
        <span className="fd-cov__actions">
          <button type="button" className="fd-button" onClick={report.ask}>
            {t('coverage.checkTokenRisk')}
          </button>
          <CostBadge cost={report.cost} cached />
        </span>
      }
    >
      <AskedAnswer read={report} what="status.tokenRisk">
        {(risk) =>
          risk.results.length === 0 ? (
            <p className="fd-hint">{t('coverage.noTokenRisk')}</p>
          ) : (
            <ul className="fd-cov__news" aria-label={t('coverage.tokenRiskFindings')}>
              {risk.results.map((r) => (
                // The findings are the service's own words: data, kept as sent.
                <li key={r.name} translate="no">
                  <span className="fd-cov__name">
                    {r.name} <span className="fd-badge fd-badge--warn">{r.severity}</span>
                  </span>
                  <span className="fd-cov__sub">{r.description}</span>
                </li>
              ))}
            </ul>
          )
        }
      </AskedAnswer>
    </CoverageCard>
  );
}

import { DefiCard } from '../../components/coverage/defi-card';
import { RiskCard } from '../../components/coverage/risk-card';
import { TimeMachineCard } from '../../components/coverage/time-machine-card';
import { useWindowTitle } from '../../components/window-title';
import { useT } from '../../stores/i18n';

/**
 * What every own portfolio holds beyond the plain holdings: DeFi positions, each holding's risk and the coins
 * flagged as likely spam, and the portfolio on a past day. The dear reads here run only when asked.
 */
export function PositionsView() {
  const t = useT();
  useWindowTitle(t('positions.title'));
  return (
    <div className="fd-view fd-positions">
      <h2>{t('positions.title')}</h2>
      <RiskCard />
      <DefiCard />
      <TimeMachineCard />
    </div>
  );
}

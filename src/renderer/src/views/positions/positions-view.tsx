import { DefiCard } from '../../components/coverage/defi-card';
import { RiskCard } from '../../components/coverage/risk-card';
import { TimeMachineCard } from '../../components/coverage/time-machine-card';
import { useWindowTitle } from '../../components/window-title';

/**
 * What every own portfolio holds beyond the plain holdings: DeFi positions, each holding's risk and the coins
 * flagged as likely spam, and the portfolio on a past day. The dear reads here run only when asked.
 */
export function PositionsView() {
  useWindowTitle('Positions');
  return (
    <div className="fd-view fd-positions">
      <RiskCard />
      <DefiCard />
      <TimeMachineCard />
    </div>
  );
}

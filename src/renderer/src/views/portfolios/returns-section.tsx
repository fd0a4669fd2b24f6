import { useStore } from 'zustand';
import { CostBadge, useCostOf } from '../../components/cost-badge';
import { GainsReport } from '../../components/returns/gains-report';
import { PeriodTable } from '../../components/returns/period-table';
import { ReturnsCard } from '../../components/returns/returns-card';
import { useReturnsScope } from '../../components/returns/use-returns';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { returnsCalls, type ReturnsPanel } from '../../stores/returns';

/** The returns card on Portfolios, with the period table and the realized-gains report it opens. */
export function ReturnsSection() {
  const { stores } = useFolio();
  const t = useT();
  const panel = useStore(stores.returns.ui, (s) => s.panel);
  const scope = useReturnsScope();
  // The period table reads the history for all time; the gains report only what the card has read.
  const tableCost = useCostOf(returnsCalls('all', scope));
  const toggle = (next: ReturnsPanel, label: string) => (
    <button
      type="button"
      className="fd-button"
      aria-expanded={panel === next}
      aria-controls="fd-returns-panel"
      onClick={() => stores.returns.ui.setState({ panel: panel === next ? null : next })}
    >
      {label}
    </button>
  );
  const actions = (
    <div className="fd-row">
      {toggle('table', t('portfolios.periodTable'))}
      {panel !== 'table' && <CostBadge cost={tableCost} cached />}
      {toggle('gains', t('portfolios.realizedGains'))}
    </div>
  );
  return (
    <>
      <ReturnsCard actions={actions} />
      <div id="fd-returns-panel">
        {panel === 'table' && <PeriodTable />}
        {panel === 'gains' && <GainsReport />}
      </div>
    </>
  );
}

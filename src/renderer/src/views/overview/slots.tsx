import { MarketContextCard } from '../../components/coverage/market-context-card';
import { ReturnsCard } from '../../components/returns/returns-card';
import { useFolio } from '../../stores/folio-context';

// Places on Overview kept for parts built elsewhere. Each renders nothing until its part is placed here; the
// layout already keeps their room in order (overview-view.tsx).

/** Every portfolio's time-weighted (TWR) and money-weighted (MWR) returns beside BTC and ETH, below the fold. */
export function ReturnsSlot() {
  const { stores } = useFolio();
  return <ReturnsCard scope={{ stores: stores.overview.returns, portfolioId: undefined }} />;
}

/** The market's context card. */
export function ContextSlot() {
  return <MarketContextCard />;
}

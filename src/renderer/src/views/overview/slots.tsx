import { DefiNote } from '../../components/coverage/defi-note';
import { MarketContextCard } from '../../components/coverage/market-context-card';

// Places on Overview kept for parts built elsewhere. Each renders nothing until its part is placed here; the
// layout already keeps their room in order (overview-view.tsx).

/** Returns over the chart's range: time-weighted (TWR) and money-weighted (MWR), beside the chart. */
export function ReturnsSlot() {
  return null;
}

/** The market's context card, and whether DeFi positions are in the total ("DeFi included / not included"). */
export function ContextSlot() {
  return (
    <>
      <DefiNote />
      <MarketContextCard />
    </>
  );
}

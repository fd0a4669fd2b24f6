import { useStore } from 'zustand';
import { Num } from '../num';
import { Tip } from '../tip';
import { useDefiRead } from './defi-card';

/**
 * Beside a total from GET /portfolio/value: that total counts the holdings, not DeFi positions, which are a read
 * of their own. Says so, with the DeFi value when a cached read knows it (never read here by itself).
 */
export function DefiNote() {
  const defi = useDefiRead();
  const state = useStore(defi.store);
  return (
    <p className="fd-cov__note" data-testid="defi-note">
      <Tip text="The total is your holdings' value as the service gives it; DeFi positions (lending, staking, pools) are read apart, on Positions, and not added to it.">
        DeFi not included
      </Tip>
      {state.value && state.value.totalUsd > 0 && (
        <>
          {' · '}
          <Num value={state.value.totalUsd} kind="money" currency="USD" meta={state.meta} /> in DeFi
        </>
      )}
    </p>
  );
}

import { useStore } from 'zustand';
import { Num } from '../num';
import { Tip } from '../tip';
import { useDefiRead } from './defi-card';
import { useT } from '../../stores/i18n';
import { messageParts } from '../message-parts';

/**
 * Beside a total from GET /portfolio/value, in its line: that total counts the holdings, not DeFi positions, which
 * are a read of their own. Says so, with the DeFi value when a cached read knows it (never read here by itself).
 */
export function DefiNote({ className }: { className?: string }) {
  const defi = useDefiRead();
  const state = useStore(defi.store);
  const t = useT();
  return (
    <span className={className ?? 'fd-cov__note'} data-testid="defi-note">
      <Tip text={t('coverage.defiNoteTip')}>{t('coverage.defiNotIncluded')}</Tip>
      {state.value && state.value.totalUsd > 0 && (
        <>
          {' · '}
          {messageParts(t, 'coverage.inDefi', {
            amount: <Num value={state.value.totalUsd} kind="money" currency="USD" meta={state.meta} />,
          })}
        </>
      )}
    </span>
  );
}

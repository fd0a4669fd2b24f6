import { useState } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import type { WalletRef } from '../../../../shared/domain/wallet';
import { ErrorNote } from '../../components/error-note';
import { ChipRemove } from '../../components/chip-remove';
import { ChoiceCostBadge, useChoiceCosts } from '../../components/choice-costs';
import { Loaded } from '../../components/loaded';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { messageParts } from '../../components/message-parts';
import { NO_QUERY } from '../../stores/resource';
import { walletCalls } from '../../stores/wallet';
import { chainName } from '../../lib/chain-names';
import { walletName } from './refused-wallet';

/** The followed wallets: pick one to see it, or stop following it. */
export function WalletList({ onSelect }: { onSelect: (walletId: string | null) => void }) {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const selectedId = useStore(stores.wallet.ui, (s) => s.selectedId);
  const chains = useStore(stores.wallet.blockchains, (s) => s.value) ?? [];
  const [error, setError] = useState<AppError | null>(null);
  // Opening another wallet reads its balance and transactions (all types): each chip is priced as that press, the
  // one open not at all, since pressing it again reads nothing.
  const currency = useCurrency();
  const wallets = useStore(stores.wallet.list, (s) => s.value);
  const choices = (wallets ?? [])
    .filter((w) => w.id !== selectedId)
    .map((w) => ({ value: w.id, label: walletName(w, fmt) }));
  const costs = useChoiceCosts(choices, (id) => walletCalls(id, [], currency));

  const remove = async (w: WalletRef) => {
    const envelope = await api.wallet.remove({ walletId: w.id });
    if (!envelope.ok) return setError(envelope.error);
    setError(null);
    // The list is read first: a selection cleared while it still names the removed wallet would open it again.
    await stores.wallet.list.load(NO_QUERY);
    if (selectedId === w.id) onSelect(null);
  };

  return (
    <nav className="fd-card" aria-label={t('wallets.followed')}>
      <Loaded store={stores.wallet.list} what="status.walletList" quiet>
        {(wallets) =>
          wallets.length === 0 ? (
            <>
              <p>{t('wallets.none')}</p>
              {/* A wallet connected on CoinStats is a portfolio there, and shows under Portfolios, not here. */}
              <p className="fd-hint">
                {messageParts(t, 'wallets.connectedHint', {
                  portfolios: <a href="#portfolios">{t('wallets.portfoliosLink')}</a>,
                })}
              </p>
            </>
          ) : (
            <ul className="fd-picker">
              {wallets.map((w) => (
                <li key={w.id} className="fd-chip">
                  <button
                    type="button"
                    className="fd-button"
                    aria-current={selectedId === w.id ? 'true' : undefined}
                    onClick={() => onSelect(w.id)}
                    title={
                      [fmt.privacy ? null : w.address, selectedId === w.id ? t('wallets.shownNow') : null]
                        .filter((line) => line)
                        .join('\n') || undefined
                    }
                  >
                    <span translate="no">{walletName(w, fmt)}</span>{' '}
                    <span className="fd-cost" translate="no">
                      {chainName(chains, w.connectionId)}
                    </span>
                  </button>
                  <ChipRemove
                    label={t('wallets.remove', { name: walletName(w, fmt) })}
                    onClick={() => void remove(w)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {choices.length > 0 && (
        // One badge for the chips, as the portfolio picker's; each wallet's own price is in its tooltip.
        <div className="fd-row">
          <ChoiceCostBadge options={choices} costs={costs} noun="wallet" lead={t('wallets.choiceLead')} />
        </div>
      )}
      <ErrorNote error={error} />
    </nav>
  );
}

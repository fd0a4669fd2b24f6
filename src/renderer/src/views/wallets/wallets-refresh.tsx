import { useStore } from 'zustand';
import { CostTag, useCostOf } from '../../components/cost-badge';
import { RefreshBadge, useRefreshAction } from '../../components/refresh-offline';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { reloadWallets, syncOf } from '../../stores/wallet';
import { useRefusedWallet, walletName } from './refused-wallet';

// The Wallets view's Refresh and its price. It reads the open wallet's balance and transactions live, so the
// badge prices those live reads; with no wallet open there is nothing to price, and the control says so instead
// of waiting for a price that will never come.

export function WalletsRefresh() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const { wallet } = stores;
  const selectedId = useStore(wallet.ui, (s) => s.selectedId);
  const wallets = useStore(wallet.list, (s) => s.value);
  const listError = useStore(wallet.list, (s) => s.error);
  const balanceQuery = useStore(wallet.balance, (s) => s.query);
  const transactionsQuery = useStore(wallet.transactions, (s) => s.query);
  // A wallet the service refused is not read again (reloadWallets): only the free list is.
  const refused = useRefusedWallet();
  // The stores keep the last wallet's queries after it is removed: price them only while they are the open one's.
  const open =
    selectedId !== null &&
    refused === null &&
    balanceQuery?.walletId === selectedId &&
    transactionsQuery !== null
      ? { balanceQuery, transactionsQuery }
      : null;
  // While the open wallet syncs, Refresh leaves its transactions to the sync's end (reloadWallets).
  const syncing = useStore(wallet.sync, (s) => syncOf(s, selectedId).running);
  const cost = useCostOf(
    open && [
      { channel: 'wallet:balance', input: { ...open.balanceQuery, refresh: true } },
      ...(syncing
        ? []
        : [{ channel: 'wallet:transactions' as const, input: { ...open.transactionsQuery, refresh: true } }]),
    ],
  );
  const refresh = useRefreshAction(() => reloadWallets(wallet, { refresh: true }));
  const none = wallets !== null && wallets.length === 0;
  // Without an open wallet Refresh reads only the list of followed wallets, kept on this computer.
  const listOnly = selectedId === null && (none || (wallets === null && listError !== null));
  return (
    <>
      <button
        type="button"
        className="fd-button"
        disabled={none}
        aria-describedby={none ? 'fd-wallets-refresh-why' : undefined}
        onClick={() => void refresh()}
      >
        {t('wallets.refresh')}
      </button>
      {none ? (
        <span id="fd-wallets-refresh-why" className="fd-cost">
          {t('wallets.nothingToRefresh')}
        </span>
      ) : refused ? (
        <CostTag
          text={t('wallets.free')}
          detail={t('wallets.refreshListRefused', { name: walletName(refused, fmt) })}
        />
      ) : listOnly ? (
        <CostTag text={t('wallets.free')} detail={t('wallets.refreshListOnly')} />
      ) : (
        <RefreshBadge cost={cost} />
      )}
    </>
  );
}

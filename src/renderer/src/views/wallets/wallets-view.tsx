import { useEffect } from 'react';
import { useStore } from 'zustand';
import { LoadedCard } from '../../components/loaded-card';
import { useWindowTitle } from '../../components/window-title';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY } from '../../stores/resource';
import { loadWallet, walletLookups, walletToOpen } from '../../stores/wallet';
import { AddWalletForm } from './add-wallet-form';
import { BalancesTable } from './balances-table';
import { refusedAdvice, useRefusedWallet } from './refused-wallet';
import { SyncPanel } from './sync-panel';
import { WalletList } from './wallet-list';
import { WalletTransactions } from './wallet-transactions';
import { WalletsRefresh } from './wallets-refresh';
import { ViewHead } from '../../components/view-head';

export function WalletsView() {
  const { stores } = useFolio();
  const { wallet } = stores;
  const currency = useCurrency();
  const fmt = useFormat();
  const selectedId = useStore(wallet.ui, (s) => s.selectedId);
  const wallets = useStore(wallet.list, (s) => s.value);
  const refused = useRefusedWallet();
  const t = useT();
  useWindowTitle(t('wallets.title'));

  useEffect(() => {
    for (const [, lookup] of walletLookups(wallet)) {
      if (lookup.getState().query === null) void lookup.load(NO_QUERY);
    }
  }, [wallet]);
  // Open the first wallet once the list is known, so the view is never empty when there is something to show.
  useEffect(() => {
    const opened = walletToOpen(selectedId, wallets);
    if (selectedId === null && opened) wallet.ui.setState({ selectedId: opened });
  }, [wallet, wallets, selectedId]);
  useEffect(() => {
    void loadWallet(wallet, currency);
  }, [wallet, currency, selectedId]);

  // The wallet already open keeps its type filter: nothing is read again, so its rows stay what the filter says.
  const select = (id: string | null) =>
    wallet.ui.setState((ui) => (ui.selectedId === id ? ui : { selectedId: id, types: [] }));
  return (
    <div className="fd-view">
      <ViewHead title={t('wallets.title')}>
        <WalletsRefresh />
      </ViewHead>
      <WalletList onSelect={select} />
      {selectedId !== null && (
        <>
          <LoadedCard
            title={t('wallets.balances')}
            store={wallet.balance}
            what="status.balances"
            whenRefused={refused ? refusedAdvice(refused, fmt, t) : undefined}
          >
            {(rows, meta) => <BalancesTable rows={rows} currency={currency} meta={meta} />}
          </LoadedCard>
          <SyncPanel walletId={selectedId} />
          <WalletTransactions />
        </>
      )}
      <AddWalletForm onAdded={(id) => select(id)} />
    </div>
  );
}

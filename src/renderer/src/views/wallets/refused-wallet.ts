import { useStore } from 'zustand';
import type { WalletRef } from '../../../../shared/domain/wallet';
import type { Format } from '../../lib/format';
import type { Translate } from '../../stores/i18n';
import { useFolio } from '../../stores/folio-context';
import { refusedWallet } from '../../stores/wallet';

/** The open wallet when the service refused its address (stores/wallet.ts refusedWallet), kept current. */
export function useRefusedWallet(): WalletRef | null {
  const { wallet } = useFolio().stores;
  const selectedId = useStore(wallet.ui, (s) => s.selectedId);
  const wallets = useStore(wallet.list, (s) => s.value);
  const balanceQuery = useStore(wallet.balance, (s) => s.query);
  const balanceError = useStore(wallet.balance, (s) => s.error);
  const transactionsQuery = useStore(wallet.transactions, (s) => s.query);
  const transactionsError = useStore(wallet.transactions, (s) => s.error);
  return refusedWallet(wallet, {
    selectedId,
    wallets,
    balance: { query: balanceQuery, error: balanceError },
    transactions: { query: transactionsQuery, error: transactionsError },
  });
}

/** The wallet's name as its chip shows it: its label, else its address shortened (only its start in privacy mode). */
export const walletName = (w: WalletRef, fmt: Pick<Format, 'address'>): string =>
  w.label || fmt.address(w.address);

/** What to do about a refused wallet: the × on its chip is the way out, and nothing here can fix it. */
export const refusedAdvice = (w: WalletRef, fmt: Pick<Format, 'address'>, t: Translate): string =>
  t('wallets.refusedAdvice', { name: walletName(w, fmt) });

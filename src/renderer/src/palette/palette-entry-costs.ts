import type { Stores } from '../stores/folio-context';
import type { OpeningCall } from '../stores/opening';
import { portfolioOpeningCalls } from '../stores/portfolio';
import { walletCalls, walletOpeningCalls } from '../stores/wallet';
import { openCalls } from '../views/portfolios/refresh-calls';

// What picking a portfolio or a wallet in the palette reads, from the declarations the views load from: from
// another view, that view's opening on it (stores/portfolio.ts portfolioOpeningCalls, stores/wallet.ts
// walletOpeningCalls); on the view itself, what choosing it there reads (the picker's reads, loadWallet's);
// nothing when it is the one open. The palette prices these before the pick, as it prices a watched asset.

type EntryStores = Pick<Stores, 'portfolio' | 'returns' | 'wallet'>;

/** Picking a portfolio (undefined: All portfolios), which the palette opens in the Portfolios view. */
export function portfolioEntryCalls(
  stores: EntryStores,
  onScreen: string | null,
  currency: string,
  portfolioId: string | undefined,
): OpeningCall[] {
  const returns = stores.returns.ui.getState();
  if (onScreen !== 'portfolios')
    return portfolioOpeningCalls(stores.portfolio, currency, returns, portfolioId);
  const ui = stores.portfolio.ui.getState();
  return portfolioId === ui.selectedId ? [] : openCalls(ui, portfolioId, currency, returns);
}

/**
 * Picking a followed wallet, which the palette opens in the Wallets view with every type shown; null while which
 * wallet the view opens on is not known (walletOpeningCalls), as for its link.
 */
export function walletEntryCalls(
  stores: EntryStores,
  shown: { view: string | null; walletId: string | null },
  currency: string,
  walletId: string,
): OpeningCall[] | null {
  const open = { selectedId: walletId, types: [] };
  if (shown.view !== 'wallets') return walletOpeningCalls(stores.wallet, currency, open);
  // On the view, only a change of wallet loads (wallets-view.tsx reads when the wallet changes).
  return walletId === shown.walletId ? [] : walletCalls(walletId, [], currency);
}

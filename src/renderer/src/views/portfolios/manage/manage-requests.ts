import { createStore } from 'zustand/vanilla';
import type { TxKind } from '../../../../../shared/contract/manage';

// Which manage dialog is open. The palette opens one (Add transaction, Sync portfolio) from anywhere, so the request
// lives in a small store both the palette and the Portfolios view read, rather than in the view's own state.

export type ManageDialog =
  | { kind: 'add-transaction' }
  | { kind: 'connect-wallet' }
  | { kind: 'connect-exchange' }
  | { kind: 'delete-portfolio' }
  | { kind: 'sync' }
  /** Importing past trades into a manual portfolio; `jobId` opens an import not finished. */
  | { kind: 'import'; portfolioId?: string; jobId?: string };

/** A transaction the service took, said once its dialog has closed (the dialog itself is gone by then). */
export interface TransactionSaved {
  edited: boolean;
  portfolioName: string;
  kind: TxKind;
  amount: number;
  /** The coin's symbol where the form knew it, else its id. */
  coin: string;
}

export interface ManageRequests {
  open: ManageDialog | null;
  saved: TransactionSaved | null;
}

export const manageRequests = createStore<ManageRequests>(() => ({ open: null, saved: null }));

export const openManage = (dialog: ManageDialog) => manageRequests.setState({ open: dialog, saved: null });
export const closeManage = () => manageRequests.setState({ open: null });
/** What the transaction dialog saved, said in the manage bar after the dialog closes. */
export const noteSaved = (saved: TransactionSaved) => manageRequests.setState({ saved });
export const forgetSaved = () => manageRequests.setState({ saved: null });

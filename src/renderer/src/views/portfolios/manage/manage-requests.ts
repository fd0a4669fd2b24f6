import { createStore } from 'zustand/vanilla';

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

export interface ManageRequests {
  open: ManageDialog | null;
}

export const manageRequests = createStore<ManageRequests>(() => ({ open: null }));

export const openManage = (dialog: ManageDialog) => manageRequests.setState({ open: dialog });
export const closeManage = () => manageRequests.setState({ open: null });

import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import type { PendingCall } from '../../../components/cost-badge';
import { manageCommands, type Command } from '../../../lib/palette';
import type { PortfolioUi } from '../../../stores/portfolio';
import type { ReturnsUi } from '../../../stores/returns';
import { openCalls, refreshCallsOf } from '../refresh-calls';
import { openManage } from './manage-requests';
import { refusedTypes, takesTransactions } from './refused-types';
import { syncClickCalls } from './sync-polling';

// The palette's manage actions with the calls they will make, so the palette shows their price: a transaction
// write and the portfolio read again after it for "Add transaction" (the whole click, as the dialog prices it), a
// sync and its status read for "Sync portfolio" (of the portfolio it would pick). When that portfolio is not the
// one open, the dialog opens over it (manage-bar.tsx): its figures are read first, as the picker's click reads them,
// and that is part of the price too.

const PRICED_DATE = Date.UTC(2020, 0, 1);

export function manageActions(
  portfolios: readonly PortfolioSummary[],
  ui: PortfolioUi,
  returns: Pick<ReturnsUi, 'range' | 'panel'>,
  currency: string,
  go: () => void,
): (Command & { calls?: readonly PendingCall[] })[] {
  const selectedId = ui.selectedId;
  const pick = (fits: (p: PortfolioSummary) => boolean) =>
    portfolios.find((p) => p.portfolioId === selectedId && fits(p)) ?? portfolios.find(fits);
  const refused = refusedTypes.getState();
  const manual = pick((p) => takesTransactions(p, refused));
  const syncable = pick((p) => !p.shared && (p.portfolioType === 'wallet' || p.portfolioType === 'exchange'));
  /** Opening `target` behind the dialog: through the cache, like the picker; nothing when it is open already. */
  const opening = (target: PortfolioSummary): PendingCall[] =>
    target.portfolioId === selectedId ? [] : openCalls(ui, target.portfolioId, currency, returns);
  const [add, sync] = manageCommands((kind) => {
    go();
    openManage({ kind });
  });
  const addCalls: PendingCall[] = manual
    ? [
        ...opening(manual),
        {
          channel: 'manage:addTransaction',
          input: {
            portfolioId: manual.portfolioId,
            kind: 'buy',
            coinId: 'bitcoin',
            amount: 1,
            price: 1,
            currency,
            // Any valid draft prices the same: the price is the write's, whatever it carries.
            date: PRICED_DATE,
          },
        },
        // The view reads the portfolio again after a write (write-status.tsx): every card, not the list.
        ...refreshCallsOf({ ...ui, selectedId: manual.portfolioId }, currency).filter(
          (call) => call.channel !== 'portfolio:list',
        ),
      ]
    : [];
  // The sync and each status check it may make (sync-polling.ts); once synced, the dialog reads the portfolio
  // again, list and figures, as Refresh does (sync-dialog.tsx).
  const syncCalls: PendingCall[] = syncable
    ? [
        ...opening(syncable),
        ...syncClickCalls(syncable.portfolioId),
        ...refreshCallsOf({ ...ui, selectedId: syncable.portfolioId }, currency),
      ]
    : [];
  // Opening the import costs nothing: its dialog prices the check and the rows before either is sent.
  const importing: Command | null = portfolios.some((p) => !p.shared && p.portfolioType === 'manual')
    ? {
        id: 'action:import-transactions',
        group: 'Action',
        label: 'Import transactions…',
        keywords: ['csv', 'file', 'trades', 'history', 'coinstats', 'template', 'manual', 'portfolio'],
        run: () => {
          go();
          openManage({ kind: 'import' });
        },
      }
    : null;
  return [
    ...(add ? [{ ...add, calls: addCalls }] : []),
    ...(importing ? [importing] : []),
    ...(sync ? [{ ...sync, calls: syncCalls }] : []),
  ];
}

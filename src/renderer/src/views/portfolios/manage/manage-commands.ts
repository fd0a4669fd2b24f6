import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import type { PendingCall } from '../../../components/cost-badge';
import { manageCommands, type Command } from '../../../lib/palette';
import { openManage } from './manage-requests';

// The palette's manage actions with the calls they will make, so the palette shows their price: a transaction
// write and the portfolio read again after it for "Add transaction" (the whole click, as the dialog prices it), a
// sync and its status read for "Sync portfolio" (of the portfolio it would pick).

const PRICED_DATE = Date.UTC(2020, 0, 1);

export function manageActions(
  portfolios: readonly PortfolioSummary[],
  selectedId: string | undefined,
  currency: string,
  go: () => void,
  /** The reads the view makes again after a transaction write (write-status.tsx). */
  reread: readonly PendingCall[] = [],
): (Command & { calls?: readonly PendingCall[] })[] {
  const pick = (fits: (p: PortfolioSummary) => boolean) =>
    portfolios.find((p) => p.portfolioId === selectedId && fits(p)) ?? portfolios.find(fits);
  const manual = pick((p) => !p.shared && p.portfolioType === 'manual');
  const syncable = pick((p) => !p.shared && (p.portfolioType === 'wallet' || p.portfolioType === 'exchange'));
  const [add, sync] = manageCommands((kind) => {
    go();
    openManage({ kind });
  });
  const addCalls: PendingCall[] = manual
    ? [
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
        ...reread,
      ]
    : [];
  const syncCalls: PendingCall[] = syncable
    ? [{ channel: 'manage:sync', input: { portfolioId: syncable.portfolioId } }]
    : [];
  return [...(add ? [{ ...add, calls: addCalls }] : []), ...(sync ? [{ ...sync, calls: syncCalls }] : [])];
}

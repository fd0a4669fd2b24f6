import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { useFolio } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { sayText } from '../../../../../shared/i18n/say';
import { NO_QUERY, reloadThenOpen } from '../../../stores/resource';
import { ConnectExchangeDialog } from './connect-exchange-dialog';
import { ConnectWalletDialog } from './connect-wallet-dialog';
import { DeletePortfolioDialog } from './delete-portfolio-dialog';
import { closeManage, manageRequests, openManage, type ManageDialog } from './manage-requests';
import { SavedNote } from './saved-note';
import { ManualTransactions } from './manual-transactions';
import { forgetRefusal, refusedTypes, takesTransactions, type TypeRefusal } from './refused-types';
import { SyncDialog } from './sync-dialog';
import { ImportDialog } from '../import/import-dialog';
import { ImportNotice } from '../import/import-notice';
import { TransactionDialog } from './transaction-dialog';
import { typeInSentence } from '../portfolio-names';

// The Portfolios view's manage controls for the selected portfolio: add transactions to an own one (unless the
// service refused them for its type), edit a manual one's, sync a wallet or exchange one, delete an own one; connect
// a wallet or an exchange as a new portfolio. Shared portfolios (someone else's, by share token) are read-only here.

const syncable = (p: PortfolioSummary | undefined) =>
  p !== undefined && !p.shared && (p.portfolioType === 'wallet' || p.portfolioType === 'exchange');
const manual = (p: PortfolioSummary | undefined) =>
  p !== undefined && !p.shared && p.portfolioType === 'manual';
const takes = (p: PortfolioSummary | undefined) => takesTransactions(p, refusedTypes.getState());

/** The portfolio a dialog from the palette is about: the selected one when it fits, else the first that does. */
function targetOf(
  dialog: ManageDialog,
  selected: PortfolioSummary | undefined,
  list: readonly PortfolioSummary[],
) {
  // An open Add dialog stays on its own portfolio when the service refuses its type: the refusal is said there.
  if (dialog.kind === 'add-transaction') return selected && !selected.shared ? selected : list.find(takes);
  if (dialog.kind === 'import') {
    if (dialog.portfolioId) return list.find((p) => p.portfolioId === dialog.portfolioId);
    return manual(selected) ? selected : list.find(manual);
  }
  const fits = dialog.kind === 'sync' ? syncable : null;
  if (!fits) return selected;
  return fits(selected) ? selected : list.find(fits);
}

export function ManageBar() {
  const { stores } = useFolio();
  const { portfolio } = stores;
  const list = useStore(portfolio.list, (s) => s.value) ?? [];
  const selectedId = useStore(portfolio.ui, (s) => s.selectedId);
  const open = useStore(manageRequests, (s) => s.open);
  const refused = useStore(refusedTypes);
  const selected = list.find((p) => p.portfolioId === selectedId);
  const target = open ? targetOf(open, selected, list) : undefined;
  const select = (id: string | undefined) => portfolio.ui.setState({ selectedId: id });
  const t = useT();

  // A dialog opened from the palette about another portfolio shows that portfolio behind it.
  useEffect(() => {
    if (
      open &&
      target &&
      target.portfolioId !== selectedId &&
      (open.kind === 'add-transaction' || open.kind === 'sync' || open.kind === 'import')
    ) {
      select(target.portfolioId);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the request only
  }, [open, target?.portfolioId]);

  return (
    <section className="fd-card fd-manage-bar" aria-label={t('manage.bar')}>
      <ManageButtons selected={selected} refused={refused} />
      <SavedNote />
      <ImportNotice
        portfolios={list}
        onOpen={(portfolioId, jobId) => openManage({ kind: 'import', portfolioId, jobId })}
      />
      {manual(selected) && selected && (
        <ManualTransactions portfolioId={selected.portfolioId} portfolioName={selected.portfolioName} />
      )}
      {open && <ManageDialogs open={open} target={target} selected={selected} select={select} />}
    </section>
  );
}

/** The selected portfolio's actions, then what the service refused for its type, with the way to try again. */
function ManageButtons({
  selected,
  refused,
}: {
  selected: PortfolioSummary | undefined;
  refused: Record<string, TypeRefusal>;
}) {
  const own = selected !== undefined && !selected.shared;
  const t = useT();
  const refusal = own ? refused[selected.portfolioType] : undefined;
  return (
    <>
      <div className="fd-row">
        {takesTransactions(selected, refused) && (
          <button type="button" className="fd-button" onClick={() => openManage({ kind: 'add-transaction' })}>
            {t('manage.addTransaction')}
          </button>
        )}
        {manual(selected) && (
          <button type="button" className="fd-button" onClick={() => openManage({ kind: 'import' })}>
            {t('manage.importTransactions')}
          </button>
        )}
        {syncable(selected) && (
          <button type="button" className="fd-button" onClick={() => openManage({ kind: 'sync' })}>
            {t('manage.syncPortfolio')}
          </button>
        )}
        <button type="button" className="fd-button" onClick={() => openManage({ kind: 'connect-wallet' })}>
          {t('manage.connectWallet')}
        </button>
        <button type="button" className="fd-button" onClick={() => openManage({ kind: 'connect-exchange' })}>
          {t('manage.connectExchange')}
        </button>
        {own && (
          <button
            type="button"
            className="fd-button"
            onClick={() => openManage({ kind: 'delete-portfolio' })}
          >
            {t('manage.deletePortfolio')}
          </button>
        )}
      </div>
      {refusal && selected && (
        <p className="fd-hint" role="note">
          {t('manage.refused', {
            type: typeInSentence(selected.portfolioType, t),
            reason: refusal.say ? sayText(t, refusal.say) : refusal.reason,
          })}{' '}
          <button
            type="button"
            className="fd-button"
            onClick={() => {
              forgetRefusal(selected.portfolioType);
              openManage({ kind: 'add-transaction' });
            }}
          >
            {t('manage.tryAgain')}
          </button>
        </p>
      )}
    </>
  );
}

/** The dialog the user (or the palette) asked for, about its target portfolio; none that fits: said, then gone. */
function ManageDialogs(props: {
  open: ManageDialog;
  target: PortfolioSummary | undefined;
  selected: PortfolioSummary | undefined;
  select: (id: string | undefined) => void;
}) {
  const { open, target, selected, select } = props;
  const { portfolio } = useFolio().stores;
  const afterConnect = (id: string) =>
    reloadThenOpen(
      () => portfolio.list.load(NO_QUERY),
      () => portfolio.ui.getState().selectedId,
      () => select(id),
    );
  return (
    <>
      {open.kind === 'add-transaction' &&
        (target ? (
          <TransactionDialog
            portfolioId={target.portfolioId}
            portfolioName={target.portfolioName}
            portfolioType={target.portfolioType}
            onClose={closeManage}
          />
        ) : (
          <NothingFits text="manage.noneTakesTransactions" />
        ))}
      {open.kind === 'sync' &&
        (target ? (
          <SyncDialog portfolio={target} onClose={closeManage} />
        ) : (
          <NothingFits text="manage.noneToSync" />
        ))}
      {open.kind === 'import' &&
        (target ? (
          <ImportDialog portfolio={target} jobId={open.jobId} onClose={closeManage} />
        ) : (
          <NothingFits text="manage.noneToImport" />
        ))}
      {open.kind === 'connect-wallet' && (
        <ConnectWalletDialog onClose={closeManage} onConnected={(id) => void afterConnect(id)} />
      )}
      {open.kind === 'connect-exchange' && (
        <ConnectExchangeDialog onClose={closeManage} onConnected={(id) => void afterConnect(id)} />
      )}
      {open.kind === 'delete-portfolio' && selected && !selected.shared && (
        <DeletePortfolioDialog
          portfolio={selected}
          onClose={closeManage}
          onDeleted={() => {
            select(undefined);
            void portfolio.list.load(NO_QUERY);
          }}
        />
      )}
    </>
  );
}

function NothingFits({
  text,
}: {
  text: 'manage.noneTakesTransactions' | 'manage.noneToSync' | 'manage.noneToImport';
}) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(closeManage, 6000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="fd-banner fd-banner--stale" role="status">
      {t(text)}{' '}
      <button type="button" className="fd-button" onClick={closeManage}>
        {t('manage.dismiss')}
      </button>
    </p>
  );
}

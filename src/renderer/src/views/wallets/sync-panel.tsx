import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Input } from '../../../../shared/contract';
import type { CostPreview } from '../../../../shared/domain/credits';
import type { SyncProgress } from '../../../../shared/domain/wallet';
import { ConfirmSpend } from '../../components/confirm-spend';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { ErrorNote } from '../../components/error-note';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { syncFinished, syncOf } from '../../stores/wallet';
import { useRefusedWallet, walletName } from './refused-wallet';

/**
 * Sync: the cost is shown before anything is sent; a sync above the threshold (or across all networks) asks for
 * an explicit yes first; progress arrives as sync:progress events.
 */
export function SyncPanel({ walletId }: { walletId: string }) {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const [allNetworks, setAllNetworks] = useState(false);
  const [confirming, setConfirming] = useState<CostPreview | null>(null);
  const input: Input<'wallet:sync'> = { walletIds: [walletId], ...(allNetworks ? { allNetworks } : {}) };
  // The service refused this wallet's address: a sync of it would be refused too, so none is offered or priced.
  const refused = useRefusedWallet();
  const cost = useCostPreview('wallet:sync', refused ? null : input);
  const sync = useStore(stores.wallet.sync);
  const { syncId, progress, error, running } = syncOf(sync, walletId);
  const { receivedAt } = sync;

  const start = async (confirmToken?: string) => {
    setConfirming(null);
    stores.wallet.sync.setState({ syncId: null, walletIds: input.walletIds, progress: null, error: null });
    const envelope = await api.wallet.sync({ ...input, ...(confirmToken ? { confirmToken } : {}) });
    if (envelope.ok) return stores.wallet.sync.setState({ syncId: envelope.value.syncId });
    if (envelope.error.code === 'confirmation_required' && cost.preview) return setConfirming(cost.preview);
    stores.wallet.sync.setState({ error: envelope.error });
  };
  const confirmed = async () => {
    const envelope = await api.credits.confirm({ channel: 'wallet:sync', input });
    if (!envelope.ok) {
      setConfirming(null);
      return stores.wallet.sync.setState({ walletIds: input.walletIds, error: envelope.error });
    }
    await start(envelope.value.confirmToken);
  };
  const onSync = () => (cost.preview?.needsConfirmation ? setConfirming(cost.preview) : void start());
  const cancel = async () => {
    if (syncId) await api.wallet.syncCancel({ syncId });
  };

  return (
    <section className="fd-card" aria-labelledby="fd-sync">
      <h3 id="fd-sync">{t('wallets.syncTitle')}</h3>
      <div className="fd-row">
        <label>
          <input type="checkbox" checked={allNetworks} onChange={(e) => setAllNetworks(e.target.checked)} />{' '}
          {t('wallets.allNetworks')}
        </label>
        <button
          type="button"
          className="fd-button"
          onClick={onSync}
          disabled={running || refused !== null}
          aria-describedby={refused ? 'fd-sync-why' : undefined}
        >
          {t('wallets.sync')}
        </button>
        {refused ? (
          <span id="fd-sync-why" className="fd-cost">
            {t('wallets.syncNotOffered', { name: walletName(refused, fmt) })}
          </span>
        ) : (
          // Its status checks depend on how long the service takes: an estimate.
          <CostBadge cost={cost} about />
        )}
        {running && (
          <button type="button" className="fd-button" onClick={() => void cancel()}>
            {t('wallets.cancelSync')}
          </button>
        )}
      </div>
      {progress && <ProgressLine progress={progress} receivedAt={receivedAt} running={running} />}
      <ErrorNote error={error} />
      {confirming && (
        <ConfirmSpend
          what="sync"
          cost={confirming}
          onConfirm={() => void confirmed()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

/** Where the sync is, what the service said, how many status checks and seconds it has taken. */
function ProgressLine(props: { progress: SyncProgress; receivedAt: number; running: boolean }) {
  const { progress, receivedAt } = props;
  const fmt = useFormat();
  const t = useT();
  const elapsed = useLiveElapsed(progress, receivedAt, props.running);
  const values = {
    message: progress.say ? t(progress.say.id, progress.say.values) : progress.message,
    checks: progress.polls,
    n: fmt.count(progress.polls),
    seconds: fmt.count(elapsed),
  };
  return (
    <div role="status" aria-live="polite">
      <progress
        aria-label={t('wallets.syncProgress')}
        {...(progress.state === 'synced' ? { value: 1, max: 1 } : {})}
      />{' '}
      {/* A finished sync says when it finished: the line stays on screen long after. */}
      {syncFinished(progress)
        ? t('wallets.progressDone', { ...values, state: progress.state, time: fmt.time(receivedAt) })
        : t('wallets.progressRunning', values)}
    </div>
  );
}

/**
 * Seconds since the sync started, moving every second while it runs: progress events arrive only at each status
 * check, which can be several seconds apart. `receivedAt` is when the last one arrived.
 */
function useLiveElapsed(progress: SyncProgress | null, receivedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const ms = (progress?.elapsedMs ?? 0) + (running ? Math.max(0, now - receivedAt) : 0);
  return Math.round(ms / 1000);
}

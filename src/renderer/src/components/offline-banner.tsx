import { useStore } from 'zustand';
import { useFolio, useFormat } from '../stores/folio-context';
import { useSecondTick } from './use-second-tick';
import { useT } from '../stores/i18n';

// The one offline banner: shown once for the whole app while main cannot reach the service. Cards keep only
// their stale badge; this says since when, that cached data is shown, when the next automatic try is, and
// offers to try now (the probe is free: GET /usage/credits).

export function OfflineBanner() {
  const { stores, now } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const { state, retrying } = useStore(stores.connectivity);
  const at = useSecondTick(!state.online, now);
  if (state.online) return null;
  // The app's one time style ("4:23 PM", "16:23"), as the charts and tables write times.
  const title =
    state.offlineSince === null
      ? t('header.offline.title')
      : t('header.offline.titleSince', { time: fmt.time(state.offlineSince) });
  const left = state.nextProbeAt === null ? null : Math.max(0, Math.ceil((state.nextProbeAt - at) / 1000));
  const next =
    retrying || left === null
      ? t('header.offline.retryingNow')
      : t('header.offline.retryingIn', { seconds: fmt.count(left) });
  return (
    <div
      className="fd-banner fd-banner--stale fd-offline"
      role="status"
      aria-label={t('header.offline.label')}
    >
      <p>
        <strong>{title}</strong> {next}
        {state.reason && (
          <span className="fd-banner__detail">
            {' '}
            {t(
              state.reason === 'no answer in time' ? 'header.offline.timeout' : 'header.offline.unreachable',
            )}
          </span>
        )}
      </p>
      <button
        type="button"
        className="fd-button"
        onClick={() => void stores.connectivity.retry()}
        disabled={retrying}
      >
        {t(retrying ? 'header.offline.retrying' : 'header.offline.retry')}
      </button>
    </div>
  );
}

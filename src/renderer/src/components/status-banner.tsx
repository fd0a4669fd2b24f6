import { useStore } from 'zustand';
import type { AppError, Meta } from '../../../shared/envelope';
import type { StatusSubject } from '../../../shared/i18n/catalogues/en/status';
import { knownPlan } from '../stores/credits';
import { useFolio, useFormat, useNow } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { isKeyRefusal, useKeyRefused } from '../stores/key-refusal';
import { describeError, refusedAsInvalid } from '../lib/describe-error';
import { withSettingsLink } from './settings-link';

export interface StatusBannerProps {
  hasValue: boolean;
  meta: Meta | null;
  error: AppError | null;
  loading: boolean;
  onRetry: () => void;
  /**
   * The user's yes to a read refused above their confirmation threshold (resource.ts spend); without it such a
   * card can only point to the threshold in Settings.
   */
  onSpend?: (() => void) | undefined;
  /** What is being shown: its status message, which says each state as a whole sentence. */
  what: StatusSubject;
  /**
   * What to do when the service refuses this read as invalid (400), said in the card's own terms ("The service
   * refused Odd's address. Remove Odd…"): the card knows what the request names, the general advice does not.
   */
  whenRefused?: string | undefined;
  /** The room the loaded content will take, held by the first "Loading…" line (LoadingRoom). */
  reserve?: LoadingRoom | undefined;
}

/**
 * The usual height of what a card loads, by its kind: a row of buttons, a grid of figures, a chart (with a sentence
 * under it), a table. A card's first "Loading…" line holds that room, so the cards below stay where they will be.
 */
export type LoadingRoom = 'row' | 'figures' | 'chart' | 'noted-chart' | 'table';

/** The plan name from the credit meter, so a 403 can say which plan the user is on. */
function usePlan(): string | null {
  const { stores } = useFolio();
  return useStore(stores.credits.meter, (s) => knownPlan(s.value));
}

/** The service could not be reached at all: the app-wide offline banner says so once, with its Retry now. */
export const isConnectivityError = (error: AppError | null): boolean =>
  error !== null && (error.code === 'network' || (error.code === 'timeout' && error.status === undefined));

/**
 * Three cases: nothing to show and an error (say what to do, offer retry); cached data and a failed refresh that
 * is this card's own (show the data, say how old, offer retry); loading with nothing yet. Cached data that is only
 * old, or that could not be refreshed because the service is unreachable, gets no banner: its source line carries
 * the stale badge and the app-wide banner the offline state.
 */
export function StatusBanner(props: StatusBannerProps) {
  const { hasValue, meta, error, loading, onRetry, onSpend, what, whenRefused, reserve } = props;
  const fmt = useFormat();
  const t = useT();
  const now = useNow();
  const plan = usePlan();
  const { stores } = useFolio();
  const keyRefused = useKeyRefused(stores);
  const asks = error?.code === 'confirmation_required' && onSpend !== undefined;
  // Above the threshold, the card itself asks: the price is in the button, and pressing it is the yes.
  const retry = asks ? (
    <button type="button" className="fd-button fd-button--primary" onClick={onSpend} disabled={loading}>
      {loading
        ? t('header.status.reading')
        : error.cost
          ? t('header.status.spend', { credits: error.cost.credits, n: fmt.count(error.cost.credits) })
          : t('header.status.spendUnpriced')}
    </button>
  ) : (
    <button type="button" className="fd-button" onClick={onRetry} disabled={loading}>
      {loading ? t('header.status.retrying') : t('header.status.retry')}
    </button>
  );
  if (error && !hasValue && isConnectivityError(error)) {
    return (
      <p className="fd-loading" role="status">
        {t(what, { state: 'notCachedYet' })}
      </p>
    );
  }
  // The app-wide notice says the key was refused and links to Settings; a Retry with the same key cannot work.
  if (error && keyRefused && isKeyRefusal(error)) {
    return (
      <p className="fd-loading" role="status">
        {hasValue && meta
          ? t(what, { state: 'cachedKeyRefused', age: fmt.age(meta.fetchedAt, now) })
          : t('header.status.keyRefused')}
      </p>
    );
  }
  if (error && !hasValue) {
    const described = describeError(error, plan, t);
    const text =
      whenRefused !== undefined && refusedAsInvalid(error)
        ? { ...described, headline: whenRefused, advice: '' }
        : described;
    return (
      <div className={`fd-banner ${asks ? 'fd-banner--stale' : 'fd-banner--error'}`} role="alert">
        <p>
          <strong>{t(what, { state: asks ? 'readAsk' : 'couldNotLoad' })}</strong> {text.headline}
          {text.advice && ' '}
          {withSettingsLink(text.advice, t('errors.settingsLink'))}
        </p>
        {text.detail && <p className="fd-banner__detail">{text.detail}</p>}
        {(asks || (error.code !== 'confirmation_required' && !refusedAsInvalid(error))) && retry}
      </div>
    );
  }
  if (hasValue && meta && error && !isConnectivityError(error)) {
    const text = describeError(error, plan, t);
    return (
      <div className="fd-banner fd-banner--stale" role="status">
        <p>
          <strong>{t(what, { state: 'showingCached', age: fmt.age(meta.fetchedAt, now) })}</strong>{' '}
          {text.headline} {withSettingsLink(text.advice, t('errors.settingsLink'))}
        </p>
        {text.detail && <p className="fd-banner__detail">{text.detail}</p>}
        {(asks || error.code !== 'confirmation_required') && retry}
      </div>
    );
  }
  if (loading && !hasValue) {
    return (
      <p className={reserve ? `fd-loading fd-loading--${reserve}` : 'fd-loading'} role="status">
        {t(what, { state: 'loading' })}
      </p>
    );
  }
  return null;
}

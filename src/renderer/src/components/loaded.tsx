import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Meta } from '../../../shared/envelope';
import type { StatusSubject } from '../../../shared/i18n/catalogues/en/status';
import type { StoreApi } from 'zustand/vanilla';
import { showsQuery, type ResourceState } from '../stores/resource';
import { retryOptions } from '../lib/describe-error';
import { SourceLine } from './source-line';
import { StatusBanner, type LoadingRoom } from './status-banner';
import { useT } from '../stores/i18n';

export interface LoadedProps<T, Q> {
  /** Any store with a resource's state and reload (a resource store, or the candle chart's range store). */
  store: Pick<StoreApi<ResourceState<T, Q>>, 'getState' | 'getInitialState' | 'subscribe'> & {
    reload(options?: { refresh?: boolean }): Promise<void>;
    /** The user's yes to a read refused above their confirmation threshold (resource.ts). */
    spend?: () => Promise<void>;
  };
  /** What is being shown, named by its status message (StatusBanner). */
  what: StatusSubject;
  /** What to do when the service refuses the read as invalid (400), in the card's terms (StatusBanner). */
  whenRefused?: string | undefined;
  children: (value: T, meta: Meta) => ReactNode;
  /** Hide the visible source line (when the parent shows one for the whole card). */
  quiet?: boolean;
  /**
   * What a new query is loading ("1M", "Main"): while it loads, the previous answer stays on screen dimmed under
   * "Loading 1M…", so nothing is labelled as what it is not. Without it the previous answer shows as it is.
   */
  pending?: (query: Q) => string;
  /** The kind of room the content takes, held while it first loads so the cards below do not drop. */
  reserve?: LoadingRoom;
}

/** A read's banner alone (error, stale, loading), with its Retry and, above the threshold, its Spend. */
export function ReadBanner<T, Q>(
  props: Pick<LoadedProps<T, Q>, 'store' | 'what' | 'whenRefused' | 'reserve'> & { hasValue?: boolean },
) {
  const { store } = props;
  const state = useStore(store);
  return (
    <StatusBanner
      hasValue={props.hasValue ?? state.value !== null}
      meta={state.meta}
      error={state.error}
      loading={state.loading}
      // A read that timed out is not sent again by itself (main: a late answer may be charged): Retry asks now.
      onRetry={() => void store.reload(retryOptions(state.error ?? state.meta?.error))}
      onSpend={store.spend ? () => void store.spend?.() : undefined}
      what={props.what}
      whenRefused={props.whenRefused}
      reserve={props.reserve}
    />
  );
}

/** A remote read on screen: its banner (error, stale, loading), its source line, then its content. */
export function Loaded<T, Q>(props: LoadedProps<T, Q>) {
  const { store, what, children, quiet = false, pending, whenRefused, reserve } = props;
  const t = useT();
  const state = useStore(store);
  // Without `pending` to label it, a value that answers another query (the wallet selected before) is not shown
  // under this one: it would read as this query's cached data, which may never have existed.
  const value = pending !== undefined || showsQuery(state) ? state.value : null;
  const switching =
    pending !== undefined &&
    state.loading &&
    state.query !== null &&
    state.value !== null &&
    !showsQuery(state);
  return (
    <>
      <ReadBanner
        store={store}
        what={what}
        hasValue={value !== null}
        whenRefused={whenRefused}
        reserve={reserve}
      />
      {switching && pending && state.query !== null && (
        <p className="fd-loading" role="status">
          {t('header.status.loadingQuery', { query: pending(state.query) })}
        </p>
      )}
      {value !== null &&
        state.meta !== null &&
        (pending === undefined ? (
          <>
            {!quiet && <SourceLine meta={state.meta} />}
            {children(value, state.meta)}
          </>
        ) : (
          // A stable wrapper, so the content is not rebuilt (a chart redrawn) when loading starts or ends.
          <div className={switching ? 'fd-pending' : undefined} aria-busy={switching || undefined}>
            {!quiet && <SourceLine meta={state.meta} />}
            {children(value, state.meta)}
          </div>
        ))}
    </>
  );
}

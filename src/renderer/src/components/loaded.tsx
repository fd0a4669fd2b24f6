import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Meta } from '../../../shared/envelope';
import type { ResourceStore } from '../stores/resource';
import { SourceLine } from './source-line';
import { StatusBanner } from './status-banner';

export interface LoadedProps<T, Q> {
  store: ResourceStore<T, Q>;
  /** What is being shown, for the banner ("holdings"). */
  what: string;
  children: (value: T, meta: Meta) => ReactNode;
  /** Hide the visible source line (when the parent shows one for the whole card). */
  quiet?: boolean;
}

/** A remote read on screen: its banner (error, stale, loading), its source line, then its content. */
export function Loaded<T, Q>({ store, what, children, quiet = false }: LoadedProps<T, Q>) {
  const state = useStore(store);
  return (
    <>
      <StatusBanner
        hasValue={state.value !== null}
        meta={state.meta}
        error={state.error}
        loading={state.loading}
        onRetry={() => void store.reload()}
        what={what}
      />
      {state.value !== null && state.meta !== null && (
        <>
          {!quiet && <SourceLine meta={state.meta} />}
          {children(state.value, state.meta)}
        </>
      )}
    </>
  );
}

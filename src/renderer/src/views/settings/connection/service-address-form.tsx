import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { AddressSource } from '../../../../../shared/domain/connection';
import type { AppError } from '../../../../../shared/envelope';
import { checkServiceAddress } from '../../../../../shared/service-address';
import { ErrorNote } from '../../../components/error-note';
import { useFolio } from '../../../stores/folio-context';
import type { ConnectionStore } from './use-connection';

const SOURCES: Record<AddressSource, string> = {
  default: 'the default',
  settings: 'saved in Settings',
  'start-option': 'set by --api-base-url for this run',
};

/**
 * Advanced: the Service address every request goes to. Saving checks it at once (with the stored key); an address
 * that is not https (or plain http on this computer) is refused here and again in main.
 */
export function ServiceAddressForm({
  store,
  onChecking,
}: {
  store: ConnectionStore;
  onChecking: (checking: boolean) => void;
}) {
  const { api } = useFolio();
  const ids = { field: useId(), hint: useId() };
  const state = useStore(store, (s) => s.value);
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state) return null;
  const shown = text ?? state.address;

  const send = async (address: string | null) => {
    setBusy(true);
    onChecking(true);
    const answer = await api.connection.setAddress({ address });
    onChecking(false);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setError(null);
    setText(null);
    store.put(answer.value, answer.meta);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkServiceAddress(shown);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    void send(checked.address);
  };

  return (
    <details className="fd-advanced" open={state.source !== 'default' || undefined}>
      <summary>Advanced</summary>
      <form className="fd-key-form" onSubmit={save} noValidate>
        <label htmlFor={ids.field}>Service address</label>
        <input
          id={ids.field}
          name="service-address"
          type="url"
          value={shown}
          spellCheck={false}
          autoCapitalize="off"
          aria-describedby={ids.hint}
          aria-invalid={problem !== null || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="fd-button" disabled={busy || shown.trim() === state.address}>
          Use this address
        </button>
        {state.source !== 'default' && (
          <button type="button" className="fd-button" disabled={busy} onClick={() => void send(null)}>
            Use the default
          </button>
        )}
      </form>
      <p id={ids.hint} className="fd-hint" data-testid="service-address">
        Requests go to {state.address} ({SOURCES[state.source]}), version segment included. The default is{' '}
        {state.defaultAddress}. Only https, or plain http on this computer (127.0.0.1, ::1, localhost).
      </p>
      {problem && (
        <p className="fd-banner fd-banner--error" role="alert">
          {problem}
        </p>
      )}
      <ErrorNote error={error} />
    </details>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { AddressSource } from '../../../../../shared/domain/connection';
import type { AppError } from '../../../../../shared/envelope';
import { checkServiceAddress } from '../../../../../shared/service-address';
import { ErrorNote } from '../../../components/error-note';
import { useFolio } from '../../../stores/folio-context';
import type { ConnectionStore } from './use-connection';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import { messageParts } from '../../../components/message-parts';
import { useT } from '../../../stores/i18n';

const SOURCES: Record<AddressSource, MessageId> = {
  default: 'settings.address.source.default',
  settings: 'settings.address.source.settings',
  'start-option': 'settings.address.source.startOption',
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
  const t = useT();
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
      <summary>{t('settings.address.advanced')}</summary>
      <form className="fd-key-form" onSubmit={save} noValidate>
        <label htmlFor={ids.field}>{t('settings.address.label')}</label>
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
          {t('settings.address.use')}
        </button>
        {state.source !== 'default' && (
          <button type="button" className="fd-button" disabled={busy} onClick={() => void send(null)}>
            {t('settings.address.useDefault')}
          </button>
        )}
      </form>
      <p id={ids.hint} className="fd-hint" data-testid="service-address">
        {messageParts(t, 'settings.address.hint', {
          address: <span translate="no">{state.address}</span>,
          defaultAddress: <span translate="no">{state.defaultAddress}</span>,
          source: t(SOURCES[state.source]),
        })}
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

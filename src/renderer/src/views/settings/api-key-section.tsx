import { useStore } from 'zustand';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { KeyStatus } from '../../../../shared/domain/common';
import type { AppError, Envelope } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { englishTranslator } from '../../../../shared/i18n/translator';
import { useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { NO_QUERY } from '../../stores/resource';
import { ConnectionSummary } from './connection/connection-summary';
import { ServiceAddressForm } from './connection/service-address-form';
import type { ConnectionStore } from './connection/use-connection';
import { SecretInput, useSecretField } from './secret-field';

// The API key lives in the OS keychain, read only by main. This form hands a typed key over once and learns
// back { present, last4 }; the field never holds it in React state (secret-field.tsx). Storing a key runs the
// connection check in main before the answer comes back; its outcome (plan and credits, or what went wrong) shows
// below the form.

export function describeKey(status: KeyStatus | null, t: Translate = englishTranslator.t): string {
  if (!status) return t('settings.key.checking');
  const last4 = status.last4 ?? '';
  if (status.present && status.sessionOnly) return t('settings.key.session', { last4 });
  return status.present ? t('settings.key.stored', { last4 }) : t('settings.key.none');
}

/** What the keychain holds, the last answer, and the sends that change it or check it. */
function useApiKey(connection: ConnectionStore, field: ReturnType<typeof useSecretField>) {
  const { api } = useFolio();
  const t = useT();
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<KeyStatus | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  const settle = useCallback((answer: Envelope<KeyStatus>, saidDone: string) => {
    if (answer.ok) {
      setStatus(answer.value);
      setError(null);
      setDone(saidDone);
    } else {
      setError(answer.error);
      setDone('');
    }
  }, []);

  useEffect(() => {
    void connection.load(NO_QUERY);
  }, [connection]);

  useEffect(() => {
    let live = true;
    void api.settings.keyStatus().then((answer) => {
      if (!live) return;
      if (answer.ok) setStatus(answer.value.apiKey);
      else setError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const apiKey = field.take();
    if (apiKey === null) return;
    setBusy(true);
    setChecking(true);
    settle(await api.settings.setApiKey({ apiKey }), t('settings.key.saved'));
    await connection.reload();
    setChecking(false);
    setBusy(false);
  };

  // The key the keychain refused was held by main and is now in its memory: show it as stored, then checked.
  const keptForSession = async () => {
    const answer = await api.settings.keyStatus();
    if (!answer.ok || !answer.value.apiKey.sessionOnly) return;
    settle({ ...answer, value: answer.value.apiKey }, t('settings.key.keptForSession'));
    await connection.reload();
  };

  const checkAgain = async () => {
    setChecking(true);
    const answer = await api.connection.check();
    if (answer.ok) connection.put(answer.value, answer.meta);
    setChecking(false);
  };

  const clear = async () => {
    setBusy(true);
    settle(await api.settings.clearApiKey(), t('settings.key.cleared'));
    setBusy(false);
  };
  return { status, error, busy, done, checking, setChecking, save, keptForSession, checkAgain, clear };
}

export function ApiKeySection({ connection }: { connection: ConnectionStore }) {
  const fieldId = useId();
  const hintId = useId();
  const field = useSecretField();
  const t = useT();
  const { status, error, busy, done, checking, setChecking, save, keptForSession, checkAgain, clear } =
    useApiKey(connection, field);
  const stored = status?.present === true;
  // After the key is cleared, the last check (made with it) no longer describes anything.
  const lastOutcome = useStore(connection, (s) => s.value?.check?.outcome.kind ?? null);
  return (
    <section className="fd-card fd-settings-section" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>{t('settings.key.title')}</h3>
      <p className="fd-key-status" aria-live="polite">
        <span data-testid="key-status">{describeKey(status, t)}</span>
      </p>
      <form className="fd-key-form" onSubmit={(event) => void save(event)}>
        <label htmlFor={fieldId}>{t(stored ? 'settings.key.new' : 'settings.key.label')}</label>
        <SecretInput field={field} id={fieldId} name="api-key" describedBy={hintId} />
        <button type="submit" className="fd-button fd-button--primary" disabled={busy || !field.hasText}>
          {t(stored ? 'settings.key.replace' : 'settings.key.save')}
        </button>
        {stored && (
          <button type="button" className="fd-button" disabled={busy} onClick={() => void clear()}>
            {t('settings.key.clear')}
          </button>
        )}
      </form>
      <p id={hintId} className="fd-hint">
        {t(status?.sessionOnly ? 'settings.key.hintSession' : 'settings.key.hint')}
      </p>
      {done && !error && (
        <p className="fd-hint" role="status">
          {done}
        </p>
      )}
      <ErrorNote error={error} onKeptForSession={() => void keptForSession()} />
      {(stored || checking || lastOutcome === 'no-key') && (
        <div className="fd-row">
          <ConnectionSummary
            store={connection}
            checking={checking}
            sessionOnly={status?.sessionOnly === true}
          />
          {!checking && stored && (
            <button type="button" className="fd-button" disabled={busy} onClick={() => void checkAgain()}>
              {t('settings.key.checkAgain')}
            </button>
          )}
        </div>
      )}
      <ServiceAddressForm store={connection} onChecking={setChecking} />
    </section>
  );
}

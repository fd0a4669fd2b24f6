import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { KeyStatus } from '../../../../shared/domain/common';
import type { AppError, Envelope } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';

// The API key lives in the OS keychain, read only by main. This form hands a typed key over once and learns
// back { present, last4 }. The field is uncontrolled on purpose: the key is never held in React state, and the
// field is emptied the moment the key is sent.

export function describeKey(status: KeyStatus | null): string {
  if (!status) return 'Checking the keychain…';
  return status.present ? `Stored (…${status.last4 ?? ''})` : 'No key stored';
}

export function ApiKeySection() {
  const { api } = useFolio();
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<KeyStatus | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const [hasText, setHasText] = useState(false);
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
    const input = field.current;
    if (!input || input.value.trim() === '') return;
    const apiKey = input.value;
    input.value = '';
    setHasText(false);
    setBusy(true);
    settle(await api.settings.setApiKey({ apiKey }), 'Key saved in the keychain.');
    setBusy(false);
  };

  const clear = async () => {
    setBusy(true);
    settle(await api.settings.clearApiKey(), 'Key removed from the keychain. Folio Desk is in demo mode.');
    setBusy(false);
  };

  const stored = status?.present === true;
  return (
    <section className="fd-card fd-settings-section" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>Access to the data service</h3>
      <p className="fd-key-status" aria-live="polite">
        <span data-testid="key-status">{describeKey(status)}</span>
      </p>
      <form className="fd-key-form" onSubmit={(event) => void save(event)}>
        <label htmlFor={fieldId}>{stored ? 'New API key' : 'API key'}</label>
        <input
          ref={field}
          id={fieldId}
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          aria-describedby={hintId}
          onInput={(event) => setHasText(event.currentTarget.value.trim() !== '')}
        />
        <button type="submit" className="fd-button fd-button--primary" disabled={busy || !hasText}>
          {stored ? 'Replace' : 'Save'}
        </button>
        {stored && (
          <button type="button" className="fd-button" disabled={busy} onClick={() => void clear()}>
            Clear
          </button>
        )}
      </form>
      <p id={hintId} className="fd-hint">
        Stored in your system keychain, never on disk in plain text. Folio Desk shows only its last four
        characters. Without a key it runs in demo mode with sample data.
      </p>
      {done && !error && (
        <p className="fd-hint" role="status">
          {done}
        </p>
      )}
      <ErrorNote error={error} />
    </section>
  );
}

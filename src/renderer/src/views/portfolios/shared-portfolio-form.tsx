import { useState, type FormEvent } from 'react';
import type { AppError } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';

/** Adds someone's shared portfolio by its share token and, when the owner set one, its passcode. */
export function SharedPortfolioForm({
  onAdded,
  onCancel,
}: {
  onAdded: (portfolioId: string) => void;
  onCancel: () => void;
}) {
  const { api, stores } = useFolio();
  const [name, setName] = useState('');
  const [shareToken, setShareToken] = useState('');
  const [passcode, setPasscode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const envelope = await api.portfolio.addShared({
      name: name.trim(),
      shareToken: shareToken.trim(),
      ...(passcode ? { passcode } : {}),
    });
    setBusy(false);
    if (!envelope.ok) return setError(envelope.error);
    setName('');
    setShareToken('');
    setPasscode('');
    await stores.portfolio.list.load(NO_QUERY);
    onAdded(envelope.value.portfolioId);
  };

  return (
    <form className="fd-shared-form" onSubmit={(e) => void submit(e)} aria-labelledby="fd-add-shared">
      <h3 id="fd-add-shared">Add a shared portfolio</h3>
      <div className="fd-row">
        <label className="fd-field">
          Name
          {/* The form opens on the user's request: the first field takes the focus. */}
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} autoFocus />
        </label>
        <label className="fd-field">
          Share token
          <input
            value={shareToken}
            onChange={(e) => setShareToken(e.target.value)}
            required
            minLength={4}
            autoComplete="off"
          />
        </label>
        <label className="fd-field">
          Passcode (if the owner set one)
          <input
            type="password"
            value={passcode}
            onChange={(e) => setPasscode(e.target.value)}
            autoComplete="off"
          />
        </label>
        <button type="submit" className="fd-button" disabled={busy}>
          {busy ? 'Adding…' : 'Add'}
        </button>
        <button type="button" className="fd-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}

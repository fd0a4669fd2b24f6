import { useState } from 'react';
import { useFolio } from '../stores/folio-context';

/**
 * Offered with a "no OS keychain" error: keep secrets in main's memory until Folio Desk quits, never on disk.
 * The secret whose storing just failed is kept at once (main held it for this answer); nothing else is asked.
 */
export function SessionOnlyOffer({ onKept }: { onKept?: (kept: string[]) => void }) {
  const { api } = useFolio();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    const answer = await api.settings.keepSecretsForSession();
    setBusy(false);
    if (!answer.ok) return setSaid(answer.error.message);
    const { kept } = answer.value;
    setSaid(
      kept.length > 0
        ? `Kept in memory for this session only: ${kept.join(' and ')}. Folio Desk forgets it when it quits.`
        : 'Secrets are now kept in memory for this session only, and forgotten when Folio Desk quits. Try again.',
    );
    onKept?.(kept);
  };
  if (said) return <p role="status">{said}</p>;
  return (
    <button type="button" className="fd-button" disabled={busy} onClick={() => void keep()}>
      Use for this session only
    </button>
  );
}

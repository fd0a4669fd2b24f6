import { useState } from 'react';
import { pluralLocale } from '../../../shared/i18n/languages';
import { useFolio } from '../stores/folio-context';
import { useTranslator } from '../stores/i18n';

/**
 * Offered with a "no OS keychain" error: keep secrets in main's memory until Folio Desk quits, never on disk.
 * The secret whose storing just failed is kept at once (main held it for this answer); nothing else is asked.
 */
export function SessionOnlyOffer({ onKept }: { onKept?: (kept: string[]) => void }) {
  const { api } = useFolio();
  const translator = useTranslator();
  const { t } = translator;
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    const answer = await api.settings.keepSecretsForSession();
    setBusy(false);
    if (!answer.ok) return setSaid(answer.error.message);
    const { kept, kinds } = answer.value;
    // The secrets by name in the user's language, listed as that language lists ("A und B"); main's English
    // names when it sent no kinds.
    const names = kinds ? kinds.map((kind) => t('notices.secret', { kind })) : kept;
    const list = new Intl.ListFormat(pluralLocale(translator.language), { type: 'conjunction' });
    setSaid(
      kept.length > 0
        ? t('notices.keptForSession', { secrets: list.format(names) })
        : t('notices.keptAllForSession'),
    );
    onKept?.(kept);
  };
  if (said) return <p role="status">{said}</p>;
  return (
    <button type="button" className="fd-button" disabled={busy} onClick={() => void keep()}>
      {t('notices.useForSession')}
    </button>
  );
}

import { useFolio } from '../stores/folio-context';
import { useKeyRefused } from '../stores/key-refusal';
import { messageParts } from './message-parts';
import { useT } from '../stores/i18n';

// The one notice that the service refused the API key (401): shown once for the whole app, like the offline
// banner, instead of the same sentence and a useless Retry on every card. Settings explains it in full, so the
// notice is not repeated there.

export function KeyRefusedBanner({ onSettings }: { onSettings: boolean }) {
  const { stores } = useFolio();
  const refused = useKeyRefused(stores);
  const t = useT();
  if (!refused || onSettings) return null;
  return (
    <div
      className="fd-banner fd-banner--error fd-key-refused"
      role="alert"
      aria-label={t('header.refused.label')}
    >
      <p>
        <strong>{t('header.refused.title')}</strong>{' '}
        {messageParts(t, 'header.refused.text', {
          settings: <a href="#settings">{t('header.refused.settings')}</a>,
        })}
      </p>
    </div>
  );
}

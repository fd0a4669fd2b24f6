import { messageParts } from '../../../components/message-parts';
import { useT } from '../../../stores/i18n';

// Where the tray's coins come from now: the watchlists, managed in their own view (no list to keep here). One
// paragraph of text, not a row: a flex row made the sentence, its link and "view." three items on three lines.
/** The tray note. */
export function TrayPreferences() {
  const t = useT();
  return (
    <p className="fd-hint">
      {messageParts(t, 'settings.prefs.tray', {
        watchlist: <a href="#watchlist">{t('settings.prefs.watchlist')}</a>,
      })}
    </p>
  );
}

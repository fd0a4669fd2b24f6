import { resolveLanguage, type LanguageSetting, type UiLanguage } from '../../shared/i18n/languages';
import type { Translator } from '../../shared/i18n/translator';
import { createWords } from '../lib/words';

// The words of an alert's OS notification, in the settings' language: main shows it itself, so main formats it.
// Main knows no window locale; the process's own stands for the system's when the language follows the system.
// The words load when first asked (lib/words.ts); the alerts service waits for them before it notifies.

/** How long after start the catalogue is loaded: the first view's answers go first, alerts come minutes later. */
export const ALERT_WORDS_DELAY_MS = 2_000;

/** The translator of the settings' language; `pending` is its load while it is still on the way. */
export interface AlertWords {
  /** The settings' language when loaded, else English when loaded, else null (nothing has loaded yet). */
  (): Translator | null;
  /** While the settings' language is loading (just after a change): its translator once loaded; else null. */
  pending?(): Promise<Translator> | null;
}

export function alertWords(language: () => LanguageSetting, delayMs = ALERT_WORDS_DELAY_MS): AlertWords {
  // Asking the system's locale starts ICU (about 15 ms of CPU): asked when first needed, not while the app starts.
  let systemLocale: string | undefined;
  const locale = () => (systemLocale ??= Intl.DateTimeFormat().resolvedOptions().locale);
  const loaded = createWords();
  const wanted = (): UiLanguage => {
    const setting = language();
    return resolveLanguage(setting, setting === 'system' ? locale() : '');
  };
  const words: AlertWords = () => loaded.now(wanted()) ?? loaded.now('en');
  words.pending = () => {
    const language = wanted();
    return loaded.now(language) ? null : loaded.load(language);
  };
  // Asked once soon after start, so the catalogue is loaded before the first alert fires. The app may have
  // closed by then (its settings with it): the words are then asked for by no one.
  setTimeout(() => {
    try {
      words();
    } catch {
      // Nothing to load for a closed app.
    }
  }, delayMs).unref();
  return words;
}

import { resolveLanguage, type LanguageSetting, type UiLanguage } from '../../shared/i18n/languages';
import { loadTranslator } from '../../shared/i18n/load';
import { englishTranslator, type Translator } from '../../shared/i18n/translator';

// The words of an alert's OS notification, in the settings' language: main shows it itself, so main formats it.
// Main knows no window locale; the process's own stands for the system's when the language follows the system.
// A notification is made synchronously, so a language whose catalogue is still loading speaks English once.

/** How long after start the catalogue is loaded: the first view's answers go first, alerts come minutes later. */
export const ALERT_WORDS_DELAY_MS = 2_000;

export function alertWords(
  language: () => LanguageSetting,
  delayMs = ALERT_WORDS_DELAY_MS,
): () => Translator {
  // Asking the system's locale starts ICU (about 15 ms of CPU): asked when first needed, not while the app starts.
  let systemLocale: string | undefined;
  const locale = () => (systemLocale ??= Intl.DateTimeFormat().resolvedOptions().locale);
  const loaded = new Map<UiLanguage, Translator>([['en', englishTranslator]]);
  const loading = new Set<UiLanguage>();
  const words = (): Translator => {
    const setting = language();
    const wanted = resolveLanguage(setting, setting === 'system' ? locale() : '');
    const ready = loaded.get(wanted);
    if (ready) return ready;
    if (!loading.has(wanted)) {
      loading.add(wanted);
      void loadTranslator(wanted)
        .then((translator) => loaded.set(wanted, translator))
        .finally(() => loading.delete(wanted));
    }
    return englishTranslator;
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

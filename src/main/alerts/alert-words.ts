import { resolveLanguage, type LanguageSetting, type UiLanguage } from '../../shared/i18n/languages';
import { loadTranslator } from '../../shared/i18n/load';
import { englishTranslator, type Translator } from '../../shared/i18n/translator';

// The words of an alert's OS notification, in the settings' language: main shows it itself, so main formats it.
// Main knows no window locale; the process's own stands for the system's when the language follows the system.
// A notification is made synchronously, so a language whose catalogue is still loading speaks English once.

/** How long after start the catalogue is loaded: the first view's answers go first, alerts come minutes later. */
export const ALERT_WORDS_DELAY_MS = 2_000;

/** The translator of the settings' language; `pending` is its load while it is still on the way. */
export interface AlertWords {
  (): Translator;
  /** While the settings' language is loading (just after a change): its translator once loaded; else null. */
  pending?(): Promise<Translator> | null;
  /** The system's locale: the number format the screens use (the language is a choice apart). */
  numbers?(): string;
  /** Drops the load planned for soon after start: the app is closing. */
  stop?(): void;
}

export function alertWords(language: () => LanguageSetting, delayMs = ALERT_WORDS_DELAY_MS): AlertWords {
  // Asking the system's locale starts ICU (about 15 ms of CPU): asked when first needed, not while the app starts.
  let systemLocale: string | undefined;
  const locale = () => (systemLocale ??= Intl.DateTimeFormat().resolvedOptions().locale);
  const loaded = new Map<UiLanguage, Translator>([['en', englishTranslator]]);
  const loading = new Map<UiLanguage, Promise<Translator>>();
  const wanted = (): UiLanguage => {
    const setting = language();
    return resolveLanguage(setting, setting === 'system' ? locale() : '');
  };
  const load = (language: UiLanguage): Promise<Translator> => {
    let promise = loading.get(language);
    if (!promise) {
      promise = loadTranslator(language).then((translator) => {
        loaded.set(language, translator);
        return translator;
      });
      promise.catch(() => undefined).finally(() => loading.delete(language));
      loading.set(language, promise);
    }
    return promise;
  };
  const words: AlertWords = () => {
    const language = wanted();
    const ready = loaded.get(language);
    if (ready) return ready;
    void load(language).catch(() => undefined);
    return englishTranslator;
  };
  words.numbers = locale;
  words.pending = () => {
    const language = wanted();
    return loaded.has(language) ? null : load(language);
  };
  // Asked once soon after start, so the catalogue is loaded before the first alert fires. Closing drops it: a
  // pending timer would keep the closed app, its cached answers included, in memory until it ran.
  const soon = setTimeout(() => {
    try {
      words();
    } catch {
      // A settings read that fails here is met again, and said, where an alert needs its words.
    }
  }, delayMs);
  soon.unref();
  words.stop = () => clearTimeout(soon);
  return words;
}

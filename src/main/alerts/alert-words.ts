import { resolveLanguage, type LanguageSetting, type UiLanguage } from '../../shared/i18n/languages';
import { loadTranslator } from '../../shared/i18n/load';
import { englishTranslator, type Translator } from '../../shared/i18n/translator';

// The words of an alert's OS notification, in the settings' language: main shows it itself, so main formats it.
// Main knows no window locale; the process's own stands for the system's when the language follows the system.
// A notification is made synchronously, so a language whose catalogue is still loading speaks English once.

export function alertWords(language: () => LanguageSetting): () => Translator {
  const systemLocale = Intl.DateTimeFormat().resolvedOptions().locale;
  const loaded = new Map<UiLanguage, Translator>([['en', englishTranslator]]);
  const loading = new Set<UiLanguage>();
  const words = (): Translator => {
    const wanted = resolveLanguage(language(), systemLocale);
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
  // Asked once now, so the catalogue is loaded before the first alert fires.
  words();
  return words;
}

import { resolveLanguage, type LanguageSetting, type UiLanguage } from '../../shared/i18n/languages';
import { loadTranslator } from '../../shared/i18n/load';
import { englishTranslator, type Translator } from '../../shared/i18n/translator';

// The tray's words in the user's language. The menu is built synchronously, so a language not yet loaded shows
// in English once and the menu is built again when its catalogue arrives.

export interface TrayWords {
  for(setting: LanguageSetting, systemLocale: string): Translator;
}

export function createTrayWords(onLoaded: () => void): TrayWords {
  const loaded = new Map<UiLanguage, Translator>([['en', englishTranslator]]);
  const loading = new Set<UiLanguage>();
  return {
    for(setting, systemLocale) {
      const language = resolveLanguage(setting, systemLocale);
      const ready = loaded.get(language);
      if (ready) return ready;
      if (!loading.has(language)) {
        loading.add(language);
        void loadTranslator(language)
          .then((translator) => {
            loaded.set(language, translator);
            onLoaded();
          })
          .finally(() => loading.delete(language));
      }
      return englishTranslator;
    },
  };
}

import { resolveLanguage, type LanguageSetting } from '../../shared/i18n/languages';
import type { Translator } from '../../shared/i18n/translator';
import { createWords } from '../lib/words';

// The tray's words in the user's language. The menu is built synchronously: until its language has loaded it is
// shown in English when English is in, and built again as each catalogue arrives.

export interface TrayWords {
  /** The words to build the menu with now; null while no catalogue has loaded yet. */
  for(setting: LanguageSetting, systemLocale: string): Translator | null;
  /** Resolves once the setting's language is loaded. */
  ready(setting: LanguageSetting, systemLocale: string): Promise<void>;
}

export function createTrayWords(onLoaded: () => void): TrayWords {
  const words = createWords(onLoaded);
  return {
    for: (setting, systemLocale) => words.now(resolveLanguage(setting, systemLocale)) ?? words.now('en'),
    async ready(setting, systemLocale) {
      await words.load(resolveLanguage(setting, systemLocale));
    },
  };
}

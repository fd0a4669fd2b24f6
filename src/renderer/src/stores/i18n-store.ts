import { createStore } from 'zustand/vanilla';
import { resolveLanguage, type LanguageSetting, type UiLanguage } from '../../../shared/i18n/languages';
import { loadTranslator } from '../../../shared/i18n/load';
import { englishTranslator, type Translator } from '../../../shared/i18n/translator';

// The words on screen, in the chosen language. A change swaps the translator in place: every view re-renders in
// the new language at once, with no restart. English shows until the chosen catalogue has arrived.

export interface I18nState {
  translator: Translator;
  /** The language last asked for; a slower earlier load never replaces it. */
  requested: UiLanguage;
}

export function createI18nStore() {
  return createStore<I18nState>()(() => ({ translator: englishTranslator, requested: 'en' }));
}

export type I18nStore = ReturnType<typeof createI18nStore>;

/** Loads the setting's language; a later choice wins over a slower earlier load. */
export async function applyLanguage(
  store: I18nStore,
  setting: LanguageSetting,
  systemLocale: string,
): Promise<void> {
  const language = resolveLanguage(setting, systemLocale);
  store.setState({ requested: language });
  const translator = await loadTranslator(language);
  if (store.getState().requested === language) store.setState({ translator });
}

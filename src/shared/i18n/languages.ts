// The interface's languages. The language of the words is a choice apart from the number format: a German
// reader may keep US number formats, and the other way round.

export const LANGUAGES = ['en', 'de', 'es', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** 'pseudo' is the test language: accented, longer and bracketed, so an untranslated string stands out. */
export type UiLanguage = Language | 'pseudo';
export type LanguageSetting = 'system' | UiLanguage;

/** Each language's name in itself, as a language menu lists them. */
export const LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  pseudo: 'Pseudo',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The system's locale ("de-AT") picks its language when it is one of ours, else English. */
export function resolveLanguage(setting: LanguageSetting, systemLocale: string): UiLanguage {
  if (setting !== 'system') return setting;
  const primary = systemLocale.toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : 'en';
}

export function direction(language: UiLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The locale plurals and selects are chosen by; the pseudo language counts as English does. */
export function pluralLocale(language: UiLanguage): string {
  return language === 'pseudo' ? 'en' : language;
}

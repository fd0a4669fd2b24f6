import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { english, type Catalogue, type MessageId } from './catalogues/en/index';
import { direction, pluralLocale, type UiLanguage } from './languages';
import { pseudoCatalogue, type CompiledCatalogue } from './pseudo';

// One translator per language: ICU plurals and selects through FormatJS, the words from the language's
// catalogue. A message that cannot be formatted falls back to English rather than showing its id.

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly language: UiLanguage;
  readonly dir: 'ltr' | 'rtl';
  t(id: MessageId, values?: MessageValues): string;
}

const cache = createIntlCache();

function intlFor(language: UiLanguage, messages: Catalogue | CompiledCatalogue): IntlShape {
  return createIntl(
    {
      locale: pluralLocale(language),
      defaultLocale: 'en',
      messages: messages as Record<string, string>,
      // Every id is present by type; a value left out of a message is a programming error, caught by tests.
      onError: () => undefined,
    },
    cache,
  );
}

/** `catalogue` is asked for at the first message. */
export function createTranslator(language: UiLanguage, catalogue: () => Catalogue): Translator {
  // Made at the first message, not at import: FormatJS takes tens of milliseconds to make one, and a start whose
  // first view says nothing through this translator (main's, before the tray shows) need not wait for that.
  let intl: IntlShape | null = null;
  let inEnglish: IntlShape | null = null;
  const own = () =>
    (intl ??= intlFor(language, language === 'pseudo' ? pseudoCatalogue(english()) : catalogue()));
  const fallback = () => (inEnglish ??= language === 'en' ? own() : intlFor('en', english()));
  return {
    language,
    dir: direction(language),
    t(id, values) {
      try {
        return own().formatMessage({ id, defaultMessage: english()[id] }, values);
      } catch {
        return fallback().formatMessage({ id, defaultMessage: english()[id] }, values);
      }
    },
  };
}

/** The English translator, for the moment before a language's catalogue has arrived. */
export const englishTranslator: Translator = createTranslator('en', english);

import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en, type Catalogue, type MessageId } from './catalogues/en/index';
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

export function createTranslator(language: UiLanguage, catalogue: Catalogue): Translator {
  const intl = intlFor(language, language === 'pseudo' ? pseudoCatalogue(en) : catalogue);
  const english = language === 'en' ? intl : intlFor('en', en);
  return {
    language,
    dir: direction(language),
    t(id, values) {
      try {
        return intl.formatMessage({ id, defaultMessage: en[id] }, values);
      } catch {
        return english.formatMessage({ id, defaultMessage: en[id] }, values);
      }
    },
  };
}

/** The English translator, for the moment before a language's catalogue has arrived. */
export const englishTranslator: Translator = createTranslator('en', en);

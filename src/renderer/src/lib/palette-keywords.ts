import type { enKeywords } from '../../../shared/i18n/catalogues/en/keywords';
import { englishTranslator, type Translator } from '../../../shared/i18n/translator';

// A command answers to the words of the user's language and to the English ones, so a user who learnt the app
// in English, or types an English term of the trade, still finds it.

export type KeywordsId = keyof typeof enKeywords;

/** The search words of a command, in the language and in English; `data` (an id, an address) is appended as is. */
export function keywordsOf(
  t: Translator['t'],
  id: KeywordsId,
  ...data: readonly (string | undefined)[]
): string[] {
  const words = `${t(id)} ${englishTranslator.t(id)}`.split(/\s+/).filter((word) => word !== '');
  return [...new Set(words), ...data.filter((word): word is string => word !== undefined)];
}

import type { Say } from '../envelope';
import type { MessageId } from './catalogues/en/index';
import { englishTranslator, type MessageValues } from './translator';

// A sentence main built by its catalogue id, said in a language. A sentence may carry its cause as a sentence of
// its own (`reason`): that one is said first, in the same language, and fills the {reason} placeholder.

type Translate = (id: MessageId, values?: MessageValues) => string;

export function sayText(t: Translate, say: Say): string {
  return t(say.id, say.reason ? { ...say.values, reason: sayText(t, say.reason) } : say.values);
}

/** A sentence in English (main's `message`, for logs and tests) beside the same sentence by its id (`say`). */
export function said(say: Say): { message: string; say: Say } {
  return { message: sayText(englishTranslator.t, say), say };
}

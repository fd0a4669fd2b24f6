import type { Say } from '../envelope';
import type { MessageId } from './catalogues/en/index';
import { englishTranslator, type MessageValues } from './translator';

// A sentence main built by its catalogue id, said in a language. A sentence may carry its cause as a sentence of
// its own (`reason`): that one is said first, in the same language, and fills the {reason} placeholder.

type Translate = (id: MessageId, values?: MessageValues) => string;

export function sayText(t: Translate, say: Say): string {
  return t(say.id, say.reason ? { ...say.values, reason: sayText(t, say.reason) } : say.values);
}

/**
 * `say` with `cause` as its {reason}: by the cause's id when main said it so, else in its words. The English keeps
 * the cause's own words, which may say more than its id does (the wait a refused write asked for).
 */
export function saidBecause(say: Say, cause: { message: string; say?: Say }): { message: string; say: Say } {
  const worded = { ...say, values: { ...say.values, reason: cause.message } };
  return {
    message: sayText(englishTranslator.t, worded),
    say: cause.say ? { ...say, reason: cause.say } : worded,
  };
}

/** A sentence in English (main's `message`, for logs and tests) beside the same sentence by its id (`say`). */
export function said(say: Say): { message: string; say: Say } {
  return { message: sayText(englishTranslator.t, say), say };
}

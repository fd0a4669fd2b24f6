import type { Say } from '../envelope';
import { english } from './catalogues/en/index';

// Main keeps some sentences in one text column (why an import stopped, why a row was refused, why the gateway
// route stopped). A sentence main said by its catalogue id is kept as JSON beside its English words, so the screen
// says it in the user's language; text without that form (written by an earlier version) is read as the English
// sentence it always was.

export interface Said {
  message: string;
  say?: Say;
}

export function storeReason(reason: Said): string {
  return reason.say ? JSON.stringify({ message: reason.message, say: reason.say }) : reason.message;
}

/** A stored message id this version does not know is dropped: its English words still say it. */
export function readSay(value: unknown): Say | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, values, reason } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !Object.hasOwn(english(), id)) return undefined;
  const plain =
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number');
  if (values !== undefined && !plain) return undefined;
  const cause = reason === undefined ? undefined : readSay(reason);
  if (reason !== undefined && !cause) return undefined;
  return {
    id: id as Say['id'],
    ...(values ? { values: values as Say['values'] } : {}),
    ...(cause ? { reason: cause } : {}),
  };
}

export function readReason(stored: string): Said {
  if (!stored.startsWith('{')) return { message: stored };
  try {
    const parsed = JSON.parse(stored) as { message?: unknown; say?: unknown };
    if (typeof parsed.message !== 'string') return { message: stored };
    const say = readSay(parsed.say);
    return say ? { message: parsed.message, say } : { message: parsed.message };
  } catch {
    return { message: stored };
  }
}

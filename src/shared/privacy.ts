// Privacy mode replaces amounts rather than blurring them: a blur still shows how many digits a number has, so
// every run of digits, in any script, and the separators between them becomes one fixed-width mask.

export const MASK = '•••';

/**
 * A digit of any script, optionally followed by separators and more digits, ending on a digit. `\d` is ASCII only:
 * Arabic-Indic, Persian, Bengali, Devanagari or Thai digits (ar-EG, fa-IR, bn-BD, hi-u-nu-deva...) are digits
 * too, and so are their separators (٫ decimal, ٬ group; ’ in Swiss German).
 */
const NUMBER_RUN = /\p{Nd}(?:[\p{Nd}.,'’\u066b\u066c\u00a0\u202f\u2009 ]*\p{Nd})?/gu;

export function maskDigits(text: string): string {
  return text.replace(NUMBER_RUN, MASK);
}

/** Masks when privacy is on, passes the text through otherwise. */
export function maskIf(privacy: boolean, text: string): string {
  return privacy ? maskDigits(text) : text;
}

/**
 * A wallet address as the screen shows it: its start and end ("0x12ab…cdef"). In privacy mode its start alone
 * ("0x12ab…"): enough to tell two of the user's wallets apart, too little to look the wallet up on an explorer,
 * where every amount in it is public.
 */
export function shownAddress(address: string, privacy: boolean): string {
  if (address.length <= 14) return privacy ? `${address.slice(0, 6)}…` : address;
  return privacy ? `${address.slice(0, 6)}…` : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** A transaction hash as the screen shows it: its first characters; in privacy mode nothing of it (MASK). */
export function shownHash(hash: string, privacy: boolean): string {
  return privacy ? MASK : `${hash.slice(0, 10)}…`;
}

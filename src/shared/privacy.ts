// Privacy mode replaces amounts rather than blurring them: a blur still shows how many digits a number has
// (rotki #4417), so every run of digits and the separators between them becomes one fixed-width mask.

export const MASK = '•••';

/** A digit, optionally followed by separators and more digits, ending on a digit. */
const NUMBER_RUN = /\d(?:[\d.,'\u00a0\u202f\u2009 ]*\d)?/g;

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

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

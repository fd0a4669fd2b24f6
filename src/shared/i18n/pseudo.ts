import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, MessageId } from './catalogues/en/index';

// The pseudo language: every message accented, about 35% longer and inside ⟦ ⟧, its arguments and plural
// branches left as they are. A browser walk in it finds any text that never went through a catalogue (no
// brackets) and any control too narrow for a longer language.

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
};

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

function literalLength(elements: readonly MessageFormatElement[]): number {
  return elements.reduce((sum, el) => (el.type === TYPE.literal ? sum + el.value.length : sum), 0);
}

function transform(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el): MessageFormatElement => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([key, option]) => [
          key,
          { ...option, value: transform(option.value) },
        ]),
      );
      return { ...el, options } as MessageFormatElement;
    }
    if (el.type === TYPE.tag) return { ...el, children: transform(el.children) };
    return el;
  });
}

export type CompiledCatalogue = { readonly [Id in MessageId]: MessageFormatElement[] };

/** One message in the pseudo language, as the parsed form the formatter takes. */
export function pseudoMessage(message: string): MessageFormatElement[] {
  const parsed = parse(message);
  const padding = '·'.repeat(Math.ceil(literalLength(parsed) * 0.35));
  return [
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...transform(parsed),
    { type: TYPE.literal, value: `${padding}${PSEUDO_CLOSE}` },
  ];
}

/**
 * Words Intl writes rather than a catalogue (an age: "now", "3 min. ago") as the pseudo language shows its own:
 * Intl knows no pseudo locale, and bare English there would read as text that skipped translation.
 */
export function pseudoWords(text: string): string {
  return `${PSEUDO_OPEN}${accent(text)}${PSEUDO_CLOSE}`;
}

export function pseudoCatalogue(source: Catalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, pseudoMessage(message)]),
  ) as CompiledCatalogue;
}

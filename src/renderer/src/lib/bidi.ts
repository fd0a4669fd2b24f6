// Figures set into a sentence of a right-to-left language ("التكلفة الإجمالية: $25,012.00"): without an isolate the
// bidirectional algorithm sends a currency sign to one side of its digits or the other depending on its neighbours,
// so two prices in one Arabic line read "$50,000.00" and "12.00$".

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Each figure as its own isolate in a right-to-left sentence; a left-to-right one takes them as they are. */
export const figuresFor =
  (dir: 'ltr' | 'rtl') =>
  (text: string): string =>
    dir === 'rtl' ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;

import { describe, expect, it, vi } from 'vitest';
import { createFormat } from '../../../../src/renderer/src/lib/format';
import { formatterCount } from '../../../../src/renderer/src/lib/formatters';
import { maskDigits } from '../../../../src/shared/privacy';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('format', () => {
  const us = createFormat('en-US', false);
  const de = createFormat('de-DE', false);

  it('formats money for the locale, with cents, and more decimals for small prices', () => {
    expect(us.money(97512.345, 'USD')).toBe('$97,512.35');
    expect(de.money(97512.345, 'EUR')).toBe('97.512,35\u00a0€');
    expect(us.money(0.000123, 'USD')).toBe('$0.000123');
    expect(us.money(null, 'USD')).toBe('—');
  });

  it('prints BTC and ETH by their codes (no ₿ glyph that fonts may lack), with enough decimals', () => {
    expect(us.money(0.49441234, 'BTC')).toBe('0.4944 BTC');
    expect(us.money(1.5, 'ETH')).toBe('1.50 ETH');
    expect(us.signedMoney(-0.25, 'BTC')).toBe('-0.25 BTC');
  });

  it('writes codes that are not ISO currencies after the number, with cents like every other amount', () => {
    expect(us.money(12.5, 'USDT')).toBe('12.50 USDT');
    expect(us.money(2575, 'USDT')).toBe('2,575.00 USDT');
    expect(us.money(88097.2, 'USDC')).toBe('88,097.20 USDC');
    expect(de.money(2575, 'USDT')).toBe('2.575,00 USDT');
  });

  it('keeps profit and loss to the cent', () => {
    expect(us.signedMoney(0.8698, 'USD')).toBe('+$0.87');
    expect(us.signedMoney(-0.004, 'USD')).toBe('-$0.004');
  });

  it('signs profit and loss and percentages', () => {
    expect(us.signedMoney(1234.5, 'USD')).toBe('+$1,234.50');
    expect(us.signedMoney(-412.25, 'USD')).toBe('-$412.25');
    expect(us.percent(1.2)).toBe('+1.20%');
    expect(us.percent(-3.3)).toBe('-3.30%');
    expect(de.percent(60.71)).toBe('+60,71\u00a0%');
  });

  it('keeps the sign of a change too small for two decimals, and leaves only zero unsigned', () => {
    expect(us.percent(-0.0025)).toBe('-0.00%');
    expect(us.percent(0.004)).toBe('+0.00%');
    expect(us.percent(0)).toBe('0.00%');
    expect(us.percent(-0)).toBe('0.00%');
  });

  it('says how old a value is in words', () => {
    expect(us.age(NOW - 10_000, NOW)).toBe('now');
    expect(us.age(NOW - 3 * 60_000, NOW)).toBe('3 min. ago');
    expect(us.age(NOW - 5 * 3_600_000, NOW)).toBe('5 hr. ago');
    expect(us.age(NOW - 2 * 86_400_000, NOW)).toBe('2 days ago');
    // The words are the interface language's whatever the number locale: not "fetched vor 3 Min.".
    expect(de.age(NOW - 3 * 60_000, NOW)).toBe('3 min. ago');
    expect(createFormat('en-US', false, undefined, 'de').age(NOW - 3 * 60_000, NOW)).toBe('vor 3 Min.');
  });

  it('formats dates and sizes for the locale', () => {
    expect(us.date(NOW)).toBe('Nov 22, 2026');
    expect(createFormat('de-DE', false, 'UTC', 'de').date('2026-11-22T10:00:00Z')).toBe('22.11.2026');
    expect(us.bytes(3 * 1024 * 1024)).toBe('3 MB');
  });

  it('names months in the interface language and writes the digits of the number format', () => {
    const dec3 = Date.UTC(2026, 11, 3, 12);
    // German words with US numbers: "3. Dez.", not "Dec 3".
    const germanWords = createFormat('en-US', false, 'UTC', 'de');
    expect(germanWords.dayMonth(dec3)).toBe('3. Dez.');
    expect(germanWords.date(dec3)).toBe('03.12.2026');
    // Arabic words with German numbers: Arabic month names, Latin digits.
    const arabicWords = createFormat('de-DE', false, 'UTC', 'ar');
    expect(arabicWords.dayMonth(dec3)).toBe('3 ديسمبر');
    expect(arabicWords.month(dec3)).toBe('ديسمبر');
    // The number locale's region keeps its order and clock: English words with British numbers.
    expect(createFormat('en-GB', false, 'UTC', 'en').dateTime(dec3)).toBe('3 Dec 2026, 12:00');
    // English words with Egyptian Arabic digits.
    expect(createFormat('ar-EG', false, 'UTC', 'en').dayMonth(dec3)).toBe('Dec ٣');
    expect(createFormat('ar-EG', false, 'UTC', 'en').age(NOW - 3 * 60_000, NOW)).toBe('٣ min. ago');
  });
});

describe('privacy mode', () => {
  const hidden = createFormat('en-US', true);

  it('replaces every amount with the same mask, whatever its length', () => {
    expect(hidden.money(97512.35, 'USD')).toBe('$•••');
    expect(hidden.money(3, 'USD')).toBe('$•••');
    expect(hidden.signedMoney(-412.25, 'USD')).toBe('-$•••');
    expect(hidden.percent(60.71)).toBe('+•••%');
    expect(hidden.amount(0.4)).toBe('•••');
    expect(hidden.money(1.5, 'BTC')).toBe('••• BTC');
  });

  it('leaves counts, dates and ages readable: they are not amounts', () => {
    expect(hidden.count(1500)).toBe('1,500');
    expect(hidden.date(NOW)).toBe('Nov 22, 2026');
    expect(hidden.age(NOW - 3 * 60_000, NOW)).toBe('3 min. ago');
  });

  it('masks digits grouped with any locale separator', () => {
    expect(maskDigits('1 234 567,89 €')).toBe('••• €');
    expect(maskDigits("CHF 1'234.50")).toBe('CHF •••');
    expect(maskDigits('BTC 97,512 +1.2%')).toBe('BTC ••• +•••%');
    // Narrow no-break, thin and typographic-apostrophe group marks: two masks would tell how many groups.
    expect(createFormat('fr-FR', true).money(1_234_567.5, 'EUR')).toBe('•••\u00a0€');
    expect(maskDigits('1\u2009234\u2009567.89')).toBe('•••');
    expect(maskDigits('CHF 1’234’567.50')).toBe('CHF •••');
  });

  it('masks a change of exactly zero like any other', () => {
    expect(hidden.percent(0)).toBe('•••%');
  });

  it('shows only the start of an address, however short', () => {
    expect(hidden.address('0x12ab34cd')).toBe('0x12ab…');
    expect(hidden.address('0x12ab34cd56ef78ab90cd12ef34ab56cd78ef90ab')).toBe('0x12ab…');
  });
});

describe('compact money', () => {
  it('shortens large figures, except in privacy mode where the suffix would tell the magnitude', () => {
    const us = createFormat('en-US', false);
    expect(us.money(24_500_000_000, 'USD', { compact: true })).toBe('$24.50B');
    // The same two decimals for every size: not "$105M" beside "$1.065M".
    expect(us.money(105_000_000, 'USD', { compact: true })).toBe('$105.00M');
    expect(us.money(1_065_000, 'USD', { compact: true })).toBe('$1.07M');
    expect(createFormat('en-US', true).money(24_500_000_000, 'USD', { compact: true })).toBe('$•••');
  });
});

describe('formatters built once', () => {
  it('reuses every number and date formatter: formatting again, or in a new Format, builds none', () => {
    const first = createFormat('en-GB', false);
    const sample = () => [
      first.money(1234.5, 'GBP'),
      first.money(0.5, 'USDT'),
      first.money(3_500_000, 'GBP', { compact: true }),
      first.signedMoney(-2, 'BTC'),
      first.dateTime(NOW),
      first.time(NOW),
    ];
    const shown = sample();
    const built = formatterCount();
    expect(sample()).toEqual(shown);
    createFormat('en-GB', true).money(1234.5, 'GBP');
    expect(formatterCount()).toBe(built);
  });

  it('needs no exception for a code Intl does not know: nothing is thrown inside', () => {
    // A spy on the constructor: a rejected code (USDT as a currency) would show as a throwing construction.
    const real = Intl.NumberFormat;
    const options: Intl.NumberFormatOptions[] = [];
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale, o) {
      options.push(o ?? {});
      return new real(locale, o);
    });
    createFormat('fr-FR', false).money(1, 'USDC');
    spy.mockRestore();
    expect(options.filter((o) => o.style === 'currency' && o.currency === 'USDC')).toEqual([]);
  });

  it('writes hours for times within a day', () => {
    expect(createFormat('en-US', false).time(NOW)).toBe('10:00 AM');
    expect(createFormat('de-DE', false).time(NOW)).toBe('10:00');
  });
});

describe('privacy mode in locales that write their own digits', () => {
  // Arabic-Indic, Persian, Bengali, Devanagari and Thai digits are digits too: none may show, in any amount.
  const LOCALES = ['ar-EG', 'fa-IR', 'bn-BD', 'mr-IN', 'hi-u-nu-deva', 'th-u-nu-thai'];
  const ANY_DIGIT = /\p{Nd}/u;
  const VALUES = [65_432.5, -1_234_567.891, 0.000123, 3];

  it.each(LOCALES)('masks every amount, price and percent in %s', (locale) => {
    const shown = createFormat(locale, false);
    const hidden = createFormat(locale, true);
    for (const v of VALUES) {
      // The locale does write its own digits here: the mask has something to hide.
      expect(shown.money(v, 'USD')).toMatch(ANY_DIGIT);
      const texts = [
        hidden.money(v, 'USD'),
        hidden.money(v, 'EUR', { compact: true }),
        hidden.money(v, 'BTC'),
        hidden.signedMoney(v, 'USD'),
        hidden.percent(v),
        hidden.amount(v),
        hidden.utc().money(v, 'USD'),
      ];
      for (const text of texts) {
        expect(text, text).not.toMatch(ANY_DIGIT);
        // One mask per figure: how many digit groups it has would tell its size.
        expect(text.split('•••'), text).toHaveLength(2);
      }
    }
  });

  it.each(LOCALES)('masks a text carrying an amount formatted in %s', (locale) => {
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(65432.1);
    const change = new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(0.012);
    const masked = maskDigits(`BTC ${price} ${change}`);
    expect(masked).not.toMatch(ANY_DIGIT);
    expect(masked.split('•••')).toHaveLength(3);
  });
});

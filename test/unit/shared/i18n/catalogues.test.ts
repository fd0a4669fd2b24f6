import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { english, type MessageId } from '../../../../src/shared/i18n/catalogues/en/index';
import { LANGUAGES, resolveLanguage } from '../../../../src/shared/i18n/languages';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../../src/shared/i18n/pseudo';

const en = english();

const ids = Object.keys(en) as MessageId[];
const translated = LANGUAGES.filter((language) => language !== 'en');

async function catalogue(language: (typeof LANGUAGES)[number]) {
  const module = (await import(`../../../../src/shared/i18n/catalogues/${language}/index.ts`)) as Record<
    string,
    Record<string, string>
  >;
  const found = module[language];
  if (!found) throw new Error(`catalogues/${language}/index.ts exports no ${language}`);
  return found;
}

describe('the catalogues', () => {
  it.each(translated)('%s has exactly the source ids', async (language) => {
    expect(Object.keys(await catalogue(language)).sort()).toEqual([...ids].sort());
  });

  it.each(translated)(
    '%s keeps every argument, plural and select of the source message',
    async (language) => {
      const messages = await catalogue(language);
      const broken = ids.filter(
        (id) => !isStructurallySame(parse(en[id]), parse(messages[id] ?? '')).success,
      );
      expect(broken).toEqual([]);
    },
  );

  it.each(translated)('%s leaves no English sentence untranslated', async (language) => {
    const messages = await catalogue(language);
    // Names and abbreviations read the same in every language; a sentence of three words or more does not. A
    // formula of placeholders and signs ("{amount} × {price}") has no words to translate.
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
    const same = ids.filter(
      (id) => messages[id] === en[id] && en[id].split(/\s+/).length >= 3 && words(en[id]),
    );
    expect(same.filter((id) => !/^Folio Desk/.test(en[id]))).toEqual([]);
  });
});

describe('a translator', () => {
  it('writes plurals by the language: 1 pair, 3 pairs; 1 Paar, 3 Paare', async () => {
    const english = await loadTranslator('en');
    const german = await loadTranslator('de');
    expect([1, 3].map((count) => english.t('count.pairs', { count, n: count }))).toEqual([
      '1 pair',
      '3 pairs',
    ]);
    expect([1, 3].map((count) => german.t('count.pairs', { count, n: count }))).toEqual([
      '1 Paar',
      '3 Paare',
    ]);
  });

  it('uses the Arabic plural forms and reads right to left', async () => {
    const arabic = await loadTranslator('ar');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.t('count.pairs', { count: 2, n: '٢' })).toBe('زوجان');
    expect(arabic.t('count.pairs', { count: 1, n: '١' })).toBe('زوج واحد');
    expect(arabic.t('count.pairs', { count: 3, n: '٣' })).toBe('٣ أزواج');
  });

  it('puts every pseudo message in brackets, longer, with its arguments untouched', async () => {
    const pseudo = await loadTranslator('pseudo');
    const text = pseudo.t('tray.noPriceYet', { label: 'Gold' });
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain('Gold');
    expect(text).not.toContain('no cached price');
    const english = (await loadTranslator('en')).t('tray.noPriceYet', { label: 'Gold' });
    expect(text.length).toBeGreaterThanOrEqual(Math.floor(english.length * 1.3));
    expect(pseudo.t('count.pairs', { count: 3, n: '3' })).toContain('3');
  });

  // One form's controls are told apart by their names, on screen and to a screen reader.
  const CANDLE_FORM_LABELS: MessageId[] = [
    'candles.exchange',
    'candles.pair',
    'candles.interval',
    'candles.timeSpan',
    'labels.range',
    'candles.start',
    'candles.end',
  ];
  it.each(translated)('%s names each control of the candle form differently', async (language) => {
    const messages = await catalogue(language);
    const names = CANDLE_FORM_LABELS.map((id) => messages[id]);
    expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  });

  it('follows the system locale to one of its languages, else English', () => {
    expect(resolveLanguage('system', 'de-AT')).toBe('de');
    expect(resolveLanguage('system', 'es_419')).toBe('es');
    expect(resolveLanguage('system', 'ja-JP')).toBe('en');
    expect(resolveLanguage('fr', 'de-DE')).toBe('fr');
  });
});

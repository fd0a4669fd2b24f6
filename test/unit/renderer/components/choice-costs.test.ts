import { describe, expect, it } from 'vitest';
import type { CostPreview } from '../../../../src/shared/domain/credits';
import {
  choiceCostText,
  type ChoiceCosts,
  type ChoiceNoun,
} from '../../../../src/renderer/src/components/choice-costs';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { preview as price } from '../helpers/cost-tip';

const options = [
  { value: 'a', label: '24h' },
  { value: 'b', label: '1W' },
  { value: 'c', label: 'All' },
] as const;
type V = (typeof options)[number]['value'];
const costs = (list: [V, CostPreview][], demo = false): ChoiceCosts<V> => ({
  previews: new Map(list),
  error: null,
  demo,
});
const text = (c: ChoiceCosts<V>) => choiceCostText(options, c, 'range', (n) => n.toLocaleString('en-US'));

describe('the price of a group of choices', () => {
  it('says the dearest press when prices differ, and names the cached ones', () => {
    expect(
      text(
        costs([
          ['a', price(0)],
          ['b', price(10)],
          ['c', price(30)],
        ]),
      ),
    ).toBe('up to 30 credits a range; 24h cached: 0 credits');
  });

  it('says one price when every uncached press costs the same', () => {
    expect(
      text(
        costs([
          ['a', price(10)],
          ['b', price(10)],
          ['c', price(10)],
        ]),
      ),
    ).toBe('10 credits a range');
  });

  it('says so when every choice is cached', () => {
    expect(
      text(
        costs([
          ['a', price(0)],
          ['b', price(0)],
          ['c', price(0)],
        ]),
      ),
    ).toBe('0 credits: every range is cached');
  });

  it('marks simulated demo credits and a press that asks first', () => {
    expect(
      text(
        costs(
          [
            ['a', price(0)],
            ['b', price(1)],
            ['c', price(1, { needsConfirmation: true })],
          ],
          true,
        ),
      ),
    ).toBe('1 credit a range (simulated); 24h cached: 0 credits · asks first');
  });

  it('says "an" before a noun that starts with a vowel', () => {
    const priced = costs([
      ['a', price(9)],
      ['b', price(0)],
      ['c', price(9)],
    ]);
    expect(choiceCostText(options, priced, 'asset', String)).toBe('9 credits an asset; 1W cached: 0 credits');
  });

  it('says nothing until every choice is priced', () => {
    expect(text(costs([['a', price(0)]]))).toBeNull();
  });
});

describe('the price of a group of choices in German', () => {
  it('says each noun as a whole German sentence, the cached ones named, nothing in English', async () => {
    const { t } = await loadTranslator('de');
    const de = (c: ChoiceCosts<V>, noun: ChoiceNoun) =>
      choiceCostText(options, c, noun, (n) => n.toLocaleString('de-DE'), t);
    const mixed = costs([
      ['a', price(0)],
      ['b', price(1000)],
      ['c', price(30, { needsConfirmation: true })],
    ]);
    expect(de(mixed, 'page')).toBe(
      'bis zu 1.000 Credits pro Seite; 24h im Cache: 0 Credits · fragt vorher nach',
    );
    const cached = costs([
      ['a', price(0)],
      ['b', price(0)],
      ['c', price(0)],
    ]);
    expect(de(cached, 'asset')).toBe('0 Credits: alle Assets sind im Cache');
    expect(de(cached, 'range')).toBe('0 Credits: alle Zeiträume sind im Cache');
  });
});

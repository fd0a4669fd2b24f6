import { describe, expect, it } from 'vitest';
import { refreshReads, refreshSay, refreshWords } from '../../../src/main/alerts/cadence';
import type { AlertRule } from '../../../src/shared/domain/alerts';
import { loadTranslator } from '../../../src/shared/i18n/load';

// The cadence cost line says what a refresh reads; with no rules, or one coin, that is said in the user's language.

const rule = (id: string, label: string): AlertRule => ({
  id: `coin-${id}`,
  target: { kind: 'coin', id, label },
  condition: { type: 'above', level: 1 },
  currency: 'USD',
  createdAt: 0,
  state: 'armed',
  judgedAsOf: null,
  lastSeen: null,
});

async function shown(language: 'en' | 'de', rules: AlertRule[]) {
  const reads = refreshReads(rules);
  const say = refreshSay(rules, reads);
  if (!say) throw new Error('no say for these rules');
  const english = refreshWords(
    rules,
    reads,
    reads.map(() => 1),
  );
  expect((await loadTranslator('en')).t(say.id, say.values)).toBe(english);
  return (await loadTranslator(language)).t(say.id, say.values);
}

describe('the alert cadence explanation in the user’s language', () => {
  it('tells a German user there are no alert rules yet', async () => {
    expect(await shown('de', [])).toBe('da es noch keine Alarmregeln gibt');
  });

  it('names the one coin a refresh reads in a German sentence, the coin’s name as it is', async () => {
    expect(await shown('de', [rule('bitcoin', 'Bitcoin (BTC)')])).toBe('für den Preis von Bitcoin (BTC)');
  });

  it('leaves a list of names to main’s English words', () => {
    const rules = [rule('bitcoin', 'Bitcoin (BTC)'), rule('ethereum', 'Ethereum (ETH)')];
    expect(refreshSay(rules, refreshReads(rules))).toBeUndefined();
  });
});

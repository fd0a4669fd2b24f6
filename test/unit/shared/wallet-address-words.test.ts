import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { checkWalletAddress } from '../../../src/shared/wallet-address';

// A refused address is said twice: in English for main's refusal, and by catalogue id for the screen. The two
// must say the same in English, and the screen's must read in the user's language.

const refused: [string, string][] = [
  ['ethereum', 'not-an-address'],
  ['ethereum', '0x71C7656EC7ab88b098defB751B7401B5f6d8976f'],
  ['bitcoin', 'not-an-address'],
  ['solana', '1111'],
  ['tron', 'has spaces in it'],
];

describe('the words of a refused wallet address', () => {
  it.each(refused)('on %s, %s: the catalogue says in English what main says', async (chain, address) => {
    const english = await loadTranslator('en');
    const checked = checkWalletAddress(address, chain, 'Ethereum');
    if (checked.ok) throw new Error('accepted');
    expect(english.t(checked.say.id, checked.say.values)).toBe(checked.message);
  });

  it('reads in German, with the chain named', async () => {
    const german = await loadTranslator('de');
    const checked = checkWalletAddress('not-an-address', 'ethereum', 'Ethereum');
    if (checked.ok) throw new Error('accepted');
    expect(german.t(checked.say.id, checked.say.values)).toBe(
      'Eine Adresse auf Ethereum beginnt mit 0x, gefolgt von 40 Buchstaben a–f und Ziffern.',
    );
  });
});

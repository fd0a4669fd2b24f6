import { bech32 } from '@scure/base';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkWalletAddress } from '../../../src/shared/wallet-address';

// Known addresses (their checksums verified independently with @scure/base), and near misses a user could type.

const valid: [string, string][] = [
  ['ethereum', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
  ['ethereum', '0x71c7656ec7ab88b098defb751b7401b5f6d8976f'],
  ['polygon', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ['base', '0x52908400098527886E0F7030069857D2E4169EE7'.toLowerCase()],
  // All upper case carries no checksum (EIP-55), as all lower case does not.
  ['ethereum', '0x71C7656EC7AB88B098DEFB751B7401B5F6D8976F'],
  ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['bitcoin', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ'],
  ['bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
  ['solana', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
  ['solana', 'So11111111111111111111111111111111111111112'],
  ['tron', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'],
];

const invalid: [string, string, RegExp][] = [
  ['ethereum', 'not-an-address', /An address on \w+ starts with 0x, then 40 letters a–f and digits/],
  ['ethereum', '0x71C7656EC7ab88b098defB751B7401B5f6d8976', /then 40 letters a–f and digits/],
  ['ethereum', '0x71C7656EC7ab88b098defB751B7401B5f6d8976f', /checksum/],
  ['ethereum', 'vitalik.eth', /then 40 letters a–f and digits/],
  ['bitcoin', 'not-an-address', /Bitcoin/],
  ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', /checksum/],
  ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', /Bitcoin/],
  ['bitcoin', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', /Bitcoin/],
  ['bitcoin', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', /Bitcoin/],
  ['solana', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', /Solana/],
  ['solana', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0', /Solana/],
  ['solana', '1111', /Solana/],
  ['tron', 'has spaces in it', /Not a wallet address/],
  ['tron', 'x', /Not a wallet address/],
  ['somechain', '0x71C7656EC7ab88b098defB751B7401B5f6d8976f', /checksum/],
];

describe('wallet addresses per chain family', () => {
  it.each(valid)('accepts a %s address %s', (chain, address) => {
    expect(checkWalletAddress(address, chain)).toMatchObject({ ok: true });
  });

  it.each(invalid)('refuses on %s: %s', (chain, address, message) => {
    const checked = checkWalletAddress(address, chain);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(message);
  });

  it('agrees with an independent bech32 decoder on every one-letter change of a segwit address', () => {
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
    for (let i = 4; i < address.length; i += 1) {
      for (const char of charset) {
        const typo = address.slice(0, i) + char + address.slice(i + 1);
        let independent = true;
        try {
          bech32.decode(typo as `${string}1${string}`);
        } catch {
          independent = false;
        }
        expect(checkWalletAddress(typo, 'bitcoin').ok, typo).toBe(independent);
      }
    }
  });
});

describe('EIP-55 checksums', () => {
  it('agree with viem on a checksummed address and on every one-letter change of its case', () => {
    for (const lower of [
      '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
      '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
      '0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb',
    ]) {
      const checksummed = getAddress(lower);
      expect(checkWalletAddress(checksummed, 'ethereum').ok).toBe(true);
      for (let i = 2; i < checksummed.length; i += 1) {
        const char = checksummed[i] ?? '';
        if (char.toLowerCase() === char.toUpperCase()) continue;
        const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
        const typo = checksummed.slice(0, i) + flipped + checksummed.slice(i + 1);
        // A flip that leaves every letter one case is an unchecksummed address, which is allowed.
        const oneCase =
          typo.slice(2) === typo.slice(2).toLowerCase() || typo.slice(2) === typo.slice(2).toUpperCase();
        expect(checkWalletAddress(typo, 'ethereum').ok, typo).toBe(oneCase);
      }
    }
  });
});

describe('wallet:add in the app', () => {
  it('refuses an address that cannot be on the chain, saving nothing', async () => {
    const { createApp } = await import('../../../src/main/app');
    const { dispatch } = await import('../../../src/main/ipc/registry');
    const { silentLogger } = await import('../../../src/main/lib/effects');
    const { createMemoryStore } = await import('../../../src/main/secrets/memory-store');
    const { tempDir } = await import('../cache/helpers');
    const { dir, remove } = tempDir();
    const app = await createApp({
      fetch: () => Promise.reject(new Error('no network')),
      secrets: createMemoryStore(),
      dataDir: dir,
      log: silentLogger,
    });
    try {
      const call = (channel: string, input?: unknown) => dispatch(app.handlers, channel, input, silentLogger);
      const refused = await call('wallet:add', { address: 'not-an-address', connectionId: 'ethereum' });
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'invalid_input', issues: [{ path: 'address' }] },
      });
      expect(!refused.ok && refused.error.message).toMatch(
        /An address on \w+ starts with 0x, then 40 letters a–f and digits/,
      );
      expect(await call('wallet:list')).toMatchObject({ ok: true, value: [] });
      const good = { address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', connectionId: 'ethereum' };
      expect((await call('wallet:add', good)).ok).toBe(true);
    } finally {
      await app.close();
      remove();
    }
  });
});

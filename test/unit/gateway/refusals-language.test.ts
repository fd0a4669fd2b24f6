import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/shared/envelope';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';
import { authorizationWindow } from '../../../src/main/gateway/authorization-window';
import { redirectRefusal } from '../../../src/main/gateway/paid-answer';
import { aboveListedPrice } from '../../../src/main/gateway/spend-caps';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { DEFAULT_SETTINGS } from '../../../src/main/cache/settings-repo';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { checkStopped } from '../../../src/main/gateway/pay-once';
import { createRecipientBook } from '../../../src/main/gateway/recipient';
import type { Settings } from '../../../src/shared/domain/settings';
import { authorizationsDb, manualClock } from './helpers';

// The pay-per-request route's refusals of a payment, in a French user's language: whole sentences, the path, the
// amounts and the address inside them kept as they are. Main's English stays for logs and the existing tests.

async function french(error: AppError | null): Promise<string> {
  expect(error?.say).toBeDefined();
  return sayText((await loadTranslator('fr')).t, error!.say!);
}

describe('payment refusals said in French', () => {
  it('a challenge asking more than the listed price', async () => {
    const refused = aboveListedPrice('GET /coins', 2_500, 1_000);
    expect(refused?.message).toMatch(
      /^The gateway asked 0\.0025 USDC for GET \/coins, above its listed price/,
    );
    expect(await french(refused)).toBe(
      'La passerelle a demandé 0.0025 USDC pour GET /coins, plus que son prix affiché de 0.001 USDC que Folio ' +
        'Desk a montré avant l’appel ; il ne signe pas davantage, donc il n’a rien signé. Vos plafonds n’y ' +
        'changent rien.',
    );
  });

  it('a redirect, naming only where it pointed', async () => {
    const response = new Response(null, {
      status: 302,
      headers: { location: 'https://elsewhere.test/x?y=1' },
    });
    const refused = redirectRefusal('https://gateway.test/v1/coins', response).appError;
    expect(await french(refused)).toMatch(
      /^La passerelle de paiement à la requête a redirigé GET \/v1\/coins vers https:\/\/elsewhere\.test ;/,
    );
  });

  it('a challenge without a usable time limit', async () => {
    const window = authorizationWindow('soon', Date.UTC(2026, 0, 1), 'GET /wallet/balance');
    expect(window.ok).toBe(false);
    expect(await french(window.ok ? null : window.error)).toBe(
      'La passerelle a demandé un paiement pour GET /wallet/balance sans délai utilisable, donc Folio Desk ' +
        'n’a rien signé.',
    );
  });
});

describe('a route stopped for another recipient', () => {
  const GATEWAY = 'https://x402.example';
  const KEPT = '0xa2AD8183209E5d2F7f0d8F995f5601a0bb5100c7';
  const OTHER = '0x0750a9e669C37FE1A1847E4B8f9e16F07c16162f';

  it('refuses the next read with the same sentence, in English words and in French', async () => {
    const repo = createAuthorizationsRepo(authorizationsDb());
    let stored: Settings = { ...DEFAULT_SETTINGS };
    const settings = {
      get: () => stored,
      update: (patch: Partial<Settings>) => (stored = { ...stored, ...patch }),
    };
    const clock = manualClock(Date.UTC(2026, 10, 25, 12));
    const book = createRecipientBook({ settings, repo, gateway: GATEWAY, clock });
    book.admit(KEPT, 'GET /coins');
    const refusal = book.admit(OTHER, 'GET /coins/bitcoin');
    let next: AppError | null = null;
    try {
      checkStopped({ repo, gateway: GATEWAY });
    } catch (error) {
      if (error instanceof GatewayRefusal) next = error.appError;
    }
    expect(next?.message).toBe(refusal?.message);
    expect(next?.message).toMatch(/^The gateway asked to be paid at 0x0750/);
    expect(await french(next)).toMatch(
      new RegExp(`^La passerelle a demandé à être payée à ${OTHER} pour GET /coins/bitcoin, mais Folio Desk`),
    );
    // The asked address is still read back from the stop, for the user's decision in Settings.
    expect(book.asked()).toBe(OTHER);
  });
});

import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { silentLogger } from '../../../src/main/lib/effects';
import type { AppError } from '../../../src/shared/envelope';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { authorizationsDb, manualClock, scriptedGateway } from './helpers';

// A payment the gateway did not get is told in the user's language; the English message stays for the log.

const GATEWAY = 'https://gateway.test';

async function refusal(options: { key: string | null; rejectWith?: string }): Promise<AppError> {
  const clock = manualClock(new Date(2026, 10, 22, 12, 0).getTime());
  const gateway = scriptedGateway({ now: clock.now, rejectWith: options.rejectWith });
  const payFetch = createPayFetch({
    fetch: gateway.fetch,
    gatewayBaseUrl: GATEWAY,
    readWalletKey: async () => options.key,
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 1 }),
    authorizations: createAuthorizationsRepo(authorizationsDb()),
    clock,
    log: silentLogger,
  });
  const error = await payFetch(`${GATEWAY}/coins`).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GatewayRefusal)) throw new Error('expected the payment to be refused');
  return error.appError;
}

const shown = async (language: 'en' | 'de', error: AppError) => {
  if (!error.say) throw new Error(`no say on: ${error.message}`);
  return (await loadTranslator(language)).t(error.say.id, error.say.values);
};

describe('a payment the gateway did not get, in the user’s language', () => {
  it('tells a German user no wallet key is stored, and says in English what the log says', async () => {
    const error = await refusal({ key: null });
    expect(await shown('de', error)).toBe(
      'Es ist kein Wallet-Schlüssel gespeichert, um GET /coins zu bezahlen. Fügen Sie in den Einstellungen einen ' +
        'hinzu oder stellen Sie den Zugangsweg auf Ihren API-Schlüssel um.',
    );
    expect(await shown('en', error)).toBe(error.message);
  });

  it('tells a German user a signed payment was refused, with the gateway’s reason kept as it said it', async () => {
    const error = await refusal({ key: generatePrivateKey(), rejectWith: 'insufficient_balance' });
    const german = await shown('de', error);
    expect(german).toContain('hat eine signierte Zahlung für GET /coins abgelehnt (insufficient_balance)');
    expect(await shown('en', error)).toBe(error.message);
  });
});

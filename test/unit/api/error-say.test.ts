import { describe, expect, it } from 'vitest';
import { errorFromStatus, redirectRefused } from '../../../src/main/api/errors';
import { capRefusal } from '../../../src/main/gateway/spend-caps';
import { KeychainUnavailableError } from '../../../src/main/secrets/secret-store';
import type { Subject } from '../../../src/main/api/subject';
import type { AppError } from '../../../src/shared/envelope';
import { loadTranslator } from '../../../src/shared/i18n/load';

// Main's sentences travel with their catalogue id, so the screen says them in the user's language; the English
// message stays for logs and must say the same as the English catalogue.

const ctx = {
  endpoint: 'GET /portfolio/value',
  secrets: ['super-secret-key'],
  address: 'https://api.example',
};

const subjects: Subject[] = [
  { kind: 'portfolio', id: 'p1' },
  { kind: 'coin', id: 'SOL' },
  { kind: 'riskData', id: 'bitcoin' },
  { kind: 'exchangePairs', id: 'binance' },
  { kind: 'newsFeed', id: 'handpicked' },
  { kind: 'rwaAsset', id: 'gold-x' },
  { kind: 'wallet', id: 'Cold' },
  { kind: 'sharedPortfolio' },
  { kind: 'someWallet' },
  { kind: 'candles', id: 'BTC-USDT', place: 'Binance' },
  { kind: 'pair', id: 'BTC-USDT', place: 'Binance' },
  { kind: 'wallets', count: 3 },
];

const said = (error: AppError) => {
  if (!error.say) throw new Error(`no say on ${error.code}: ${error.message}`);
  return error.say;
};

describe('main’s error sentences in the user’s language', () => {
  it('say in English exactly what the logged message says', async () => {
    const { t } = await loadTranslator('en');
    const errors = [
      ...[400, 401, 406, 409, 429, 503, 504].map((s) => errorFromStatus(s, { message: 'bad currency' }, ctx)),
      errorFromStatus(403, { message: 'Upgrade needed' }, ctx),
      errorFromStatus(403, null, ctx),
      errorFromStatus(403, null, { ...ctx, usedShareToken: true }),
      errorFromStatus(403, null, { ...ctx, usedShareToken: true, usedPasscode: true }),
      errorFromStatus(403, { message: 'Passcode required' }, { ...ctx, usedShareToken: true }),
      errorFromStatus(500, { message: 'boom' }, ctx),
      errorFromStatus(502, null, ctx),
      ...[250_000, 60_000].map((amountAtomic) => {
        const caps = { maxPerCallUsd: 0.1, maxPerDayUsd: 1 };
        const refusal = capRefusal({
          what: 'GET /wallet/balance',
          amountAtomic,
          caps,
          committedAtomic: 990_000,
        });
        if (!refusal) throw new Error(`no cap refusal for ${amountAtomic}`);
        return refusal;
      }),
      errorFromStatus(404, null, ctx),
      errorFromStatus(404, { message: 'gone' }, ctx),
      ...subjects.flatMap((subject) => [
        errorFromStatus(404, null, { ...ctx, subject }),
        errorFromStatus(404, { message: "'x' not found" }, { ...ctx, subject }),
        errorFromStatus(400, null, { ...ctx, subject }),
        errorFromStatus(400, { message: 'bad id' }, { ...ctx, subject }),
      ]),
      errorFromStatus(
        404,
        { message: "Coin with id 'SOL' not found" },
        {
          ...ctx,
          subject: { kind: 'portfolio', id: 'p1' },
          alsoNames: [{ id: 'SOL', subject: { kind: 'coin', id: 'SOL' }, advice: 'Pick one.' }],
        },
      ),
      redirectRefused(302, 'https://elsewhere.example/x?y', 'https://api.example/v1'),
      redirectRefused(302, null, 'https://api.example/v1'),
    ];
    for (const error of errors) {
      const { id, values } = said(error);
      expect(t(id, values)).toBe(error.message);
    }
    const keychain = new KeychainUnavailableError('no D-Bus', 'share-token:abc', 'read');
    expect(t(keychain.say.id, keychain.say.values)).toBe(keychain.message);
    const storing = new KeychainUnavailableError('no D-Bus');
    expect(t(storing.say.id, storing.say.values)).toBe(storing.message);
  });

  it('tell a German user their plan lacks the endpoint, with the service’s own words kept', async () => {
    const { t } = await loadTranslator('de');
    const { id, values } = said(errorFromStatus(403, { message: 'Upgrade needed' }, ctx));
    expect(t(id, values)).toBe(
      'Ihr Tarif umfasst GET /portfolio/value nicht; dafür ist ein kostenpflichtiger Tarif nötig (Starter oder ' +
        'höher). Der Dienst meldete: "Upgrade needed".',
    );
  });

  it('tell a German user which coin the service did not find, in German words', async () => {
    const { t } = await loadTranslator('de');
    const coin: Subject = { kind: 'coin', id: 'SOL' };
    const missing = said(errorFromStatus(404, { message: 'Coin not found' }, { ...ctx, subject: coin }));
    expect(t(missing.id, missing.values)).toBe(
      'Der Dienst hat den Coin „SOL“ nicht gefunden. Der Dienst meldete: "Coin not found".',
    );
    const refused = said(errorFromStatus(400, null, { ...ctx, subject: { kind: 'wallets', count: 3 } }));
    expect(t(refused.id, refused.values)).toBe(
      'Der Dienst hat die Anfrage für 3 Wallets als ungültig abgelehnt.',
    );
  });

  it('count wallets in Arabic plural forms', async () => {
    const { t } = await loadTranslator('ar');
    const of = (count: number) => {
      const { id, values } = said(
        errorFromStatus(400, null, { ...ctx, subject: { kind: 'wallets', count } }),
      );
      return t(id, values);
    };
    expect(of(2)).toContain('محفظتين رقميتين');
    expect(of(11)).toContain('11 محفظة رقمية');
  });

  it('tell a Spanish user without a keychain which secret could not be read', async () => {
    const { t } = await loadTranslator('es');
    const { say } = new KeychainUnavailableError('no D-Bus', 'api-key', 'read');
    const text = t(say.id, say.values);
    expect(text).toContain('Folio Desk no puede leer la clave API de forma segura');
    expect(text).toContain('Detalle: no D-Bus');
    expect(text).not.toContain('solo en esta sesión');
  });
});

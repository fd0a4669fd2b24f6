import { describe, expect, it } from 'vitest';
import { describeConnection } from '../../../../../../src/renderer/src/views/settings/connection/describe-connection';
import { loadTranslator } from '../../../../../../src/shared/i18n/load';

// Settings' connection line beside the header meter: the check's figure is the service's at that moment, the
// header's counts on from there, so the line says which moment its figure is from, or the two read as a
// contradiction.

describe('the connection check in words', () => {
  it("gives the credits left as of the check, not as the header's running count", () => {
    const text = describeConnection(
      {
        address: 'https://openapiv1.coinstats.app',
        learnedFrom: null,
        outcome: { kind: 'ok', plan: 'FREE', creditsLeft: 17_363, creditsTotal: 20_000 },
        checkedAt: 0,
      },
      (n) => n.toLocaleString('en-US'),
    );
    expect(text.headline).toBe(
      'Connected. Plan: FREE. Credits left at this check: 17,363 of 20,000; the header counts on from there.',
    );
  });

  it('on a 429 says the plan’s rate was passed and to check again, not to check the address', () => {
    const text = describeConnection(
      {
        address: 'https://openapiv1.coinstats.app',
        learnedFrom: null,
        outcome: { kind: 'busy', status: 429 },
        checkedAt: 0,
      },
      (n) => String(n),
    );
    expect(text.tone).toBe('info');
    expect(text.headline).toContain('asked to slow down (429');
    expect(`${text.headline} ${text.detail}`).not.toContain('Service address');
    expect(text.detail).toBe('Check again in a moment. Your key is still saved in the keychain.');
  });
});

describe('the connection check in Spanish', () => {
  it('says the refusal and that the key is kept in Spanish, the address untouched', async () => {
    const { t } = await loadTranslator('es');
    const text = describeConnection(
      {
        address: 'https://openapiv1.coinstats.app',
        learnedFrom: null,
        outcome: { kind: 'refused', status: 401 },
        checkedAt: 0,
      },
      (n) => n.toLocaleString('es-ES'),
      false,
      t,
    );
    expect(text.headline).toBe('El servicio en https://openapiv1.coinstats.app rechazó la clave (401).');
    expect(text.detail).toBe(
      'Su clave sigue guardada en el llavero. Sustitúyala por la clave que muestra su cuenta de CoinStats.',
    );
  });
});

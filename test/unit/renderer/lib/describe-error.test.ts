import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/shared/envelope';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { describeError } from '../../../../src/renderer/src/lib/describe-error';

const offline: AppError = {
  code: 'network',
  message: 'The service is unreachable; Folio Desk shows cached data and retries by itself.',
  say: { id: 'errors.unreachable' },
};

describe('an error in the user’s language', () => {
  it('tells a German user offline what to do, in German, main’s sentence included', async () => {
    const { t } = await loadTranslator('de');
    const text = describeError(offline, null, t);
    expect(text.headline).toBe('Der Dienst ist nicht erreichbar.');
    expect(text.advice).toBe('Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.');
    expect(text.detail).toBe(
      'Der Dienst ist nicht erreichbar; Folio Desk zeigt gespeicherte Daten und versucht es von selbst erneut.',
    );
  });

  it('fills main’s parameters into the translation (a refused redirect names where it pointed)', async () => {
    const { t } = await loadTranslator('fr');
    const error: AppError = {
      code: 'redirected',
      message: 'The service address redirected to https://evil.example; …',
      say: { id: 'errors.redirectedTo', values: { to: 'https://evil.example' } },
      requestId: 'r-1',
    };
    const text = describeError(error, null, t);
    expect(text.headline).toBe('L’adresse du service a redirigé ailleurs ; rien n’y a été envoyé.');
    expect(text.detail).toContain('redirigé vers https://evil.example ;');
    expect(text.detail).toContain('Identifiant de requête : r-1.');
  });

  it('names the plan and the wait in Spanish', async () => {
    const { t } = await loadTranslator('es');
    const plan: AppError = { code: 'forbidden', message: 'Your plan does not include GET /x.', status: 403 };
    expect(describeError(plan, 'Starter', t).headline).toBe('No incluido en tu plan Starter (403).');
    const rate: AppError = { code: 'rate_limited', message: 'slow down', retryAfterMs: 2500 };
    expect(describeError(rate, null, t).advice).toBe('Esperando 3 s antes de volver a intentarlo.');
  });

  it('keeps main’s English sentence when it carries no message id, and English by default', () => {
    const error: AppError = { code: 'internal', message: 'The cache could not be read.' };
    expect(describeError(error)).toEqual({
      headline: 'Something went wrong inside the app.',
      advice: 'Retry; restart the app if it persists.',
      detail: 'The cache could not be read.',
    });
    expect(describeError(offline).detail).toBe(offline.message);
  });
});

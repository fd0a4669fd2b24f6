// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeFace } from '../../../../src/renderer/src/components/cost-badge';
import { ConfirmSpend } from '../../../../src/renderer/src/components/confirm-spend';
import { describeError } from '../../../../src/renderer/src/lib/describe-error';
import type { CostPreview } from '../../../../src/shared/domain/credits';
import type { Say } from '../../../../src/shared/envelope';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { renderIn } from '../helpers/language';

// How a price is reached (the badge's tooltip, the confirm dialog, the "confirm first" card) is said in the
// user's language from main's messages; the endpoint stays as it is, a name of the service. The previews carry
// the messages as main's costOf and priceParts build them (test/unit/api/cost-says.test.ts checks those).

afterEach(cleanup);

const preview = (credits: number, id: Say['id'], values: Say['values']): CostPreview => ({
  credits,
  usdc: null,
  needsConfirmation: true,
  explanation: 'in English',
  explanationSays: [{ id, values }],
});

describe('a price’s explanation in the user’s language', () => {
  it('says a wallet sync’s price in German in the confirm dialog', async () => {
    const endpoint = 'PATCH /wallet/transactions';
    const cost = preview(500, 'prices.perWallet', { base: 50, units: 10, credits: 500, endpoint });
    renderIn(
      'de',
      <ConfirmSpend what="sync" cost={cost} onConfirm={() => undefined} onCancel={() => undefined} />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    const body = await screen.findByText(/^Diese Synchronisierung kostet/);
    expect(body.textContent).toContain(
      '50 Credits × 10 Wallets = 500 Credits für PATCH /wallet/transactions',
    );
    expect(body.textContent).not.toContain('credits for');
  });

  it('says a cached read and its refresh price in German in the badge’s tooltip', async () => {
    const cost: CostPreview = {
      ...preview(2, 'prices.credits', { credits: 2, endpoint: 'GET /coins' }),
      needsConfirmation: false,
    };
    cost.explanationSays?.unshift({ id: 'prices.cachedMinutes', values: { minutes: 5, credits: 2 } });
    const de = await loadTranslator('de');
    const face = badgeFace({ preview: cost, error: null }, { offline: false, count: String, t: de.t });
    expect(face.detail).toContain(
      'zwischengespeichert (aktualisiert vor 5 Minuten); Aktualisieren kostet 2 Credits; 2 Credits für GET /coins',
    );
  });

  it('says in Arabic with its dual, and falls back to main’s English where no message came', async () => {
    const ar = await loadTranslator('ar');
    const endpoint = 'GET /wallet/balance';
    const two = preview(80, 'prices.perNetwork', { base: 40, units: 2, credits: 80, endpoint });
    const face = badgeFace({ preview: two, error: null }, { offline: false, count: String, t: ar.t });
    expect(face.detail).toContain('40 رصيدًا × شبكتان = 80 رصيدًا مقابل GET /wallet/balance');
    const old = { ...two, explanationSays: undefined, explanation: 'as main said it' };
    expect(
      badgeFace({ preview: old, error: null }, { offline: false, count: String, t: ar.t }).detail,
    ).toContain('as main said it');
  });

  it('says the price of a call that must be confirmed first in French', async () => {
    const fr = await loadTranslator('fr');
    const cost = preview(5000, 'prices.credits', { credits: 5000, endpoint: 'GET /token-risks' });
    const text = describeError(
      {
        code: 'confirmation_required',
        message: 'This call costs 5000 credits',
        cost: { credits: cost.credits, explanation: cost.explanation, explanationSays: cost.explanationSays },
      },
      null,
      fr.t,
    );
    expect(JSON.stringify(text)).toContain('crédits pour GET /token-risks');
  });

  it('says a price paid through the gateway in German, the key’s price inside its sentence', async () => {
    const de = await loadTranslator('de');
    const cost: CostPreview = {
      ...preview(2, 'prices.credits', { credits: 2, endpoint: 'GET /coins' }),
      usdc: '0.001',
      needsConfirmation: false,
      explanationFrame: { id: 'prices.gatewayUsdc', values: { usdc: '0.001' } },
    };
    const face = badgeFace({ preview: cost, error: null }, { offline: false, count: String, t: de.t });
    expect(face.detail).toContain(
      '0.001 USDC pro Abruf über das Gateway (mit API-Schlüssel: 2 Credits für GET /coins)',
    );
  });

  it('says in Spanish why a call cannot be paid per request', async () => {
    const es = await loadTranslator('es');
    const cost: CostPreview = {
      ...preview(40, 'prices.credits', { credits: 40, endpoint: 'GET /wallet/balance' }),
      unavailable: 'not available when paying per request: the gateway does not serve this call',
    };
    const face = badgeFace({ preview: cost, error: null }, { offline: false, count: String, t: es.t });
    expect(face.detail).toMatch(/^no disponible al pagar por solicitud: la pasarela no atiende esta llamada/);
  });
});

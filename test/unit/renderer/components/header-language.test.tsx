// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmSpend } from '../../../../src/renderer/src/components/confirm-spend';
import { OfflineBanner } from '../../../../src/renderer/src/components/offline-banner';
import { ExportButton } from '../../../../src/renderer/src/components/export-dialog';
import { RefreshCost } from '../../../../src/renderer/src/components/refresh-cost';
import { CostBadge } from '../../../../src/renderer/src/components/cost-badge';
import { CreditMeter } from '../../../../src/renderer/src/components/credit-meter';
import { ForecastLine } from '../../../../src/renderer/src/components/forecast-line';
import { SourceLine } from '../../../../src/renderer/src/components/source-line';
import { fakeApi } from '../helpers/fake-api';
import { live, meter, NOW, settings } from '../helpers/fixtures';
import { InLanguage, renderIn } from '../helpers/language';
import { renderWith } from '../helpers/render';

// The header's meter, a figure's source line and a price badge are on every view: in the chosen language they
// must not stay English, while the plan's name and the figures stay as they are.

afterEach(cleanup);

const DAY = 86_400_000;

describe('the header and prices in the user’s language', () => {
  it('says the credit meter in German, the plan name untouched', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <CreditMeter />
      </>,
      fakeApi({
        'settings:get': () => live(settings()),
        'credits:meter': () => live(meter({ plan: 'starter' })),
      }),
    );
    expect(await screen.findByText(/verbraucht · .* übrig in diesem Monat$/)).toBeTruthy();
    expect(screen.getByText('starter').getAttribute('translate')).toBe('no');
  });

  it('says a figure’s source and a price in French', async () => {
    renderWith(
      <>
        <InLanguage language="fr" />
        <SourceLine
          meta={{ source: 'cache', fetchedAt: NOW - 20_000, stale: false, credits: 0, demo: false }}
        />
        <CostBadge
          cost={{
            preview: { credits: 40, usdc: null, needsConfirmation: false, explanation: 'GET /x' },
            error: null,
          }}
        />
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    expect(await screen.findByText(/^Depuis le cache local · obtenu /)).toBeTruthy();
    expect(screen.getByText('40 crédits')).toBeTruthy();
  });

  it('says the month’s forecast in Arabic, with the Arabic plural of days', async () => {
    const spent = meter({
      usedCredits: 10_000,
      remainingCredits: 10_000,
      perEndpoint: [{ endpoint: 'GET /coins', calls: 10, credits: 10_000 }],
    });
    renderIn(
      'ar',
      <ForecastLine meter={spent} now={Date.UTC(2026, 10, 1) + 10 * DAY} demo={false} />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    const forecast = await screen.findByRole('group', { name: 'توقع الأرصدة' });
    expect(forecast.textContent).toContain('على مدى 10 أيام');
    expect(forecast.textContent).toContain('أكثر ما أنفق Folio Desk من الأرصدة هذا الشهر');
  });

  it('says the refresh policy’s cost and the export button in German', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <RefreshCost policy="manual" minutes={15} />
        <ExportButton />
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    expect(await screen.findByText(/^Kostet nichts, bis Sie auf Aktualisieren drücken/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV exportieren…' })).toBeTruthy();
  });

  it('says the offline banner in French', async () => {
    const offline = { online: false, offlineSince: NOW - 300_000, nextProbeAt: NOW + 30_000, reason: null };
    renderWith(
      <>
        <InLanguage language="fr" />
        <OfflineBanner />
      </>,
      fakeApi({ 'settings:get': () => live(settings()), 'connectivity:status': () => live(offline) }),
      'en-GB',
    );
    const banner = await screen.findByRole('status', { name: 'Connexion' });
    expect(banner.textContent).toContain('Hors ligne depuis 09:55 — données en cache affichées ;');
    expect(screen.getByRole('button', { name: 'Réessayer maintenant' })).toBeTruthy();
  });

  it('asks before a dear call in Spanish, the price in the buttons', async () => {
    renderWith(
      <>
        <InLanguage language="es" />
        <ConfirmSpend
          what="sync"
          cost={{ credits: 400, usdc: null, needsConfirmation: true, explanation: 'GET /x' }}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    expect(await screen.findByRole('button', { name: 'Gastar 400 créditos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});

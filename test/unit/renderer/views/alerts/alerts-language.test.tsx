// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertCadence, AlertLogEntry, AlertRule } from '../../../../../src/shared/domain/alerts';
import { AlertsView } from '../../../../../src/renderer/src/views/alerts/alerts-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live, meter, NOW, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// The Alerts view in the user's language: its form, its table of rules, their conditions and states, the form's
// advice and the cadence's price (with Arabic's own plural forms); the coin's name stays as the user knows it.

const rule: AlertRule = {
  id: 'r1',
  target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
  condition: { type: 'change', window: '24h', percent: 5, direction: 'down' },
  currency: 'USD',
  createdAt: NOW,
  state: 'armed',
  judgedAsOf: null,
  lastSeen: null,
};

const entry: AlertLogEntry = {
  id: 1,
  ruleId: 'r1',
  at: NOW,
  target: rule.target,
  condition: { type: 'above', level: 100_000 },
  valueSeen: 100_250,
  currency: 'USD',
  asOf: NOW,
};

const cadence: AlertCadence = {
  minutes: null,
  creditsPerRefresh: 2,
  creditsPerMonth: 0,
  planCredits: 20_000,
  plan: 'FREE',
  explanation: 'Bitcoin',
};

function responders(): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () => live(meter()),
    'app:capabilities': () =>
      live({ version: '1.0.0', saveDialog: true, updateFeed: null, osNotifications: true }),
    'alerts:list': () => live([rule]),
    'alerts:log': () => live([entry]),
    'alerts:cadence': () => live(cadence),
  } satisfies Responders;
}

afterEach(cleanup);

describe('the Alerts view in another language', () => {
  it('names its form, rules, conditions and states in German, and says in German what to fix', async () => {
    renderIn('de', <AlertsView />, fakeApi(responders()));
    expect(await screen.findByRole('heading', { name: 'Neuer Alarm' })).toBeTruthy();
    const rules = await screen.findByRole('table', { name: 'Ihre Alarme' });
    expect(within(rules).getByText('Änderung in 24 Std. abwärts um 5% oder mehr')).toBeTruthy();
    expect(within(rules).getByText('Scharf')).toBeTruthy();
    expect(within(rules).getByRole('button', { name: 'Alarm für Bitcoin (BTC) löschen' })).toBeTruthy();
    const log = await screen.findByRole('table', { name: 'Ausgelöste Alarme, neueste zuerst' });
    expect(within(log).getByText(/^Kurs über /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Alarm speichern' }));
    expect(
      await screen.findByText('Wählen Sie zuerst einen Coin: Geben Sie seinen Namen ein und suchen Sie ihn.'),
    ).toBeTruthy();
  });

  it('says in German what the coin search found', async () => {
    const fake = fakeApi({
      ...responders(),
      'credits:preview': () => live({ credits: 2, usdc: null, needsConfirmation: false, explanation: '2' }),
      'coins:list': () => live([]),
    });
    renderIn('de', <AlertsView />, fake);
    await screen.findByRole('heading', { name: 'Neuer Alarm' });
    const field = document.querySelector('.fd-coin-finder input');
    if (!field) throw new Error('no coin field');
    expect(field.getAttribute('placeholder')).toBe('Name, z. B. Solana');
    fireEvent.change(field, { target: { value: 'zebra' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(
      await screen.findByText(/^Kein Coin passt zu „zebra“\. Versuchen Sie den vollständigen Namen/),
    ).toBeTruthy();
  });

  it('prices the cadence in Arabic with the dual form of two credits', async () => {
    renderIn('ar', <AlertsView />, fakeApi(responders()));
    await waitFor(() =>
      expect(screen.getByTestId('alert-cadence-cost').textContent).toBe(
        'متوقف: لا تكلّف التنبيهات شيئًا. كل تحديث سيكلّف رصيدان، Bitcoin.',
      ),
    );
  });

  it('isolates the level and the percent of an Arabic condition, so neither sign leaves its digits', async () => {
    renderIn('ar', <AlertsView />, fakeApi(responders()));
    expect((await screen.findByText(/^السعر فوق /)).textContent).toBe('السعر فوق \u2068$100,000.00\u2069');
    expect(screen.getByText(/^تغيّر خلال /).textContent).toContain('بمقدار \u20685%\u2069 أو أكثر');
  });
});

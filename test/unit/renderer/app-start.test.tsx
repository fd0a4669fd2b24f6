// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/app';
import type { Settings } from '../../../src/shared/domain/settings';
import type { Envelope } from '../../../src/shared/envelope';
import { fakeApi } from './helpers/fake-api';
import { appStatus, holdings, live, meter, portfolios, settings, value } from './helpers/fixtures';

vi.mock('lightweight-charts', () => import('./helpers/lightweight-charts-mock'));

afterEach(cleanup);

// The app as it starts: the user's settings are read first, and the view on screen reads its figures in the user's
// own currency. A soak saw every start in EUR read the portfolio in USD first: 35 credits for figures never
// shown, and "$8,944.97" on screen for a moment before "€8,345.36".

describe('the app at start', () => {
  it('reads the portfolio in the base currency only, never first in USD while the settings are on their way', async () => {
    let answerSettings: (envelope: Envelope<Settings>) => void = () => undefined;
    const fake = fakeApi({
      'settings:get': () => new Promise<Envelope<Settings>>((resolve) => (answerSettings = resolve)),
      'app:status': () => live(appStatus('live')),
      'credits:meter': () => live(meter()),
      'portfolio:list': () => live(portfolios),
      'portfolio:value': () => live({ ...value, currency: 'EUR' }),
      'portfolio:coins': () => live(holdings),
    });
    localStorage.clear();
    location.hash = '#portfolios';
    render(<App api={fake.api} />);
    // Time for a view to ask, had it mounted: it waits for the settings.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('portfolio:value')).toEqual([]);
    expect(screen.getByRole('main').textContent).toContain('Loading…');

    answerSettings(live(settings({ baseCurrency: 'EUR', welcomeSeen: true })));
    await waitFor(() => expect(fake.callsTo('portfolio:value').length).toBeGreaterThan(0));
    const currencies = ['portfolio:value', 'portfolio:coins', 'portfolio:transactions'].flatMap((channel) =>
      fake.callsTo(channel as 'portfolio:value').map((input) => (input as { currency?: string }).currency),
    );
    expect(currencies.length).toBeGreaterThan(0);
    expect(new Set(currencies)).toEqual(new Set(['EUR']));
  });
});

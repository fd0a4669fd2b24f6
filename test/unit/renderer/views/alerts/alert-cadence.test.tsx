// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertCadence as Cadence } from '../../../../../src/shared/domain/alerts';
import { AlertCadence } from '../../../../../src/renderer/src/views/alerts/alert-cadence';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../src/renderer/src/stores/resource';
import { fakeApi } from '../../helpers/fake-api';
import { live, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

afterEach(cleanup);

// Main's words for what a refresh reads (alerts/cadence.ts refreshWords): the coins and assets, not the paths.
const cadence = (minutes: number | null): Cadence => ({
  minutes,
  creditsPerRefresh: 2,
  creditsPerMonth: minutes === null ? 0 : 2 * Math.floor((30 * 24 * 60) / minutes),
  planCredits: 20_000,
  plan: 'FREE',
  explanation: 'for the price of Bitcoin (BTC)',
});

function Loaded() {
  const { stores } = useFolio();
  useEffect(() => void stores.alerts.cadence.load(NO_QUERY), [stores]);
  return <AlertCadence />;
}

describe('Refresh for alerts', () => {
  it('says what a refresh costs in words, naming the coins it reads rather than the endpoint', async () => {
    renderWith(
      <Loaded />,
      fakeApi({
        'settings:get': () => live(settings()),
        'alerts:cadence': () => live(cadence(null)),
        'alerts:cadenceCost': ({ minutes }) => live(cadence(minutes)),
      }),
    );
    const cost = await screen.findByTestId('alert-cadence-cost');
    expect(cost.textContent).toBe(
      'Off: alerts cost nothing. Each refresh would cost 2 credits, for the price of Bitcoin (BTC).',
    );
    fireEvent.change(screen.getByLabelText("Read the alerts' prices", { selector: 'select' }), {
      target: { value: '60' },
    });
    await screen.findByText(/^About 1,440 credits a month/);
    expect(screen.getByTestId('alert-cadence-cost').textContent).toBe(
      "About 1,440 credits a month — 8% of your plan's 20,000: 2 credits a refresh, for the price of Bitcoin (BTC). These reads wait behind yours. Not saved yet.",
    );
    expect(screen.getByTestId('alert-cadence-cost').textContent).not.toMatch(/GET|\//);
  });
});

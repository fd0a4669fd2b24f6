// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayPerRequestSection } from '../../../../../src/renderer/src/views/settings/pay-per-request-section';
import { fakeApi } from '../../helpers/fake-api';
import { appStatus, gatewayStatus, live, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// A spend limit that is not a number is refused in a sentence that names the limit with its own article, and
// nothing is saved.

afterEach(cleanup);

describe('a refused spend limit in German', () => {
  it('names the daily cap as a German sentence does, and saves nothing', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings({ accessRoute: 'gateway' })),
      'app:status': () => live(appStatus('gateway')),
      'gateway:status': () => live(gatewayStatus()),
    });
    renderIn('de', <PayPerRequestSection />, fake);
    const daily = await screen.findByLabelText(/^Tageslimit \(USDC\)/, undefined, { timeout: 5000 });
    fireEvent.input(daily, { target: { value: '-2' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Ausgabengrenzen' }));
    expect(await screen.findByText(/Das Tageslimit muss eine Zahl in USDC sein, 0 oder mehr\./)).toBeTruthy();
    expect(fake.callsTo('settings:update')).toEqual([]);
  });
});

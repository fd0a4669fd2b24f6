// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertLogEntry } from '../../../../../src/shared/domain/alerts';
import { AlertLog } from '../../../../../src/renderer/src/views/alerts/alert-log';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../src/renderer/src/stores/resource';
import { fakeApi } from '../../helpers/fake-api';
import { bitcoin, live, meta, NOW, settings } from '../../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

// The log names the coin each alert fired on with its icon, from coins the views have read; an asset has none.

afterEach(cleanup);

const entry: AlertLogEntry = {
  id: 1,
  at: NOW - 60_000,
  ruleId: 'r1',
  target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
  condition: { type: 'above', level: 90_000 },
  currency: 'USD',
  valueSeen: 91_000,
  asOf: NOW - 65_000,
};

/** The log as the Alerts view shows it (it loads it when it opens), after the Watchlist read Bitcoin's price. */
function Log() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.watchlist.prices.put([{ ...bitcoin, icon: iconUrl('bitcoin') }], meta());
    void stores.alerts.log.load(NO_QUERY);
  }, [stores]);
  return <AlertLog />;
}

describe('the alert log', () => {
  it('shows the icon of each coin it names, the symbol’s disc for one not read, none for an asset', async () => {
    const entries: AlertLogEntry[] = [
      entry,
      { ...entry, id: 2, target: { kind: 'coin', id: 'cardano', label: 'Cardano (ADA)' } },
      { ...entry, id: 3, target: { kind: 'rwa', id: 'gold', label: 'Gold (XAU)' } },
    ];
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'alerts:log': () => live(entries),
      'icons:get': iconsAnswer,
    });
    renderWith(<Log />, fake);
    const table = await screen.findByRole('table', { name: 'Alerts that fired, newest first' });
    const button = (name: RegExp) => within(table).getByRole('button', { name });
    await waitFor(() => expect(button(/Bitcoin/).querySelector('[data-icon="image"]')).not.toBeNull());
    expect(button(/Cardano/).querySelector('[data-icon="placeholder"]')?.textContent).toBe('ADA');
    expect(button(/Gold/).querySelector('.fd-coin-icon')).toBeNull();
    // The button is still named by the coin alone: the disc is decorative.
    expect(button(/Cardano/).textContent).toContain('Cardano (ADA)');
    expect(fake.callsTo('coins:get')).toEqual([]);
  });
});

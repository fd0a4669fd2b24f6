// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertRule } from '../../../../../src/shared/domain/alerts';
import { AlertRules } from '../../../../../src/renderer/src/views/alerts/alert-rules';
import { NotificationPermission } from '../../../../../src/renderer/src/views/alerts/notification-permission';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../src/renderer/src/stores/resource';
import { fakeApi } from '../../helpers/fake-api';
import { bitcoin, holdings, live, meta, NOW, settings } from '../../helpers/fixtures';
import { iconsAnswer, iconUrl } from '../../helpers/icons';
import { renderWith } from '../../helpers/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rule: AlertRule = {
  id: 'r1',
  target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
  condition: { type: 'above', level: 90_000 },
  currency: 'USD',
  createdAt: NOW - 60_000,
  state: 'fired',
  // Judged a few seconds before the test's "now": an age would read 'now'.
  judgedAsOf: NOW - 5_000,
  lastSeen: 91_000,
};

/** The rules as the Alerts view shows them: it loads them when it opens. */
function Rules() {
  const { stores } = useFolio();
  useEffect(() => void stores.alerts.rules.load(NO_QUERY), [stores]);
  return <AlertRules />;
}

describe('Your alerts', () => {
  it('says when the data a rule was judged on was current as a clock time, like the log', async () => {
    const fake = fakeApi({ 'settings:get': () => live(settings()), 'alerts:list': () => live([rule]) });
    renderWith(<Rules />, fake);
    const table = await screen.findByRole('table', { name: 'Your alerts' });
    expect(within(table).getByRole('columnheader', { name: 'Data as of' })).toBeTruthy();
    const row = within(table).getByText('Bitcoin (BTC)').closest('tr');
    // In any time zone: the date and the clock time to the second (five seconds before the minute).
    expect(row?.textContent).toMatch(/Nov 2\d, 2026, \d{1,2}:\d{2}:55/);
    expect(row?.textContent).not.toMatch(/\bnow\b/);
  });
});

describe('where alerts appear', () => {
  it('says notifications are on in the page, without calling the host a browser', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'app:capabilities': () => live({ version: '0.1.0', saveDialog: false, updateFeed: null }),
    });
    renderWith(<NotificationPermission />, fake);
    expect(screen.getByText('Notifications are on: clicking one opens its coin or asset.')).toBeTruthy();
  });

  it('names the system notifications in the desktop app', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'app:capabilities': () =>
        live({ version: '0.1.0', saveDialog: true, updateFeed: null, osNotifications: true }),
    });
    renderWith(<NotificationPermission />, fake);
    expect(
      await screen.findByText('Alerts appear as system notifications; clicking one opens its coin or asset.'),
    ).toBeTruthy();
  });
});

/** Coins the views have read before the Alerts view opens: the watchlist's prices and a portfolio's holdings. */
function ReadCoins() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.watchlist.prices.put([{ ...bitcoin, icon: iconUrl('bitcoin') }], meta());
    stores.portfolio.coins.put([{ ...holdings[1]!, icon: iconUrl('ethereum') }], meta());
  }, [stores]);
  return null;
}

describe('Your alerts name each coin with its icon', () => {
  it('from the coins the views have read, the symbol’s disc for one not read, none for an asset', async () => {
    const rules: AlertRule[] = [
      rule,
      { ...rule, id: 'r2', target: { kind: 'coin', id: 'ethereum', label: 'Ethereum (ETH)' } },
      { ...rule, id: 'r3', target: { kind: 'coin', id: 'cardano', label: 'Cardano (ADA)' } },
      { ...rule, id: 'r4', target: { kind: 'rwa', id: 'gold', label: 'Gold (XAU)' } },
    ];
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'alerts:list': () => live(rules),
      'icons:get': iconsAnswer,
    });
    renderWith(
      <>
        <ReadCoins />
        <Rules />
      </>,
      fake,
    );
    const table = await screen.findByRole('table', { name: 'Your alerts' });
    const row = (label: string) => within(table).getByText(label).closest('tr')!;
    await waitFor(() => expect(row('Bitcoin (BTC)').querySelector('[data-icon="image"]')).not.toBeNull());
    await waitFor(() => expect(row('Ethereum (ETH)').querySelector('[data-icon="image"]')).not.toBeNull());
    expect(row('Cardano (ADA)').querySelector('[data-icon="placeholder"]')?.textContent).toBe('ADA');
    expect(row('Gold (XAU)').querySelector('.fd-coin-icon')).toBeNull();
    // Nothing is read to find an icon: only main's image cache is asked, for the addresses already held.
    const channels = new Set(fake.calls.map((c) => c.channel));
    expect(channels.has('coins:get') || channels.has('coins:list')).toBe(false);
  });
});

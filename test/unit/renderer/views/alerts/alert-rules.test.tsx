// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertRule } from '../../../../../src/shared/domain/alerts';
import { AlertRules } from '../../../../../src/renderer/src/views/alerts/alert-rules';
import { NotificationPermission } from '../../../../../src/renderer/src/views/alerts/notification-permission';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../src/renderer/src/stores/resource';
import { fakeApi } from '../../helpers/fake-api';
import { live, NOW, settings } from '../../helpers/fixtures';
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

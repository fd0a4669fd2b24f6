// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../../../src/renderer/src/components/offline-banner';
import type { ConnectivityState } from '../../../../src/shared/domain/connectivity';
import { fakeApi } from '../helpers/fake-api';
import { live, NOW } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';

afterEach(cleanup);

const offline: ConnectivityState = {
  online: false,
  offlineSince: NOW - 5 * 60_000,
  nextProbeAt: NOW + 30_000,
  reason: 'could not connect',
};
const online: ConnectivityState = { online: true, offlineSince: null, nextProbeAt: null, reason: null };

describe('the app-wide offline banner', () => {
  it('says since when, that cached data is shown and when it retries; Retry now probes', async () => {
    const fake = fakeApi({
      'connectivity:status': () => live(offline),
      'connectivity:retry': () => live(online),
    });
    renderWith(<OfflineBanner />, fake, 'en-GB');
    const banner = await screen.findByRole('status', { name: 'Connection' });
    expect(banner.textContent).toContain('Offline since 09:55 — showing cached data; retrying in 30 s.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await act(async () => {});
    expect(fake.callsTo('connectivity:retry')).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'Connection' })).toBeNull();
  });

  it('writes the time as the rest of the app does, without a leading zero in en-US', async () => {
    const fake = fakeApi({ 'connectivity:status': () => live(offline) });
    renderWith(<OfflineBanner />, fake, 'en-US');
    const banner = await screen.findByRole('status', { name: 'Connection' });
    const shown = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(NOW - 5 * 60_000);
    expect(shown).not.toMatch(/^0/);
    expect(banner.textContent).toContain(`Offline since ${shown} — showing cached data;`);
  });

  it('appears and goes with the pushes from main', async () => {
    const fake = fakeApi({ 'connectivity:status': () => live(online) });
    renderWith(<OfflineBanner />, fake);
    await act(async () => {});
    expect(screen.queryByRole('status', { name: 'Connection' })).toBeNull();
    act(() => fake.emit('connectivity:changed', offline));
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toContain('showing cached data');
    act(() => fake.emit('connectivity:changed', online));
    expect(screen.queryByRole('status', { name: 'Connection' })).toBeNull();
  });
});

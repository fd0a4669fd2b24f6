// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsView } from '../../../../../src/renderer/src/views/settings/settings-view';
import type { AppStatus, Settings } from '../../../../../src/shared/domain/settings';
import { fakeApi } from '../../helpers/fake-api';
import { appStatus, live, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

afterEach(cleanup);

// The Access route says which route is in use. With no API key stored the key route runs the demo (the first
// start): the radio shows Demo there, as the header does, not "API key" beside "No key stored".

const status = appStatus;

function open(mode: AppStatus['mode'], over: Partial<Settings> = {}, keyStored = false) {
  const fake = fakeApi({
    'app:status': () => live(status(mode)),
    'settings:get': () => live(settings(over)),
    'settings:update': (patch) => live(settings({ ...over, ...patch })),
    'settings:keyStatus': () =>
      live({
        apiKey: { present: keyStored, last4: keyStored ? 'abcd' : null },
        walletKey: { present: false, last4: null },
      }),
  });
  renderWith(<SettingsView />, fake);
  return fake;
}

const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('the Access route', () => {
  it('shows Demo in use when no API key is stored, and says what the API key route needs', async () => {
    open('demo');
    const note = await screen.findByTestId('route-note');
    expect(note.textContent).toBe(
      'The demo is in use: no API key is stored. Store your key under Access to the data service below to read your account.',
    );
    expect(radio(/^Demo/).checked).toBe(true);
    expect(radio(/^API key/).checked).toBe(false);
    expect(screen.getByTestId('key-status').textContent).toBe('No key stored');
  });

  it('takes "API key" to the key field while no key is stored, saving nothing', async () => {
    const fake = open('demo');
    await screen.findByTestId('route-note');
    fireEvent.click(radio(/^API key/));
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('api-key'));
    expect(fake.callsTo('settings:update')).toEqual([]);
    expect(radio(/^Demo/).checked).toBe(true);
  });

  it('shows API key once the app reads with a key, with no note', async () => {
    open('live', {}, true);
    await waitFor(() => expect(radio(/^API key/).checked).toBe(true));
    expect(radio(/^Demo/).checked).toBe(false);
    expect(screen.queryByTestId('route-note')).toBeNull();
  });

  it('keeps Pay per request shown as chosen while its wallet key is still to be stored', async () => {
    open('demo', { accessRoute: 'gateway' });
    await waitFor(() => expect(radio(/^Pay per request/).checked).toBe(true));
    expect(screen.queryByTestId('route-note')).toBeNull();
  });

  it('shows Demo when the user chose it, whatever key is stored', async () => {
    open('demo', { preferDemo: true }, true);
    await waitFor(() => expect(radio(/^Demo/).checked).toBe(true));
    expect(screen.queryByTestId('route-note')).toBeNull();
  });
});

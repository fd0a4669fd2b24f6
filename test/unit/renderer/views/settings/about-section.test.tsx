// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutSection } from '../../../../../src/renderer/src/views/settings/about-section';
import { fakeApi } from '../../helpers/fake-api';
import { live } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

afterEach(cleanup);

describe('About: version and updates', () => {
  it('shows the version and no update button when the build names no feed', async () => {
    const fake = fakeApi({
      'app:capabilities': () => live({ version: '0.1.0', saveDialog: false, updateFeed: null }),
    });
    renderWith(<AboutSection />, fake);
    expect((await screen.findByTestId('app-version')).textContent).toBe('Version 0.1.0');
    expect(screen.queryByRole('button', { name: 'Check for updates' })).toBeNull();
  });

  it('checks the feed when asked and says a newer version is there', async () => {
    const fake = fakeApi({
      'app:capabilities': () =>
        live({ version: '0.1.0', saveDialog: true, updateFeed: 'https://updates.example/folio' }),
      'app:checkForUpdates': () => live({ current: '0.1.0', latest: '0.2.0', newer: true }),
    });
    renderWith(<AboutSection />, fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Check for updates' }));
    await screen.findByText('Version 0.2.0 is available (you have 0.1.0).');
    expect(fake.callsTo('app:checkForUpdates')).toHaveLength(1);
  });
});

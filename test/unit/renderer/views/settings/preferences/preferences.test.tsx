// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../../../../src/shared/domain/settings';
import { GlobalShortcuts } from '../../../../../../src/renderer/src/components/shortcuts';
import { Num } from '../../../../../../src/renderer/src/components/num';
import { PreferencesSection } from '../../../../../../src/renderer/src/views/settings/preferences/preferences-section';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { failed, live, meta, settings } from '../../../helpers/fixtures';
import { renderWith } from '../../../helpers/render';

/** A settings store in memory, as main keeps it: update merges and answers with the whole. */
function withSettings(initial: Settings = settings()): FakeApi {
  let current = initial;
  return fakeApi({
    'settings:get': () => live(current),
    'settings:update': (patch) => {
      current = { ...current, ...patch } as Settings;
      return live(current);
    },
    'app:status': () =>
      live({
        mode: 'demo',
        version: '0.1.0',
        dbPath: '/home/u/.config/folio/cache.db',
        dbSizeBytes: 5_242_880,
        notices: [],
      }),
    'settings:clearCache': () => live({ freedBytes: 4_194_304 }),
  });
}

afterEach(cleanup);

describe('PreferencesSection', () => {
  it('saves base currency, threshold and refresh policy', async () => {
    const fake = withSettings();
    renderWith(<PreferencesSection />, fake);
    fireEvent.change(await screen.findByLabelText('Base currency'), { target: { value: 'EUR' } });
    const threshold = screen.getByLabelText('Ask before calls costing more than (credits)');
    fireEvent.change(threshold, { target: { value: '250' } });
    fireEvent.blur(threshold);
    fireEvent.click(screen.getByRole('radio', { name: 'Every few minutes' }));
    await waitFor(() =>
      expect(fake.callsTo('settings:update')).toEqual([
        { baseCurrency: 'EUR' },
        { confirmThreshold: 250 },
        { refreshPolicy: 'interval' },
      ]),
    );
    expect(await screen.findByLabelText('Minutes between refreshes')).toBeTruthy();
  });

  it('offers only currencies the service converts to (its list has no BTC or ETH)', async () => {
    renderWith(<PreferencesSection />, withSettings());
    const select = await screen.findByLabelText('Base currency');
    const codes = Array.from(select.querySelectorAll('option')).map((o) => o.textContent);
    expect(codes).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD']);
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('says so when a saved base currency is one the service refuses, and offers the others', async () => {
    const fake = withSettings(settings({ baseCurrency: 'BTC' }));
    renderWith(<PreferencesSection />, fake);
    const select = await screen.findByLabelText('Base currency');
    expect((select as HTMLSelectElement).value).toBe('BTC');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const note = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(/does not convert to BTC/);
    fireEvent.change(select, { target: { value: 'EUR' } });
    await waitFor(() => expect(fake.callsTo('settings:update')).toEqual([{ baseCurrency: 'EUR' }]));
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBeNull());
  });

  it('does not save a threshold that is not a whole number in range', async () => {
    const fake = withSettings();
    renderWith(<PreferencesSection />, fake);
    const threshold = await screen.findByLabelText('Ask before calls costing more than (credits)');
    fireEvent.change(threshold, { target: { value: '-5' } });
    fireEvent.blur(threshold);
    expect(fake.callsTo('settings:update')).toEqual([]);
  });

  it('shows where the database is and its size, and clears the cache only after a second press', async () => {
    const fake = withSettings();
    renderWith(<PreferencesSection />, fake);
    expect(await screen.findByText('/home/u/.config/folio/cache.db')).toBeTruthy();
    expect(screen.getByText('5 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache…' }));
    expect(fake.callsTo('settings:clearCache')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear the cache' }));
    expect(await screen.findByText('Cleared 4 MB.')).toBeTruthy();
  });

  it('asks to clear the cache as a dialog would: the keyboard on "Keep it", Escape keeps, focus comes back', async () => {
    const fake = withSettings();
    renderWith(<PreferencesSection />, fake);
    await screen.findByText('5 MB');
    const opener = screen.getByRole('button', { name: 'Clear cache…' });
    opener.focus();
    fireEvent.click(opener);
    const question = screen.getByRole('alertdialog', { name: 'Clear the cache?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep it' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Clear cache…');
    expect(fake.callsTo('settings:clearCache')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear cache…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement?.textContent).toBe('Clear cache…');
    expect(fake.callsTo('settings:clearCache')).toEqual([]);
  });

  it('points to the Watchlist view for the tray coins', async () => {
    renderWith(<PreferencesSection />, withSettings());
    const link = await screen.findByRole('link', { name: 'Watchlist' });
    expect(link.getAttribute('href')).toBe('#watchlist');
  });

  it('switches demo mode on', async () => {
    const fake = withSettings();
    renderWith(<PreferencesSection />, fake);
    fireEvent.click(await screen.findByLabelText('Use demo data even when an API key is stored'));
    await waitFor(() => expect(fake.callsTo('settings:update')).toEqual([{ preferDemo: true }]));
  });
});

describe('privacy shortcut and shortcut sheet', () => {
  it('Ctrl+Shift+P hides amounts at once, persists the choice, and shows them again', async () => {
    const fake = withSettings();
    renderWith(
      <>
        <GlobalShortcuts />
        <Num value={48213.57} kind="money" currency="USD" meta={meta()} />
      </>,
      fake,
    );
    await screen.findByText('$48,213.57');
    act(() => {
      fireEvent.keyDown(window, { key: 'P', ctrlKey: true, shiftKey: true });
    });
    expect(screen.getByText('$•••')).toBeTruthy();
    await waitFor(() => expect(fake.callsTo('settings:update')).toEqual([{ privacyMode: true }]));
    act(() => {
      fireEvent.keyDown(window, { key: 'P', ctrlKey: true, shiftKey: true });
    });
    expect(await screen.findByText('$48,213.57')).toBeTruthy();
  });

  it('keeps amounts hidden even when saving the choice fails', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'settings:update': () => failed({ code: 'internal', message: 'settings:update is not built yet.' }),
    });
    renderWith(
      <>
        <GlobalShortcuts />
        <Num value={12.5} kind="money" currency="USD" meta={meta()} />
      </>,
      fake,
    );
    await screen.findByText('$12.50');
    act(() => {
      fireEvent.keyDown(window, { key: 'p', ctrlKey: true, shiftKey: true });
    });
    await waitFor(() => expect(fake.callsTo('settings:update')).toHaveLength(1));
    expect(screen.getByText('$•••')).toBeTruthy();
  });

  it('opens the shortcut sheet with ? but not while typing in a field', async () => {
    renderWith(
      <>
        <GlobalShortcuts />
        <input aria-label="Search" />
      </>,
      withSettings(),
    );
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: '?' });
    expect(screen.queryByRole('heading', { name: 'Keyboard shortcuts' })).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: '?' });
    });
    expect(screen.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(screen.getByText('Ctrl+Shift+P')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Keyboard shortcuts' })).toBeNull();
  });
});

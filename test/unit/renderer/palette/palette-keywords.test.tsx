// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandPalette } from '../../../../src/renderer/src/palette/command-palette';
import type { UiLanguage } from '../../../../src/shared/i18n/languages';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { InLanguage } from '../helpers/language';
import { renderWith } from '../helpers/render';

// The palette finds a command by the words of the user's language as well as by its label, and still by the
// English words a user may know the app by.

afterEach(cleanup);

async function openIn(language: UiLanguage) {
  renderWith(
    <>
      <InLanguage language={language} />
      <CommandPalette views={[{ id: 'settings', label: 'Settings' }]} />
    </>,
    fakeApi({
      'settings:get': () => live(settings()),
      'wallet:list': () => live([]),
      'rwa:watchlist': () => live([]),
    }),
  );
  await act(async () => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  });
  return screen.findByRole('combobox');
}

const found = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

describe('searching the palette', () => {
  it('finds the CSV export by a German word and by the English one', async () => {
    const input = await openIn('de');
    await screen.findByText('Daten als CSV exportieren…', undefined, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'herunterladen' } });
    expect(found().some((text) => text.includes('Daten als CSV exportieren…'))).toBe(true);
    fireEvent.change(input, { target: { value: 'download' } });
    expect(found().some((text) => text.includes('Daten als CSV exportieren…'))).toBe(true);
  });

  it('finds a settings section by a German word its title does not hold', async () => {
    const input = await openIn('de');
    await screen.findByText('Daten als CSV exportieren…', undefined, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'währung' } });
    expect(found().some((text) => text.includes('Einstellungen: Daten und Privatsphäre'))).toBe(true);
  });

  it('finds the CSV export by an Arabic word', async () => {
    const input = await openIn('ar');
    await screen.findByText('تصدير البيانات بصيغة CSV…', undefined, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'تنزيل' } });
    expect(found().some((text) => text.includes('تصدير البيانات بصيغة CSV…'))).toBe(true);
  });
});

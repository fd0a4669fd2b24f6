// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandPalette } from '../../../../src/renderer/src/palette/command-palette';
import { fakeApi } from '../helpers/fake-api';
import { live, portfolios, settings } from '../helpers/fixtures';
import { useEffect } from 'react';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../src/renderer/src/stores/resource';
import { InLanguage } from '../helpers/language';
import { renderWith } from '../helpers/render';

// The palette in German: its commands, groups, field, hints and what it announces, whole sentences from the
// catalogue; the settings sections named as Settings names them in German, so picking one lands on its heading.

afterEach(cleanup);

/** The Portfolios view has read the list, so the palette offers the portfolio actions. */
function ReadPortfolios() {
  const { stores } = useFolio();
  useEffect(() => void stores.portfolio.list.load(NO_QUERY), [stores]);
  return null;
}

describe('the command palette in German', () => {
  const open = async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'wallet:list': () => live([]),
      'rwa:watchlist': () => live([]),
      'portfolio:list': () => live(portfolios),
    });
    renderWith(
      <>
        <InLanguage language="de" />
        <ReadPortfolios />
        <CommandPalette views={[{ id: 'settings', label: 'Einstellungen' }]} />
      </>,
      fake,
    );
    await act(async () => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    return screen.findByRole('combobox', { name: /Befehl, Ansicht, Portfolio/ });
  };

  it('lists its commands under German groups, with German hints', async () => {
    await open();
    expect(screen.getByRole('dialog', { name: 'Befehlspalette' })).toBeTruthy();
    expect(screen.getByText('Zu Einstellungen wechseln')).toBeTruthy();
    expect(screen.getByText('Privatsphäre-Modus einschalten')).toBeTruthy();
    expect(await screen.findByText('Transaktion hinzufügen…')).toBeTruthy();
    // A portfolio's own name is data, kept out of translation; the palette's words are not.
    expect(screen.getByText('Main').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Alle Portfolios').getAttribute('translate')).toBeNull();
    expect(screen.getByText('Einstellungen: Darstellung und Fenster')).toBeTruthy();
    expect(screen.getAllByText('Ansicht').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Aktion').length).toBeGreaterThan(0);
    expect(screen.queryByText('Go to Einstellungen')).toBeNull();
    const keys = document.querySelector('.fd-palette-keys');
    expect(keys?.textContent).toBe('↑ ↓ zum Auswählen, Eingabe zum Ausführen, Esc zum Schließen.');
    expect(keys?.querySelectorAll('kbd')).toHaveLength(4);
  });

  it('says in German that nothing matches', async () => {
    const input = await open();
    fireEvent.change(input, { target: { value: 'zebra' } });
    expect(screen.getByRole('status').textContent).toBe('Keine Treffer');
    expect(screen.getByText('Kein Treffer für „zebra“.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'speicher' } });
    expect(screen.getByRole('status').textContent).toBe('1 Treffer');
  });
});

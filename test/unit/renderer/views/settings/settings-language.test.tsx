// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesSection } from '../../../../../src/renderer/src/views/settings/preferences/preferences-section';
import { SettingsView } from '../../../../../src/renderer/src/views/settings/settings-view';
import { fakeApi } from '../../helpers/fake-api';
import { appStatus, live, settings } from '../../helpers/fixtures';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

// Settings in Spanish: the view's title, the line that says how data is read, and the key's section say it in
// the chosen language.

afterEach(cleanup);

describe('Settings in the user’s language', () => {
  it('names the view, the mode and the key’s section in Spanish', async () => {
    renderWith(
      <>
        <InLanguage language="es" />
        <SettingsView />
      </>,
      fakeApi({
        'settings:get': () => live(settings()),
        'app:status': () => live(appStatus('live')),
        'settings:keyStatus': () =>
          live({
            apiKey: { present: false, last4: null },
            walletKey: { present: false, last4: null },
          }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Acceso al servicio de datos' })).toBeTruthy();
    expect((await screen.findByTestId('app-mode')).textContent).toBe(
      'En directo: leyendo su cuenta con su clave API.',
    );
    expect((await screen.findByText('No hay clave guardada')).dataset['testid']).toBe('key-status');
  });

  it('says the preferences in French, the watchlist link inside its sentence', async () => {
    renderWith(
      <>
        <InLanguage language="fr" />
        <PreferencesSection />
      </>,
      fakeApi({
        'settings:get': () => live(settings()),
        'app:status': () => live(appStatus('demo')),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Données et confidentialité' })).toBeTruthy();
    expect(screen.getByLabelText('Budget mensuel de crédits')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Prix de revient moyen' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Liste de suivi' });
    expect(link.parentElement?.textContent).toMatch(
      /^Le relevé rapide des cours .* dans la vue Liste de suivi\.$/,
    );
  });

  it('offers the access routes in German', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <SettingsView />
      </>,
      fakeApi({
        'settings:get': () => live(settings()),
        'app:status': () => live(appStatus('demo')),
        'settings:keyStatus': () =>
          live({ apiKey: { present: false, last4: null }, walletKey: { present: false, last4: null } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Zugangsweg' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /^Bezahlung pro Abruf Kein Schlüssel/ })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WelcomeCard } from '../../../../../src/renderer/src/components/welcome/welcome-card';
import { fakeApi } from '../../helpers/fake-api';
import { live, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';

// The first thing a new user reads, in French: the three ways in, their buttons, and where the data is kept with
// the folder's path left as it is.

afterEach(cleanup);

describe('the welcome in French', () => {
  it('offers the three ways in and says where the data is kept, in French', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'app:status': () =>
        live({
          mode: 'demo',
          version: '1',
          dbPath: '/home/ana/.folio/cache.db',
          dbSizeBytes: 1,
          notices: [],
        }),
    });
    renderIn('fr', <WelcomeCard />, fake);
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans Folio Desk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saisir une clé d’API' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Configurer le paiement à la requête' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continuer avec la démo' })).toBeTruthy();
    expect(screen.getByText('En cours d’utilisation')).toBeTruthy();
    expect(screen.getByTestId('welcome-privacy').textContent).toMatch(
      /^Sur cet ordinateur uniquement : le cache et vos réglages dans \/home\/ana\/\.folio ;/,
    );
    expect(screen.queryByText(/Welcome to Folio Desk/)).toBeNull();
    // The path reads left to right inside any language's sentence, and is not translated.
    const path = screen.getByText('/home/ana/.folio');
    expect([path.tagName, path.getAttribute('dir'), path.getAttribute('translate')]).toEqual([
      'BDI',
      'ltr',
      'no',
    ]);
  });
});

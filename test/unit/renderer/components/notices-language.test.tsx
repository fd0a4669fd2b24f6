// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorNote } from '../../../../src/renderer/src/components/error-note';
import { Notices } from '../../../../src/renderer/src/components/notices';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { InLanguage, renderIn } from '../helpers/language';
import { renderWith } from '../helpers/render';

// What main says unasked, and an error under a form, in the user's language: main sent the message ids and
// their values; the paths and times inside stay as they are.

afterEach(cleanup);

describe('main’s notices in the user’s language', () => {
  it('shows the start-up and pushed notices in French, with a French Dismiss', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings()),
      'app:status': () =>
        live({
          mode: 'live',
          version: '1',
          dbPath: '/x.db',
          dbSizeBytes: 1,
          notices: [
            'The cache could not be read (not a database), so Folio Desk moved it to /x.db.corrupt-1 …',
          ],
          noticeSays: [
            {
              id: 'notices.cacheReplaced',
              values: { problem: 'not a database', movedTo: '/x.db.corrupt-1' },
            },
          ],
        }),
    });
    renderIn('fr', <Notices />, fake);
    expect(
      await screen.findByText(
        /^Le cache n’a pas pu être lu \(not a database\) : Folio Desk l’a déplacé vers \/x\.db\.corrupt-1/,
      ),
    ).toBeTruthy();
    act(() =>
      fake.emit('app:notice', {
        level: 'info',
        message: 'The file with your settings and lists was removed …',
        say: { id: 'notices.userFileWritten' },
      }),
    );
    expect(screen.getByText(/Il a été réécrit à partir de ce que Folio Desk détenait encore/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });

  it('shows an offline error under a form in German, Settings linked by its German name', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <ErrorNote
          error={{
            code: 'unauthorized',
            message: 'No API key is stored.',
            say: { id: 'errors.noKeyStored' },
          }}
        />
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    expect(await screen.findByText('Der Dienst hat den API-Schlüssel nicht akzeptiert (401).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe('#settings');
    expect(screen.getByText(/^Es ist kein API-Schlüssel gespeichert\./)).toBeTruthy();
  });

  it('offers and confirms keeping a key for this session in Spanish, naming the key', async () => {
    renderWith(
      <>
        <InLanguage language="es" />
        <ErrorNote error={{ code: 'keychain_unavailable', message: 'No OS keychain is available …' }} />
      </>,
      fakeApi({
        'settings:get': () => live(settings()),
        'settings:keepSecretsForSession': () => live({ kept: ['the API key'], kinds: ['apiKey'] }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Usar solo en esta sesión' }));
    expect(
      await screen.findByText(
        'Guardado en memoria solo para esta sesión: la clave API. Folio Desk lo olvida al cerrarse.',
      ),
    ).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBanner } from '../../../../src/renderer/src/components/status-banner';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { InLanguage } from '../helpers/language';
import { renderWith } from '../helpers/render';

// A card's own loading, failure and price question in German: whole German sentences around the card's German
// name for what it reads, and its buttons in German, the credit count in the user's number format.

afterEach(cleanup);

const inGerman = (banner: React.ReactNode) =>
  renderWith(
    <>
      <InLanguage language="de" />
      {banner}
    </>,
    fakeApi({ 'settings:get': () => live(settings()) }),
  );

const base = { meta: null, onRetry: () => undefined, what: 'Bestände' };

describe('a card’s status in German', () => {
  it('says what is loading in German', async () => {
    inGerman(<StatusBanner {...base} hasValue={false} error={null} loading />);
    expect(await screen.findByText('Wird geladen: Bestände…')).toBeTruthy();
    expect(screen.queryByText(/Loading the/)).toBeNull();
  });

  it('says a read failed and offers a German retry', async () => {
    const error = { code: 'bad_response' as const, message: 'wrong shape' };
    inGerman(<StatusBanner {...base} hasValue={false} error={error} loading={false} />);
    expect(await screen.findByText('Laden fehlgeschlagen: Bestände.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('asks before a dear read with the price on a German button', async () => {
    const error = { code: 'confirmation_required' as const, message: 'ask', cost: { credits: 1500 } };
    inGerman(
      <StatusBanner {...base} hasValue={false} error={error} loading={false} onSpend={() => undefined} />,
    );
    expect(await screen.findByText('Jetzt lesen? Bestände')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1,500 Credits ausgeben' })).toBeTruthy();
  });
});

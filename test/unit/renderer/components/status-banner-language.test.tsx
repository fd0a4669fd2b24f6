// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmSpend } from '../../../../src/renderer/src/components/confirm-spend';
import { StatusBanner } from '../../../../src/renderer/src/components/status-banner';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { InLanguage } from '../helpers/language';
import { renderWith } from '../helpers/render';

// A card's own loading, failure and price question in German: whole German sentences, the noun with its own
// article and case ("Die Bestände werden geladen", "Den Gesamtwert lesen?"), its buttons in German, the credit
// count in the user's number format.

afterEach(cleanup);

const inGerman = (banner: React.ReactNode) =>
  renderWith(
    <>
      <InLanguage language="de" />
      {banner}
    </>,
    fakeApi({ 'settings:get': () => live(settings()) }),
  );

const base = { meta: null, onRetry: () => undefined, what: 'status.holdings' as const };

describe('a card’s status in German', () => {
  it('says what is loading in German', async () => {
    inGerman(<StatusBanner {...base} hasValue={false} error={null} loading />);
    expect(await screen.findByText('Die Bestände werden geladen …')).toBeTruthy();
    expect(screen.queryByText(/Loading the/)).toBeNull();
  });

  it('says a read failed and offers a German retry', async () => {
    const error = { code: 'bad_response' as const, message: 'wrong shape' };
    inGerman(<StatusBanner {...base} hasValue={false} error={error} loading={false} />);
    expect(await screen.findByText('Die Bestände konnten nicht geladen werden.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('asks before a dear read with the price on a German button', async () => {
    const error = { code: 'confirmation_required' as const, message: 'ask', cost: { credits: 1500 } };
    inGerman(
      <StatusBanner
        {...base}
        what="status.totalValue"
        hasValue={false}
        error={error}
        loading={false}
        onSpend={() => undefined}
      />,
    );
    expect(await screen.findByText('Den Gesamtwert lesen?')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1,500 Credits ausgeben' })).toBeTruthy();
  });
});

describe('a card’s status in French and Arabic', () => {
  const inLanguage = (language: 'fr' | 'ar', banner: React.ReactNode) =>
    renderWith(
      <>
        <InLanguage language={language} />
        {banner}
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );

  it('contracts the article in French: des actifs, du graphique', async () => {
    inLanguage('fr', <StatusBanner {...base} hasValue={false} error={null} loading />);
    expect(await screen.findByText('Chargement des actifs…')).toBeTruthy();
    cleanup();
    inLanguage(
      'fr',
      <StatusBanner {...base} what="status.priceChart" hasValue={false} error={null} loading />,
    );
    expect(await screen.findByText('Chargement du graphique du cours…')).toBeTruthy();
  });

  it('says in Arabic that nothing is cached yet, in one sentence', async () => {
    const error = { code: 'network' as const, message: 'offline' };
    inLanguage('ar', <StatusBanner {...base} hasValue={false} error={error} loading={false} />);
    expect(
      await screen.findByText('لا توجد نسخة مخزّنة بعد: ستتم قراءة الأصول فور عودة الخدمة.'),
    ).toBeTruthy();
  });
});

describe('a dear call’s question in German', () => {
  it('names what costs in its own sentence', async () => {
    const cost = { credits: 400, usdc: null, needsConfirmation: true, explanation: 'GET /x' };
    renderWith(
      <>
        <InLanguage language="de" />
        <ConfirmSpend
          what="olderCandles"
          cost={cost}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    expect(await screen.findByText(/^Das Laden älterer Kerzen kostet 400 Credits, mehr als/)).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../../src/shared/domain/credits';
import { CreditsView } from '../../../../../src/renderer/src/views/credits/credits-view';
import { fakeApi } from '../../helpers/fake-api';
import { live, meter, NOW, settings } from '../../helpers/fixtures';
import { InLanguage } from '../../helpers/language';
import { renderWith } from '../../helpers/render';

// The Credits view in German: its headings, columns, budget and buttons in the user's language; the request
// paths and times of the journal stay as the service and the clock wrote them.

afterEach(cleanup);

const entry: JournalEntry = {
  id: 1,
  at: NOW - 60_000,
  method: 'GET',
  endpoint: '/coins',
  params: '{"currency":"USD"}',
  status: 200,
  credits: 2,
  latencyMs: 180,
  requestId: 'r-1',
  source: 'live',
};

describe('the Credits view in German', () => {
  it('says its headings, columns and budget in German, the request path untouched', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <CreditsView />
      </>,
      fakeApi({
        'settings:get': () => live(settings()),
        'credits:meter': () => live(meter({ perEndpoint: [{ endpoint: '/coins', calls: 10, credits: 20 }] })),
        'credits:journal': () => live([entry]),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Abrufprotokoll' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mit dem Dienst abgleichen' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: /Funktion/ }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Monatsbudget' })).toBeTruthy();
    expect(screen.getByText('Tariflimit: 2 Abrufe pro Sekunde.', { exact: false })).toBeTruthy();
    // The endpoint's name in German, its path beside it as the service writes it.
    expect(screen.getAllByText('Coin-Kurse').length).toBeGreaterThan(0);
    const path = screen.getAllByText('GET /coins')[0];
    expect(path?.closest('[translate="no"]')).toBeTruthy();
  });
});

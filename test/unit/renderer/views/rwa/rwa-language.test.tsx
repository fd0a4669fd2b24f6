// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RwaView } from '../../../../../src/renderer/src/views/rwa/rwa-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { renderIn } from '../../helpers/language';
import { renderWith } from '../../helpers/render';
import { rwaResponders } from '../../helpers/rwa-fixtures';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// The Real-world assets view in the user's language: its cards, figures, columns, filters and the count of assets
// by type, each count with its own plural; the assets' names and symbols stay as the service names them.

const responders = (): Responders => rwaResponders();

afterEach(cleanup);

describe('the Real-world assets view in another language', () => {
  it('names its cards, figures, columns and filters in German', async () => {
    renderIn('de', <RwaView />, fakeApi(responders()));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reale Vermögenswerte' })).toBeTruthy();
    const overview = await screen.findByRole('region', { name: 'Überblick' });
    expect(await within(overview).findByText('Tokenisierte Marktkapitalisierung')).toBeTruthy();
    expect(within(overview).getByText('3 (1 Aktie, 1 Rohstoff, 1 ETF)')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tokenisierte Assets' });
    expect(within(table).getByRole('columnheader', { name: /Marktkapitalisierung/ })).toBeTruthy();
    expect(within(table).getByText('Rohstoff')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Gold beobachten' })).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sortieren nach' });
    expect(within(sort).getByRole('option', { name: 'Volumen (24 Std.)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Reihenfolge' }).textContent).toContain('Absteigend');
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeTruthy();
  });

  it('counts one asset of each type in the singular, in English', async () => {
    renderWith(<RwaView />, fakeApi(responders()));
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(within(overview).getByText('3 (1 stock, 1 commodity, 1 ETF)')).toBeTruthy());
  });
});

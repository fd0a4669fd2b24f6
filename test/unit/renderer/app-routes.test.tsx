// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/app';
import { fakeApi } from './helpers/fake-api';
import {
  appStatus,
  chartPoints,
  holdings,
  live,
  meter,
  portfolios,
  settings,
  value,
} from './helpers/fixtures';

vi.mock('lightweight-charts', () => import('./helpers/lightweight-charts-mock'));

afterEach(() => {
  cleanup();
  location.hash = '';
});

// The address is the page: #coin/bitcoin opens that coin's page, a hash change moves between pages as Back and
// Forward do, and #rwa/gold opens the RWA view on that asset.

const fake = () =>
  fakeApi({
    'settings:get': () => live(settings({ welcomeSeen: true })),
    'app:status': () => live(appStatus('live')),
    'credits:meter': () => live(meter()),
    'portfolio:list': () => live(portfolios),
    'portfolio:value': () => live(value),
    'portfolio:coins': () => live(holdings),
    'portfolio:transactions': () => live([]),
    'coins:chart': ({ coinId, range }) => live({ coinId, range, points: chartPoints }),
  });

const go = async (hash: string) => {
  await act(async () => {
    location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
};

describe('the address', () => {
  it('opens a coin page from its address, and another view or coin as the hash changes', async () => {
    location.hash = '#coin/bitcoin';
    const api = fake();
    localStorage.clear();
    render(<App api={api.api} />);
    const heading = await screen.findByRole('heading', { level: 2, name: /Bitcoin/ });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-label')).toBe('Coin');
    // No link of the navigation stands for a coin's page.
    expect(document.querySelector('nav a[aria-current="page"]')).toBeNull();
    await go('#portfolios');
    await waitFor(() =>
      expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('#portfolios'),
    );
    await go('#coin/ethereum');
    await screen.findByRole('heading', { level: 2, name: /Ethereum/ });
    expect(api.callsTo('coins:chart')).toContainEqual({ coinId: 'ethereum', range: '1m' });
  });

  it('opens the RWA view on the asset an address names', async () => {
    location.hash = '#rwa/gold';
    const api = fake();
    localStorage.clear();
    render(<App api={api.api} />);
    await waitFor(() =>
      expect(api.callsTo('rwa:asset')).toContainEqual(expect.objectContaining({ rwaId: 'gold' })),
    );
    expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('#rwa');
  });
});

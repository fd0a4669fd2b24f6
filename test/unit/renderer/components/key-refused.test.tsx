// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditMeter } from '../../../../src/renderer/src/components/credit-meter';
import { describeError } from '../../../../src/renderer/src/lib/describe-error';
import { ErrorNote } from '../../../../src/renderer/src/components/error-note';
import { KeyRefusedBanner } from '../../../../src/renderer/src/components/key-refused-banner';
import { PortfoliosView } from '../../../../src/renderer/src/views/portfolios/portfolios-view';
import type { ConnectionCheck } from '../../../../src/shared/domain/connection';
import type { AppStatus } from '../../../../src/shared/domain/settings';
import type { AppError } from '../../../../src/shared/envelope';
import { fakeApi, type Responders } from '../helpers/fake-api';
import {
  chartPoints,
  appStatus,
  failed,
  holdings,
  live,
  meter,
  NOW,
  portfolios,
  settings,
  value,
} from '../helpers/fixtures';
import { renderWith } from '../helpers/render';

vi.mock('lightweight-charts', () => import('../helpers/lightweight-charts-mock'));

afterEach(cleanup);

// A key the service refuses (401) is one fact about the whole app: one notice that links to Settings, the header
// saying so, and cards that say only that they were not loaded, with no Retry that would be refused again.

const status = appStatus;
let ids = 0;
const refusedKey = (): AppError => ({
  code: 'unauthorized',
  status: 401,
  message:
    'The service did not accept your API key. Check your API key in Settings, or remove it to use demo mode.',
  requestId: `req-${++ids}`,
});
const unchecked = meter({ plan: 'unknown', totalCredits: null, remainingCredits: null, reconciledAt: null });

function refusing(mode: AppStatus['mode'] = 'live'): Responders {
  return {
    'app:status': () => live(status(mode)),
    'settings:get': () => live(settings()),
    'credits:meter': () => live(unchecked, { source: 'cache' }),
    'portfolio:list': () => failed(refusedKey()),
    'portfolio:value': () => failed(refusedKey()),
    'portfolio:chart': () => failed(refusedKey()),
    'portfolio:plHistory': () => failed(refusedKey()),
    'portfolio:coins': () => failed(refusedKey()),
    'portfolio:transactions': () => failed(refusedKey()),
  };
}

const app = (
  <>
    <CreditMeter />
    <KeyRefusedBanner onSettings={false} />
    <PortfoliosView />
  </>
);

describe('a refused API key', () => {
  it('is said once for the whole app, linked to Settings; the cards only say they were not loaded', async () => {
    renderWith(app, fakeApi(refusing()));
    const notice = await screen.findByRole('alert', { name: 'API key' });
    expect(notice.textContent).toBe(
      'The service refused your API key (401). Nothing can be read with it: replace it in Settings, or choose the demo there.',
    );
    expect(within(notice).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('#settings');
    // No other alert, no repeated sentence, no Retry that the same key cannot make work.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('did not accept');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getAllByText('Not loaded: the API key was refused.').length).toBeGreaterThanOrEqual(2);
    // The header does not claim the plan is still to be checked: the service was asked and refused.
    expect(screen.queryByText('Plan not checked yet')).toBeNull();
    const header = screen.getByRole('link', { name: 'Key refused — see Settings' });
    expect(header.getAttribute('href')).toBe('#settings');
    // No plan was ever read with this key: the header gives no figures ("0 used" meant nothing).
    expect(header.parentElement?.textContent).not.toMatch(/\bused\b/);
  });

  it('goes when a new key is stored and the service answers with it', async () => {
    const fake = fakeApi(refusing());
    renderWith(app, fake);
    await screen.findByRole('alert', { name: 'API key' });
    fake.answer('credits:meter', () => live(meter({ plan: 'FREE' }), { source: 'cache' }));
    fake.answer('portfolio:list', () => live(portfolios));
    fake.answer('portfolio:value', () => live(value));
    fake.answer('portfolio:chart', ({ range }) => live({ range, points: chartPoints }));
    fake.answer('portfolio:plHistory', () => live({ interval: 'daily', currency: 'USD', points: [] }));
    fake.answer('portfolio:coins', () => live(holdings));
    fake.answer('portfolio:transactions', () => live([]));
    // Storing a key is announced as a change of keys: every read is asked again.
    await act(async () => fake.emit('data:changed', { kinds: ['keys'] }));
    await screen.findByText('FREE');
    expect(screen.queryByRole('alert', { name: 'API key' })).toBeNull();
    expect(screen.queryByText('Key refused — see Settings')).toBeNull();
    expect(screen.queryByText('Not loaded: the API key was refused.')).toBeNull();
  });

  it('is known from the connection check alone, before any read: the header says the key was refused', async () => {
    const check: ConnectionCheck = {
      address: 'https://openapiv1.coinstats.app',
      learnedFrom: null,
      outcome: { kind: 'refused', status: 401 },
      checkedAt: NOW,
    };
    const fake = fakeApi({
      ...refusing(),
      'connection:status': () =>
        live(
          { address: check.address, source: 'default', defaultAddress: check.address, check },
          { source: 'cache' },
        ),
    });
    renderWith(
      <>
        <CreditMeter />
        <KeyRefusedBanner onSettings={false} />
      </>,
      fake,
    );
    expect(await screen.findByRole('link', { name: 'Key refused — see Settings' })).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'API key' })).toBeTruthy();
  });

  it('is not announced in the demo, where no key of the user is in use', async () => {
    renderWith(app, fakeApi(refusing('demo')));
    await screen.findAllByText(/Could not load the portfolio list/);
    expect(screen.queryByRole('alert', { name: 'API key' })).toBeNull();
    expect(screen.queryByText('Key refused — see Settings')).toBeNull();
  });
});

describe('an error said once', () => {
  it("keeps only the request id of main's sentence when the headline and advice already say it", () => {
    const text = describeError({ ...refusedKey(), requestId: 'req-7' });
    expect(`${text.headline} ${text.advice}`).toBe(
      'The service did not accept the API key (401). Check your API key in Settings: set it again or replace it.',
    );
    expect(text.detail).toBe('Request id: req-7.');
    const credits = describeError({
      code: 'insufficient_credits',
      status: 429,
      message: 'Credits exhausted: your account has no credits left for this request.',
      requestId: 'req-8',
    });
    expect(credits.detail).toBe('Request id: req-8.');
  });

  it("keeps main's sentence when it names what the advice cannot (which coin was not found)", () => {
    const text = describeError({
      code: 'not_found',
      status: 404,
      message: "The service found no coin 'sol'.",
      requestId: 'req-9',
    });
    expect(text.detail).toBe("The service found no coin 'sol'. Request id: req-9.");
  });

  it('links Settings in the advice of an error note', () => {
    renderWith(<ErrorNote error={refusedKey()} />, fakeApi());
    const note = screen.getByRole('alert');
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('#settings');
    expect(note.textContent).not.toContain('did not accept your API key');
  });
});

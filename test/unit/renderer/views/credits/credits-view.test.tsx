// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../../src/shared/domain/credits';
import { CreditMeter } from '../../../../../src/renderer/src/components/credit-meter';
import { CreditsView } from '../../../../../src/renderer/src/views/credits/credits-view';
import { fakeApi, type Responders } from '../../helpers/fake-api';
import { live, meter, NOW, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';

const entry = (id: number, over: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  at: NOW - id * 60_000,
  method: 'GET',
  endpoint: '/portfolio/value',
  params: '{"currency":"USD"}',
  status: 200,
  credits: 2,
  latencyMs: 180,
  requestId: `r-${id}`,
  source: 'live',
  ...over,
});

function responders(over: Responders = {}): Responders {
  return {
    'settings:get': () => live(settings()),
    'credits:meter': () =>
      live(
        meter({
          perEndpoint: [
            { endpoint: '/portfolio/value', calls: 10, credits: 20 },
            { endpoint: '/wallet/transactions', calls: 2, credits: 80 },
          ],
        }),
      ),
    'credits:journal': () =>
      live([entry(1), entry(2, { status: 503, credits: 0, source: 'cache', endpoint: '/coins' })]),
    ...over,
  };
}

afterEach(cleanup);

describe('CreditMeter', () => {
  it('shows used, remaining and plan, and warns near the end', async () => {
    const fake = fakeApi(
      responders({ 'credits:meter': () => live(meter({ usedCredits: 19_500, remainingCredits: 500 })) }),
    );
    const { container } = renderWith(<CreditMeter />, fake);
    await screen.findByText('19,500 used · 500 of 20,000 left this month');
    expect(screen.getByText(/almost no credits left/)).toBeTruthy();
    // Monthly credits: the figures say so, the hover text says when they renew (Dec 1, 00:00 UTC).
    expect(container.querySelector('.fd-meter')?.getAttribute('title')).toMatch(
      /^The plan’s credits are monthly: they renew on (Nov 30|Dec 1), 2026/,
    );
    expect(container.querySelector('.fd-meter--critical')).toBeTruthy();
  });

  it("names the demo's meter as a simulated account before its figures", async () => {
    const fake = fakeApi(
      responders({ 'credits:meter': () => live(meter({ plan: 'STARTER' }), { demo: true }) }),
    );
    const { container } = renderWith(<CreditMeter />, fake);
    await screen.findByText('STARTER');
    // The Demo badge leads the meter, so "5,000 used" is never read as the user's own plan being spent.
    expect(container.querySelector('.fd-meter')?.textContent).toMatch(
      /^Demo STARTER \(simulated\) .*5,000 used/,
    );
    expect(screen.getByRole('meter').getAttribute('aria-label')).toBe(
      'Credits used this month, simulated STARTER plan',
    );
    expect(container.querySelector('.fd-meter')?.getAttribute('title')).toMatch(
      /^The simulated account’s credits are monthly: they renew on (Nov 30|Dec 1), 2026/,
    );
  });

  it('never says "Plan not checked yet" in the demo, where there is no plan of the user\'s to check', async () => {
    const unchecked = meter({
      plan: 'unknown',
      totalCredits: null,
      remainingCredits: null,
      reconciledAt: null,
    });
    const fake = fakeApi(responders({ 'credits:meter': () => live(unchecked, { demo: true }) }));
    const { container } = renderWith(<CreditMeter />, fake);
    await screen.findByText('Simulated account');
    // Before its first check the figure is what this app spent, not the simulated account's month (which jumps
    // to its own figure at the check): said as such.
    expect(container.querySelector('.fd-meter')?.textContent).toMatch(
      /^Demo Simulated account +5,000 spent here$/,
    );
    expect(screen.queryByText('Plan not checked yet')).toBeNull();
  });

  it('moves when main pushes credits:changed', async () => {
    const fake = fakeApi(responders());
    renderWith(<CreditMeter />, fake);
    await screen.findByText('5,000 used · 15,000 of 20,000 left this month');
    act(() => fake.emit('credits:changed', meter({ usedCredits: 5_040, remainingCredits: 14_960 })));
    expect(screen.getByText('5,040 used · 14,960 of 20,000 left this month')).toBeTruthy();
    expect(screen.queryByText(/credits running low/)).toBeNull();
  });

  it('says the plan is not checked yet until the service names it, then shows the plan', async () => {
    const unchecked = meter({
      plan: 'unknown',
      totalCredits: null,
      remainingCredits: null,
      reconciledAt: null,
    });
    const fake = fakeApi(responders({ 'credits:meter': () => live(unchecked) }));
    renderWith(<CreditMeter />, fake);
    expect(await screen.findByText('Plan not checked yet')).toBeTruthy();
    expect(screen.getByText('5,000 spent here')).toBeTruthy();
    expect(screen.queryByText(/unknown/i)).toBeNull();
    act(() => fake.emit('credits:changed', meter({ plan: 'FREE', reconciledAt: NOW })));
    expect(screen.getByText('FREE')).toBeTruthy();
    expect(screen.queryByText('Plan not checked yet')).toBeNull();
  });

  it('says on the meter when the credits run out at this pace, and what spends most', async () => {
    // Nov 22 10:00, 15,000 of 20,000 used since Nov 1: about 700 a day, so the last 5,000 go around Nov 29.
    const busy = meter({
      usedCredits: 15_000,
      remainingCredits: 5_000,
      perEndpoint: [
        { endpoint: '/portfolio/value', calls: 10, credits: 20 },
        { endpoint: '/wallet/transactions', calls: 2, credits: 80 },
      ],
    });
    const { container } = renderWith(
      <CreditMeter />,
      fakeApi(responders({ 'credits:meter': () => live(busy) })),
    );
    expect(await screen.findByText(/runs out ~Nov 29 at this pace/)).toBeTruthy();
    const title = container.querySelector('.fd-meter')?.getAttribute('title') ?? '';
    expect(title).toMatch(/run out around Nov 29, 2026/);
    expect(title).toMatch(/Most spent by Wallet transactions \(80%\)/);
  });

  it('keeps the meter quiet when the credits last the month at this pace', async () => {
    const { container } = renderWith(<CreditMeter />, fakeApi(responders()));
    await screen.findByText('5,000 used · 15,000 of 20,000 left this month');
    expect(screen.queryByText(/runs out/)).toBeNull();
    expect(container.querySelector('.fd-meter')?.getAttribute('title')).toMatch(/the credits last the month/);
  });

  it('keeps showing credits in privacy mode: they are not amounts of money', async () => {
    renderWith(
      <CreditMeter />,
      fakeApi(responders({ 'settings:get': () => live(settings({ privacyMode: true })) })),
    );
    expect(await screen.findByText('5,000 used · 15,000 of 20,000 left this month')).toBeTruthy();
  });
});

describe('CreditsView', () => {
  it('names every feature in words with its path once beside it, and an unnamed one by its path once', async () => {
    const fake = fakeApi(
      responders({
        'credits:meter': () =>
          live(
            meter({
              perEndpoint: [
                { endpoint: 'POST /portfolio/transaction', calls: 5, credits: 16 },
                { endpoint: '/tickers/markets', calls: 2, credits: 6 },
                { endpoint: '/tickers/exchanges', calls: 1, credits: 2 },
                { endpoint: '/not/in/the/table', calls: 1, credits: 1 },
              ],
            }),
          ),
        'credits:journal': () =>
          live([
            entry(1, { method: 'POST', endpoint: '/portfolio/transaction' }),
            entry(2, { endpoint: '/not/in/the/table' }),
          ]),
      }),
    );
    renderWith(<CreditsView />, fake);
    const table = await screen.findByRole('table', { name: /^Use per feature since/ });
    const features = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(features).toEqual(
      expect.arrayContaining([
        'Transactions recorded POST /portfolio/transaction',
        'Exchange pairs /tickers/markets',
        'Candle exchanges /tickers/exchanges',
        '/not/in/the/table',
      ]),
    );
    const journal = await screen.findByRole('table', { name: 'Request journal' });
    const named = within(journal)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(named).toEqual(['Transactions recorded POST /portfolio/transaction', 'GET /not/in/the/table']);
  });

  it('lists use per endpoint and the journal with status and source', async () => {
    renderWith(<CreditsView />, fakeApi(responders()));
    const perEndpoint = await screen.findByRole('table', { name: /Use per feature since Nov 1, 2026/ });
    const rows = within(perEndpoint).getAllByRole('row').slice(1);
    // Named by feature, the path beside it; the meter's 5,000 used less the 100 recorded here were spent by
    // other apps or keys, and the table says so instead of leaving the sums apart.
    expect(rows.map((r) => r.textContent)).toEqual([
      'Used outside Folio Desk (other apps or keys)—4,900',
      'Wallet transactions /wallet/transactions280',
      'Portfolio value /portfolio/value1020',
    ]);
    const journal = await screen.findByRole('table', { name: 'Request journal' });
    expect(within(journal).getByText('503')).toBeTruthy();
    expect(within(journal).getByText('Cache')).toBeTruthy();
    // What the call asked for; the request id on hover, not a column of dashes.
    expect(within(journal).getAllByText('currency USD').length).toBe(2);
    expect(within(journal).getByText('503').getAttribute('title')).toBe('Request id r-2');
    expect(
      within(journal)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time ▼', 'Feature', 'Details', 'Credits', 'Status', 'Source', 'Took']);
  });

  it('reconciles with the service at no cost and shows when', async () => {
    const fake = fakeApi(
      responders({ 'credits:reconcile': () => live(meter({ usedCredits: 5_100, reconciledAt: NOW })) }),
    );
    renderWith(<CreditsView />, fake);
    const button = await screen.findByRole('button', { name: 'Check with the service' });
    // The badge reads "free"; its tooltip says why.
    const badge = button.nextElementSibling as HTMLElement;
    expect(badge.firstChild?.textContent).toBe('free');
    expect(within(badge).getByRole('tooltip').textContent).toMatch(/for no credits \(GET \/usage\/credits\)/);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText(/Checked against the service now;/)).toBeTruthy());
    expect(screen.getAllByText(/5,100 used/).length).toBeGreaterThan(0);
    // One provenance line, and a true one: the meter card does not also claim to come from the local cache.
    const card = screen.getByRole('region', { name: 'Credit meter' });
    expect(card.textContent).not.toContain('From the local cache');
  });
});

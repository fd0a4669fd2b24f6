// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppError, ErrorCode } from '../../../../src/shared/envelope';
import { Notices } from '../../../../src/renderer/src/components/notices';
import { Segmented } from '../../../../src/renderer/src/components/segmented';
import { CostBadge, useCostPreview } from '../../../../src/renderer/src/components/cost-badge';
import { directionsFor } from '../../../../src/renderer/src/components/list-controls';
import { describeError } from '../../../../src/renderer/src/lib/describe-error';
import { sortRows } from '../../../../src/renderer/src/components/sortable-table';
import { SourceLine } from '../../../../src/renderer/src/components/source-line';
import { StatusBanner } from '../../../../src/renderer/src/components/status-banner';
import { FolioProvider } from '../../../../src/renderer/src/stores/folio-context';
import { summarizeBars, summarizeLine } from '../../../../src/renderer/src/components/charts/summaries';
import { orderedBySecond } from '../../../../src/renderer/src/components/charts/chart-data';
import { createFormat } from '../../../../src/renderer/src/lib/format';
import { fakeApi } from '../helpers/fake-api';
import { live, meta, meter, NOW, settings } from '../helpers/fixtures';
import { renderWith } from '../helpers/render';
import { tipSaying } from '../helpers/cost-tip';

afterEach(cleanup);

describe('error messages say what to do', () => {
  const cases: [AppError, string][] = [
    [{ code: 'unauthorized', status: 401, message: 'x' }, 'Check your API key in Settings'],
    [{ code: 'forbidden', status: 403, message: 'x' }, 'Not included in your free plan (403).'],
    [
      { code: 'rate_limited', status: 429, message: 'x', retryAfterMs: 12_000 },
      'Waiting 12 s before trying again.',
    ],
    [
      { code: 'insufficient_credits', status: 429, message: 'x' },
      'Wait for the next credit month or upgrade the plan',
    ],
    [{ code: 'payment_required', status: 402, message: 'x' }, 'the wallet and the route are in Settings'],
    [
      { code: 'forbidden', message: 'The pay-per-request gateway does not offer GET /portfolio/list.' },
      'Not available when paying per request.',
    ],
    [{ code: 'network', message: 'x' }, 'Check your internet connection'],
    [{ code: 'unavailable', status: 503, message: 'x' }, 'The service is not answering (503).'],
    [{ code: 'keychain_unavailable', message: 'x' }, 'unlock your keyring'],
    [{ code: 'confirmation_required', message: 'x', cost: { credits: 5000 } }, 'This costs 5000 credits'],
    [{ code: 'not_synced', status: 409, message: 'x' }, 'Start a sync'],
    [{ code: 'spend_cap', message: 'x' }, 'Raise the cap named below in Settings'],
    [
      { code: 'spend_cap', cap: 'daily', message: 'x' },
      'Raise the daily cap in Settings, or wait until tomorrow',
    ],
    [{ code: 'disk_full', message: 'x' }, 'The disk is full; nothing was lost. Free some space'],
  ];
  it.each(cases)('%o', (error, expected) => {
    const text = describeError(error, 'free');
    expect(`${text.headline} ${text.advice}`).toContain(expected);
  });

  it('shows a write refused with 429 as not done, with the wait main names, never "Waiting"', () => {
    const message =
      'Not done: adding the buy was refused. The service refused it as too many requests (429), and Folio Desk ' +
      'did not send it again. The service asked to wait 7 s, then try again.';
    const text = describeError({ code: 'rate_limited', status: 429, retryAfterMs: 7000, message });
    expect(text.headline).toBe('Too many requests (429); nothing was done.');
    expect(text.advice).not.toMatch(/Waiting/);
    expect(text.detail).toContain('wait 7 s');
  });

  it('says where a refused redirect pointed and what to check', () => {
    const message =
      'The service address redirected to http://localhost:4100; Folio Desk does not follow redirects, so nothing was sent there.';
    const text = describeError({ code: 'redirected', status: 307, message });
    expect(text.advice).toBe('Check the service address in Settings.');
    expect(text.detail).toBe(message);
  });

  it('never tells the user to wait out a per-call cap', () => {
    const text = describeError({ code: 'spend_cap', cap: 'per-call', message: 'x' });
    expect(text.headline).toBe('This call costs more than your per-call USDC cap.');
    expect(`${text.headline} ${text.advice}`).toContain('Raise the per-call cap in Settings');
    expect(`${text.headline} ${text.advice}`).not.toMatch(/tomorrow/);
  });

  it('heads a refused passcode "Wrong passcode", not as a plan limit', () => {
    const text = describeError(
      {
        code: 'forbidden',
        status: 403,
        message:
          'The portfolio was not added. Wrong passcode for this shared portfolio. Enter its passcode again (it is kept in your keychain).',
      },
      'STARTER',
    );
    expect(text.headline).toBe('Wrong passcode.');
    expect(`${text.headline} ${text.advice}`).not.toMatch(/\bplan\b/);
  });

  it('says a price above the threshold once: the headline the sum, the detail only how it is reached', () => {
    const text = describeError({
      code: 'confirmation_required',
      message:
        'This call costs 1 credit, above your confirmation threshold of 0 (up to 999 candles …). Confirm it.',
      cost: { credits: 1, explanation: 'up to 999 candles at 1 credit per 1,000 (minimum 1) = 1 credit' },
    });
    expect(text.headline).toBe('This costs 1 credit, above your confirmation threshold.');
    expect(text.detail).toBe('Price: up to 999 candles at 1 credit per 1,000 (minimum 1) = 1 credit.');
  });

  it("says main's own advice for a 404 that names the missing thing, not the service address", () => {
    const text = describeError({
      code: 'not_found',
      message: "Not done: the buy of 0.5 SOL was refused. The service found no coin 'SOL'.",
      advice:
        "No coin 'SOL' on the service: coins are named by their id, e.g. solana. Find it by name with the form’s coin search.",
    });
    expect(`${text.headline} ${text.advice}`).toBe(
      "Not found (404). No coin 'SOL' on the service: coins are named by their id, e.g. solana. Find it by name with the form’s coin search.",
    );
    expect(describeError({ code: 'not_found', message: 'm' }).advice).toMatch(/service address in Settings/);
  });

  it('has advice for every error code', () => {
    const codes: ErrorCode[] = [
      'invalid_input',
      'not_found',
      'server_error',
      'timeout',
      'bad_response',
      'cancelled',
      'internal',
    ];
    for (const code of codes) expect(describeError({ code, message: 'm' }).headline).not.toBe('');
  });

  it("keeps main's sentence, the input issues and the request id", () => {
    const text = describeError({
      code: 'invalid_input',
      message: 'The form was refused.',
      requestId: 'req-41',
      issues: [{ path: 'amount', message: 'must be positive' }],
    });
    expect(text.detail).toBe('The form was refused. amount: must be positive Request id: req-41.');
  });

  it('says a failed answer once, in the words of its sentence, not again as dotted paths', () => {
    const text = describeError({
      code: 'bad_response',
      message:
        "The service's answer for portfolio coins (GET /portfolio/coins) did not match the documented shape: " +
        'no row could be read: all 2 rows failed (row 1, coin: missing (should be object)). Cached data is kept; try again later.',
      requestId: 'req-42',
      issues: [{ path: 'result', message: 'no row could be read: all 2 rows failed' }],
    });
    expect(text.detail).toBe(
      "The service's answer for portfolio coins (GET /portfolio/coins) did not match the documented shape: " +
        'no row could be read: all 2 rows failed (row 1, coin: missing (should be object)). Cached data is kept; try again later. ' +
        'Request id: req-42.',
    );
    expect(text.advice).toMatch(/Retry later/);
  });
});

describe('sorting', () => {
  const rows = [{ v: 2 }, { v: null }, { v: 10 }, { v: -1 }];
  it('sorts numbers both ways and keeps blanks last', () => {
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([-1, 2, 10, null]);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([10, 2, -1, null]);
  });
  it('sorts text in locale order', () => {
    expect(
      sortRows([{ s: 'eth' }, { s: 'Bitcoin' }, { s: 'ada' }], (r) => r.s, 'asc').map((r) => r.s),
    ).toEqual(['ada', 'Bitcoin', 'eth']);
  });
});

describe('chart summaries', () => {
  const fmt = createFormat('en-US', false);
  const money = (n: number) => fmt.money(n, 'USD');
  const day = 86_400_000;
  it('describes a line: span, start, end, change, low and high', () => {
    const text = summarizeLine(
      [
        { t: NOW - 2 * day, value: 100 },
        { t: NOW - day, value: 80 },
        { t: NOW, value: 150 },
      ],
      money,
      fmt,
    );
    expect(text).toContain('3 points from Nov 20, 2026');
    expect(text).toContain('Started at $100.00 and ended at $150.00 (+50.00%)');
    expect(text).toContain('Low $80.00 on Nov 21, 2026; high $150.00 on Nov 22, 2026.');
  });
  it('describes bars: gains, losses, total, best and worst', () => {
    const signed = (n: number) => fmt.signedMoney(n, 'USD');
    const text = summarizeBars(
      [
        { t: NOW - day, value: -20 },
        { t: NOW, value: 50 },
      ],
      signed,
      fmt,
    );
    expect(text).toBe(
      '2 periods: 1 with a gain, 1 with a loss, total +$30.00. Best +$50.00 on Nov 22, 2026; worst -$20.00 on Nov 21, 2026.',
    );
  });
  it('counts one period in the singular', () => {
    const signed = (n: number) => fmt.signedMoney(n, 'USD');
    expect(summarizeBars([{ t: NOW, value: -20 }], signed, fmt)).toMatch(
      /^1 period: 0 with a gain, 1 with a loss/,
    );
  });
  it('says so when there is nothing to draw', () => {
    expect(summarizeLine([], money, fmt)).toBe('No data for this period.');
  });
  it('orders points and keeps one per second, as the chart requires', () => {
    expect(orderedBySecond([{ t: 3000 }, { t: 1000 }, { t: 1500 }]).map((p) => p.t)).toEqual([1500, 3000]);
  });
});

describe('source and banners', () => {
  it('marks demo data', async () => {
    renderWith(<SourceLine meta={meta({ demo: true })} />, fakeApi());
    expect(await screen.findByText('Demo data')).toBeTruthy();
  });

  it('gives a stale figure fetched a moment ago its clock time, never "now" beside "Stale"', () => {
    const { container } = renderWith(
      <SourceLine meta={meta({ source: 'cache', stale: true, fetchedAt: NOW - 20_000 })} />,
      fakeApi(),
    );
    expect(container.textContent).toMatch(/^From the local cache · fetched at \d{1,2}:\d{2}.*Stale$/);
    cleanup();
    const fresh = renderWith(
      <SourceLine meta={meta({ source: 'cache', fetchedAt: NOW - 20_000 })} />,
      fakeApi(),
    );
    expect(fresh.container.textContent).toBe('From the local cache · fetched now');
  });

  it('says which plan the user is on when a call is forbidden', async () => {
    renderWith(
      <StatusBanner
        hasValue={false}
        meta={null}
        loading={false}
        onRetry={() => undefined}
        what="status.candles"
        error={{ code: 'forbidden', status: 403, message: 'Needs Pro.' }}
      />,
      fakeApi({ 'credits:meter': () => live(meter({ plan: 'starter' })) }),
    );
    expect((await screen.findByText(/Not included in your starter plan/)).textContent).toContain(
      'Could not load the candles.',
    );
  });

  it('leaves old or unreachable cached data to its stale badge and the app-wide banner, not a card banner', () => {
    const banner = (error: AppError | null) =>
      renderWith(
        <StatusBanner
          hasValue
          meta={meta({ stale: true, fetchedAt: NOW - 2 * 86_400_000 })}
          loading={false}
          onRetry={() => undefined}
          what="status.coinPrices"
          error={error}
        />,
        fakeApi(),
      );
    expect(banner(null).container.textContent).toBe('');
    cleanup();
    expect(banner({ code: 'network', message: 'Could not connect.' }).container.textContent).toBe('');
    cleanup();
    // A failure of this card's own (a bad answer) still says so beside its data.
    expect(banner({ code: 'bad_response', message: 'Wrong shape.' }).container.textContent).toContain(
      'Showing cached coin prices from 2 days ago.',
    );
  });

  it('says calmly, in a sentence that fits plural names, that a card with nothing cached waits for the service', () => {
    const { container } = renderWith(
      <StatusBanner
        hasValue={false}
        meta={null}
        loading={false}
        onRetry={() => undefined}
        what="status.transactions"
        error={{ code: 'network', message: 'Could not connect.' }}
      />,
      fakeApi(),
    );
    expect(container.textContent).toBe(
      'Not cached yet: the transactions will be read as soon as the service is back.',
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('notices from main', () => {
  it('shows start-up and pushed notices, masks amounts in privacy mode, and dismisses them', async () => {
    const fake = fakeApi({
      'settings:get': () => live(settings({ privacyMode: true })),
      'app:status': () =>
        live({
          mode: 'live',
          version: '1',
          dbPath: '/x.db',
          dbSizeBytes: 1,
          notices: ['The cache was damaged and moved aside.'],
        }),
    });
    renderWith(<Notices />, fake);
    expect(await screen.findByText('The cache was damaged and moved aside.')).toBeTruthy();
    act(() => fake.emit('app:notice', { level: 'warning', message: 'BTC crossed $100,000.' }));
    expect(screen.getByText('BTC crossed $•••.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement);
    expect(screen.queryByText('BTC crossed $•••.')).toBeNull();
  });
});

describe('keyboard', () => {
  it('moves a range switch with the arrow keys, and keeps one tab stop', async () => {
    const chosen: string[] = [];
    function Harness() {
      const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
      return (
        <Segmented
          label="Range"
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
            { value: 'c', label: 'C' },
          ]}
          value={value}
          onChange={(v) => {
            chosen.push(v);
            setValue(v);
          }}
        />
      );
    }
    renderWith(<Harness />, fakeApi());
    const a = await screen.findByRole('radio', { name: 'A' });
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(a, { key: 'ArrowLeft' });
    expect(chosen).toEqual(['c']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'C' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(chosen).toEqual(['c', 'a']);
    expect(screen.getByRole('radio', { name: 'A' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('list order words', () => {
  it('orders names A to Z and figures low to high, with the same values', () => {
    expect(directionsFor('name')).toEqual([
      { value: 'desc', label: 'Z to A' },
      { value: 'asc', label: 'A to Z' },
    ]);
    expect(directionsFor('marketCap').map((d) => d.label)).toEqual(['High to low', 'Low to high']);
  });
});

describe('cost previews', () => {
  function Harness() {
    return <CostBadge cost={useCostPreview('portfolio:value', { currency: 'USD' })} />;
  }

  it('shows the cost before the call, and asks again when the meter moves', async () => {
    let credits = 10;
    const fake = fakeApi({
      'credits:preview': () =>
        live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits} credits` }),
    });
    renderWith(<Harness />, fake);
    expect(await screen.findByText('10 credits')).toBeTruthy();
    credits = 0; // the call was made; its answer is now cached
    act(() => fake.emit('credits:changed', meter({ usedCredits: 5_010 })));
    expect(await screen.findByText('0 credits')).toBeTruthy();
  });

  it('asks again as time passes: a cached answer that grew old costs its price again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      let credits = 0;
      const fake = fakeApi({
        'credits:preview': () =>
          live({ credits, usdc: null, needsConfirmation: false, explanation: `${credits} credits` }),
      });
      // The app's own clock, which the fake timers move.
      render(
        <FolioProvider api={fake.api} locale="en-US">
          <Harness />
        </FolioProvider>,
      );
      expect(await screen.findByText('0 credits')).toBeTruthy();
      credits = 10; // the cached answer is past its freshness now; nothing moved the meter
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(await screen.findByText('10 credits')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says a demo price is the simulated account's credits, not the user's", async () => {
    const fake = fakeApi({
      'credits:preview': () =>
        live(
          { credits: 62, usdc: null, needsConfirmation: false, explanation: '62 credits' },
          { demo: true },
        ),
    });
    const { container } = renderWith(<Harness />, fake);
    // The badge keeps its few words; its tooltip says whose credits they are.
    expect(await screen.findByText('62 credits')).toBeTruthy();
    await tipSaying(container, '62 credits (simulated)');
  });

  it('flags a cost above the confirmation threshold and says when it cannot tell', async () => {
    const fake = fakeApi({
      'credits:preview': () =>
        live({ credits: 5000, usdc: '0.5000', needsConfirmation: true, explanation: '5000 credits' }),
    });
    const first = renderWith(<Harness />, fake);
    expect(await screen.findByText('0.5000 USDC')).toBeTruthy();
    const tip = await tipSaying(first.container, '5,000 credits (0.5000 USDC)');
    expect(tip.textContent).toContain('asks first');
    cleanup();
    const second = renderWith(<Harness />, fakeApi());
    expect(await screen.findByText('cost unknown')).toBeTruthy();
    await tipSaying(second.container, 'credits:preview is not built yet.');
  });
});

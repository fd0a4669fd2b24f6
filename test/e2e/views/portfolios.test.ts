import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, type AppSession } from '../support/app-session';
import {
  badgeCredits,
  badgeTip,
  canvasColours,
  choicePrice,
  captureThemes,
  creditsUsed,
  creditsUsedAfter,
  parseShown,
  priceAxisPaint,
} from '../support/view-checks';

// The Portfolios view in demo mode (no key stored), walked as a user: pick portfolios, every chart range, the
// chart's unit, P/L by period and by a date window, a shared portfolio behind a passcode, sorted tables.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const picker = () => main().getByRole('navigation', { name: 'Portfolios' });
const valueCard = () => main().getByRole('region', { name: 'Value and profit' });
const chartCard = () => main().getByRole('region', { name: 'Value over time' });
const plCard = () => main().getByRole('region', { name: 'Profit and loss by period' });
const stat = (label: string) =>
  valueCard()
    .locator('.fd-stat')
    .filter({ has: app.page.getByRole('term').filter({ hasText: label }) });
const totalValue = async () => parseShown(await stat('Total value').getByRole('definition').innerText());

/**
 * Picks a portfolio and waits until its own value is on screen: the card keeps the previous portfolio's figures
 * until the new ones arrive, and no two demo portfolios are worth the same.
 */
async function pick(name: RegExp): Promise<number> {
  const previous = await totalValue();
  await picker().getByRole('button', { name }).click();
  await expect.poll(() => picker().getByRole('button', { name }).getAttribute('aria-current')).toBe('true');
  await expect.poll(totalValue).not.toBe(previous);
  return totalValue();
}

/** The values of one column of a table, top to bottom. */
const column = (table: Locator, index: number) =>
  table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
/** A chart's text summary (its caption), which says what the canvas shows. */
const summaryOf = (figure: Locator) => figure.locator('figcaption').innerText();
/** The summary once it differs from `previous`: the figure keeps the old points, dimmed, until the new ones arrive. */
async function newSummary(figure: Locator, previous: string): Promise<string> {
  await expect.poll(() => summaryOf(figure)).not.toBe(previous);
  return summaryOf(figure);
}

describe('Portfolios in demo mode', () => {
  it('shows demo data with its source, and the value card with every figure', async () => {
    await valueCard().getByText('Demo data').waitFor();
    expect(await app.page.getByRole('banner').getByText('Demo', { exact: true }).isVisible()).toBe(true);
    const terms = await valueCard().getByRole('term').allInnerTexts();
    expect(terms).toEqual([
      'Total value',
      'Cost',
      'Unrealized P/L',
      'Realized P/L',
      'All-time P/L',
      'DeFi value',
    ]);
    // Every figure says where it came from and how old it is, on hover.
    const title = await stat('Total value').locator('.fd-num').getAttribute('title');
    expect(title).toMatch(/demo/i);
    expect(title).toMatch(/now|ago/);
    // The P/L formula shows for a keyboard user too.
    await stat('Unrealized P/L').locator('[tabindex="0"]').focus();
    expect(await stat('Unrealized P/L').getByRole('tooltip').innerText()).toMatch(/[−-]/);
  });

  it('prices each portfolio chip before the click, and a click spends that price (0 when cached)', async () => {
    const chip = (name: RegExp) => picker().getByRole('list').getByRole('button', { name });
    const second = picker().getByRole('list').getByRole('button').nth(1);
    const label = (await second.innerText()).split(/\s+(?=\S+$)/)[0] ?? '';
    const name = new RegExp(`^${label}`);
    // Not opened yet: its cards are a read of the service, priced on its line of the row's one badge.
    const badge = picker().locator('.fd-cost.fd-tip');
    await expect.poll(() => choicePrice(badge, label)).toBeGreaterThan(0);
    expect(await chip(name).getAttribute('title')).toBeNull();
    expect(await chip(/^All portfolios/).getAttribute('title')).toBe('Shown now');
    expect(await badgeTip(badge)).toMatch(
      /^Opening a portfolio reads its figures: (up to )?[1-9][\d,]* credits a portfolio \(simulated\)/,
    );
    const promised = (await choicePrice(badge, label)) ?? NaN;
    const before = await creditsUsed(app.page);
    await pick(name);
    await expect.poll(() => creditsUsed(app.page)).toBe(before + promised);
    // Back to All portfolios, read a moment ago and fresh: free, as the badge says before the click.
    await expect.poll(() => choicePrice(badge, 'All portfolios')).toBe(0);
    expect(await badgeTip(badge)).toMatch(/All portfolios cached: 0 credits/);
    const after = await creditsUsed(app.page);
    await pick(/^All portfolios/);
    expect(await creditsUsed(app.page)).toBe(after);
    await expect.poll(() => choicePrice(badge, label)).toBe(0);
  });

  it('switches between portfolios, and "All portfolios" adds them up', async () => {
    // The portfolios are the list's buttons; "Add shared portfolio" sits below the list.
    const names = (await picker().getByRole('list').getByRole('button').allInnerTexts()).map(
      (t) => t.split(/\s+(?=\S+$)/)[0],
    );
    expect(names[0]).toBe('All portfolios');
    expect(names.length).toBeGreaterThanOrEqual(3);
    const own: number[] = [];
    for (const name of names.slice(1)) {
      own.push(await pick(new RegExp(`^${name ?? ''}`)));
      // The window title names the portfolio shown, so a task switcher tells them apart.
      expect(await app.page.title()).toMatch(new RegExp(`^${name ?? ''} \\$`));
    }
    // Each portfolio has its own value.
    expect(new Set(own).size).toBe(own.length);
    const all = await pick(/^All portfolios/);
    const sum = own.reduce((a, b) => a + b, 0);
    // Demo prices move with the clock between the reads: the sum agrees to a tenth of a percent.
    expect(Math.abs(all - sum) / sum).toBeLessThan(0.001);
  });

  it('draws the value chart for every range, each costing what its badge said', async () => {
    const ranges = await chartCard()
      .getByRole('radiogroup', { name: 'Range' })
      .getByRole('radio')
      .allInnerTexts();
    expect(ranges).toEqual(['24h', '1W', '1M', '3M', '6M', '1Y', 'All']);
    const firsts: string[] = [];
    let previous = await summaryOf(chartCard().getByRole('figure'));
    // The range the view opened with was read already; a second read of it comes from the cache.
    const read = new Set(
      await chartCard()
        .getByRole('radiogroup', { name: 'Range' })
        .locator('[aria-checked="true"]')
        .allInnerTexts(),
    );
    // The price line beside the ranges changes as ranges are read; it stays one line, so the rows below it never
    // move under the pointer (a wrap moved a button under a click before).
    const showIn = chartCard().getByRole('radiogroup', { name: 'Show in' });
    // Measured from the card's top: a press scrolls the card into view.
    const rowTop = async () =>
      Math.round(((await showIn.boundingBox())?.y ?? NaN) - ((await chartCard().boundingBox())?.y ?? NaN));
    const rowTops = new Set<number>();
    for (const range of ranges) {
      rowTops.add(await rowTop());
      const radio = chartCard().getByRole('radio', { name: range, exact: true });
      const checked = (await radio.getAttribute('aria-checked')) === 'true';
      const fresh = !read.has(range);
      read.add(range);
      // The group's badge says what pressing each range costs, before it is pressed: a range read before is cached.
      const badge = chartCard().locator('.fd-cost.fd-tip');
      if (fresh) await expect.poll(() => choicePrice(badge, range)).toBeGreaterThan(0);
      else await expect.poll(() => choicePrice(badge, range)).toBe(0);
      expect(await radio.getAttribute('title')).toBeNull();
      const promised = (await choicePrice(badge, range)) ?? NaN;
      const before = await creditsUsed(app.page);
      await radio.click();
      // The figure is named by the range of the points it draws, so this waits for the new range's points. Its
      // title says "All time" where the button says "All".
      const figure = chartCard().getByRole('figure', {
        name: new RegExp(`^Value of .+ · ${range === 'All' ? 'All time' : range} · in USD$`),
      });
      const summary = checked ? await summaryOf(figure) : await newSummary(figure, previous);
      previous = summary;
      expect(summary).toMatch(/^\d+ points from .+ to .+\. Started at \$[\d,.]+ and ended at \$[\d,.]+/);
      // Why the value's change and the P/L below need not agree.
      expect(
        await chartCard()
          .getByText(/^The value includes coins bought, sold, received or sent; /)
          .isVisible(),
      ).toBe(true);
      firsts.push(/from (.+?) to/.exec(summary)?.[1] ?? '');
      expect(await canvasColours(chartCard())).toBeGreaterThan(2);
      if (fresh) {
        // A range not read before is a new call costing what its button said; once read, it is cached.
        const spent = (await creditsUsedAfter(app.page, before)) - before;
        expect(spent).toBe(promised);
        await expect.poll(() => choicePrice(chartCard().locator('.fd-cost.fd-tip'), range)).toBe(0);
      }
    }
    // Every range read and fresh: no press costs anything, and the badge beside the group says so.
    const badge = chartCard().locator('.fd-cost.fd-tip');
    await expect.poll(() => badge.innerText()).toBe('cached');
    rowTops.add(await rowTop());
    expect([...rowTops]).toHaveLength(1);
    // The sentence and each range's price are in its tooltip.
    expect(await badgeTip(badge)).toMatch(/^0 credits: every range is cached\n24h: 0 credits: cached/);
    // Longer ranges start earlier: seven different starting points.
    expect(new Set(firsts).size).toBe(ranges.length);
  });

  it('Refresh reads the portfolio again and spends the price shown beside it', async () => {
    // The badge right after the button (a row's hidden tooltips may mention Refresh too).
    const badge = main()
      .getByRole('button', { name: 'Refresh', exact: true })
      .locator('xpath=following-sibling::*[contains(@class, "fd-cost")][1]');
    await badge.filter({ hasText: /credit/ }).waitFor();
    const price = await badgeCredits(badge);
    expect(price).toBeGreaterThan(0);
    const before = await creditsUsed(app.page);
    const from = app.sent.length;
    await main().getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
    expect(callsSince(app.sent, from, 'portfolio:chart').length).toBe(1);
  });

  it('shows the chart in BTC and ETH without a new call', async () => {
    const before = await creditsUsed(app.page);
    const from = app.sent.length;
    const usd = await summaryOf(chartCard().getByRole('figure'));
    for (const unit of ['BTC', 'ETH', 'USD']) {
      await chartCard()
        .getByRole('radiogroup', { name: 'Show in' })
        .getByRole('radio', { name: unit })
        .click();
      const figure = chartCard().getByRole('figure', { name: new RegExp(`in ${unit}$`) });
      await figure.waitFor();
      const summary = await summaryOf(figure);
      if (unit === 'USD') expect(summary).toBe(usd);
      else expect(summary).not.toContain('$');
      expect(await canvasColours(chartCard())).toBeGreaterThan(2);
    }
    expect(callsSince(app.sent, from, 'portfolio:chart')).toEqual([]);
    expect(await creditsUsed(app.page)).toBe(before);
  });

  it('shows profit and loss per period', async () => {
    const counts: Record<string, number> = {};
    let previous = await summaryOf(plCard().getByRole('figure'));
    // Monthly periods are drawn over more than a month: picking Monthly on 1M moves the range to 3M, where
    // Daily then stays.
    const ranges: Record<string, string> = { Weekly: '1M', Monthly: '3M', Daily: '3M' };
    for (const period of ['Weekly', 'Monthly', 'Daily']) {
      await plCard().getByRole('radiogroup', { name: 'Period' }).getByRole('radio', { name: period }).click();
      const figure = plCard().getByRole('figure', {
        name: new RegExp(`^Profit and loss · All portfolios · ${period}, ${ranges[period]} · USD$`),
      });
      const summary = await newSummary(figure, previous);
      previous = summary;
      expect(summary).toMatch(/^\d+ periods?: \d+ with a gain, \d+ with a loss, total [+-]\$[\d,.]+\./);
      counts[period] = Number(/^\d+/.exec(summary)?.[0]);
      expect(await canvasColours(plCard())).toBeGreaterThan(2);
    }
    // More days over 3M than weeks over 1M, more weeks over 1M than months over 3M.
    expect(counts['Daily']).toBeGreaterThan(counts['Weekly'] ?? Infinity);
    expect(counts['Weekly']).toBeGreaterThan(counts['Monthly'] ?? Infinity);
  });

  it('keeps the axis labels readable: no last-value tag over them, and $0.00 labelled on the P/L axis', async () => {
    await app.page.mouse.move(0, 0);
    // The charts' colours: the value line, and the P/L chart's gain and loss bars, which a tag would take.
    const blue: [number, number, number] = [47, 111, 235];
    const gain: [number, number, number] = [26, 127, 55];
    const loss: [number, number, number] = [207, 34, 46];
    const value = await priceAxisPaint(chartCard().getByRole('figure'), [blue]);
    expect(value).toEqual({ pixels: [0], boxRows: 0 });
    const pl = await priceAxisPaint(plCard().getByRole('figure'), [gain, loss]);
    expect(pl.pixels).toEqual([0, 0]);
    // One label box: the zero line's, in the text colour.
    expect(pl.boxRows).toBeGreaterThan(5);
    // The latest values, which the tags gave, are written under the charts.
    expect(await chartCard().locator('.fd-chart__readout').innerText()).toMatch(
      /^Latest, .+: \$[\d,]+\.\d{2}$/,
    );
    expect(await plCard().locator('.fd-chart__readout').innerText()).toMatch(
      /^Latest, .+: -?\$[\d,]+\.\d{2}$/,
    );
  });

  it('shows profit and loss for a from/to window of the user’s choosing', async () => {
    const day = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const from = iso(Date.now() - 20 * day);
    const to = iso(Date.now() - 6 * day);
    const window = plCard().getByRole('form', { name: 'From and to dates' });
    // The wrong way round is refused before anything is sent, naming the field to correct.
    await window.getByRole('textbox', { name: 'From' }).fill(to);
    await window.getByRole('textbox', { name: 'To (included)' }).fill(from);
    const refused = app.sent.length;
    await window.getByRole('button', { name: 'Show these dates' }).click();
    expect(await window.getByRole('alert').innerText()).toBe(
      'To: the last day must be on or after the first day.',
    );
    expect(callsSince(app.sent, refused, 'portfolio:plHistory')).toEqual([]);

    await window.getByRole('textbox', { name: 'From' }).fill(from);
    await window.getByRole('textbox', { name: 'To (included)' }).fill(to);
    const sentBefore = app.sent.length;
    await window.getByRole('button', { name: 'Show these dates' }).click();
    // No preset range is marked once a window is chosen.
    await expect
      .poll(() =>
        plCard().getByRole('radiogroup', { name: 'Range' }).locator('[aria-checked="true"]').count(),
      )
      .toBe(0);
    await expect.poll(() => callsSince(app.sent, sentBefore, 'portfolio:plHistory').length).toBe(1);
    // "To" is included: 20 days ago to 6 days ago is 15 daily periods, and the title says so.
    // The title writes the days as the rest of the app does ("Nov 5, 2026"), not as the inputs' ISO text.
    const shownDay = (isoDate: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(`${isoDate}T00:00:00`));
    const figure = plCard().getByRole('figure', {
      name: `Profit and loss · All portfolios · Daily, ${shownDay(from)} to ${shownDay(to)} (15 days) · USD`,
    });
    await figure.waitFor();
    expect(Number(/^\d+/.exec(await summaryOf(figure))?.[0])).toBe(15);
  });

  it('refuses a shared portfolio with the wrong passcode, then adds it with the right one', async () => {
    // The form waits behind a button in the picker, so it does not push the figures below the fold.
    expect(await main().getByRole('form', { name: 'Add a shared portfolio' }).count()).toBe(0);
    await picker().getByRole('button', { name: 'Add shared portfolio' }).click();
    const form = main().getByRole('form', { name: 'Add a shared portfolio' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Friend’s fund');
    await form.getByRole('textbox', { name: 'Share token' }).fill('sandbox-share-locked');
    await form.getByLabel('Passcode (if the owner set one)').fill('1357');
    await form.getByRole('button', { name: 'Add' }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    // It says what is wrong (not a plan refusal), and the form keeps what was typed so only the passcode needs
    // fixing.
    expect(await refusal.innerText()).toContain('Wrong passcode');
    expect(await refusal.innerText()).not.toMatch(/\bplan\b/i);
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Friend’s fund');
    expect(await form.getByRole('textbox', { name: 'Share token' }).inputValue()).toBe(
      'sandbox-share-locked',
    );
    expect(await form.getByLabel('Passcode (if the owner set one)').inputValue()).toBe('1357');
    expect(
      await picker()
        .getByRole('button', { name: /^Friend’s fund/ })
        .count(),
    ).toBe(0);

    await form.getByLabel('Passcode (if the owner set one)').fill('2468');
    await form.getByRole('button', { name: 'Add' }).click();
    const shared = picker().getByRole('button', { name: /^Friend’s fund Shared, with passcode$/ });
    await shared.waitFor();
    await expect.poll(() => shared.getAttribute('aria-current')).toBe('true');
    // A function, not a string: the page's CSP refuses the eval a string predicate needs.
    await expect.poll(() => app.page.title()).toMatch(/^Friend’s fund \$/);
    expect(await totalValue()).toBeGreaterThan(0);
    // Added: the form closes again.
    expect(await main().getByRole('form', { name: 'Add a shared portfolio' }).count()).toBe(0);
    await pick(/^All portfolios/);
  });

  it('sorts holdings and transactions by any column, both ways', async () => {
    const holdings = main().getByRole('table', { name: 'Holdings' });
    // Sorted by value, largest first, once the holdings of the portfolio picked last have arrived.
    const values = async () => (await column(holdings, 3)).map(parseShown);
    await expect
      .poll(async () => {
        const shown = await values();
        return shown.length > 1 && shown.every((v, i) => i === 0 || (shown[i - 1] ?? 0) >= v);
      })
      .toBe(true);

    // "Coin" exactly: each coin's name is a button too (it opens the coin's detail).
    const coinHeader = holdings.getByRole('button', { name: 'Coin', exact: true });
    await coinHeader.click();
    expect(await holdings.getByRole('columnheader', { name: 'Coin' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const names = () => holdings.locator('tbody tr td:nth-child(1) .fd-coin-name').allInnerTexts();
    const coins = await names();
    expect(coins).toEqual([...coins].sort((a, b) => a.localeCompare(b)));
    await coinHeader.click();
    expect(await names()).toEqual([...coins].reverse());

    const transactions = main().getByRole('table', { name: 'Transactions' });
    await transactions.getByRole('button', { name: 'Value then' }).click();
    const worth = (await column(transactions, 4)).map(parseShown);
    expect(worth.length).toBeGreaterThan(1);
    // A sale's value is what it brought in, not a loss: no value is negative, the amount says which way it went.
    expect(worth.every((v) => v >= 0)).toBe(true);
    expect(worth).toEqual([...worth].sort((a, b) => b - a));
    // The table shows a page of what was read, sorted as a whole: the other way round, the page starts from the
    // other end.
    await transactions.getByRole('button', { name: 'Value then' }).click();
    const ascending = (await column(transactions, 4)).map(parseShown);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThanOrEqual(worth.at(-1) ?? Number.NaN);
  });

  it('looks right in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'portfolios')).toEqual({ light: [], dark: [] });
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});

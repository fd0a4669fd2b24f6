import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { axeViolations } from '../support/axe';

// Cost in one voice, counted in the browser as a user would see it, in demo mode: on Overview, Portfolios and an
// RWA asset no sentence about cost stands under a control, each sending action carries at most one compact badge,
// and no button or link hides a price in its hover text (the detail is in the app's tooltip, which focus opens
// too). Past the monthly budget set in Settings, a read asks first.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('portfolios');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

interface CostCount {
  badges: string[];
  sentences: string[];
  hoverPrices: string[];
  /** Badges per action: the nearest control before each badge, by its label; more than one is a repeat. */
  perAction: Record<string, number>;
}

/** Page-side (this file is type-checked without the DOM): what the main area says about cost, and where. */
const COUNT = `(() => {
  const main = document.querySelector('main');
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  const price = /\\d[\\d,.]*\\s*(credits?|USDC)\\b|nothing is sent|cached: 0/i;
  const badges = [...main.querySelectorAll('.fd-cost')].filter(shown).filter((b) => price.test(b.innerText) || /^(cached|offline|cost|API key only|≤)/.test(b.innerText.trim()));
  const sentences = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !shown(el) || !price.test(n.textContent) || el.closest('.fd-cost, [role="tooltip"], table')) continue;
    sentences.push(n.textContent.trim());
  }
  for (const b of badges) if (b.innerText.trim().split(/\\s+/).length > 4) sentences.push(b.innerText.trim());
  const hoverPrices = [...main.querySelectorAll('[title]')].map((el) => el.getAttribute('title')).filter((t) => price.test(t));
  const controls = 'button, [role="radiogroup"], select, input';
  const perAction = {};
  for (const b of badges) {
    let at = b, control = null;
    while (at && at !== main && !control) {
      for (let s = at.previousElementSibling; s && !control; s = s.previousElementSibling)
        control = s.matches(controls) ? s : s.querySelector(controls);
      at = at.parentElement;
    }
    // Two groups may share a label (a chart's Range and the P/L card's): each control is keyed by its place too.
    const place = control ? [...main.querySelectorAll(controls)].indexOf(control) : -1;
    const name = control ? place + ' ' + (control.getAttribute('aria-label') || control.textContent || '').trim().slice(0, 40) : '(no control)';
    perAction[name] = (perAction[name] || 0) + 1;
  }
  return { badges: badges.map((b) => b.innerText.trim()), sentences, hoverPrices, perAction };
})()`;

const count = () => app.page.evaluate<CostCount>(COUNT);

async function expectOneVoice(where: string): Promise<CostCount> {
  const found = await count();
  expect(found.sentences, `${where}: cost sentences under controls`).toEqual([]);
  expect(found.hoverPrices, `${where}: prices in hover titles`).toEqual([]);
  for (const [action, n] of Object.entries(found.perAction)) {
    expect(
      n,
      `${where}: badges beside "${action}" of ${JSON.stringify(found.perAction)}`,
    ).toBeLessThanOrEqual(1);
  }
  expect(found.badges.length, `${where}: the sending actions keep their badge`).toBeGreaterThan(0);
  return found;
}

const shot = (name: string) => app.page.screenshot({ path: join(screenshotDir, `cost-voice-${name}.png`) });

/** The color-contrast findings of axe on the cost badges, in the scheme emulated now. */
const badgeContrast = async () =>
  (await axeViolations(app.page)).filter((line) => line.startsWith('color-contrast') && /fd-cost/.test(line));

describe('cost in one voice', () => {
  it('on Overview: a badge beside each priced group, none under a control, the links priced in a tooltip', async () => {
    await app.navigate('overview');
    const main = app.page.getByRole('main', { name: 'Overview' });
    const chart = main.getByRole('region', { name: 'Value over time' });
    await chart.getByRole('figure').waitFor();
    const rangeBadge = chart
      .locator('.fd-cost')
      .filter({ hasText: /credit|cached/ })
      .first();
    await rangeBadge.waitFor();
    await expectOneVoice('Overview');
    // What a range costs, said before the press: in the Range group's badge, opened by focus.
    await rangeBadge.focus();
    await expect.poll(() => rangeBadge.getByRole('tooltip').isVisible()).toBe(true);
    expect(await rangeBadge.getByRole('tooltip').innerText()).toMatch(
      /credits? a range|every range is cached/,
    );
    // The links say what opening a view costs in the app's tooltip, opened by focus too, not in a hover title.
    const nav = app.page.getByRole('navigation', { name: 'Views' });
    expect(await nav.locator('[title]').count()).toBe(0);
    const rwa = nav.getByRole('link', { name: 'RWA', exact: true });
    await rwa.focus();
    const rwaTip = nav.getByRole('tooltip').filter({ hasText: /^Opening RWA: / });
    await expect.poll(() => rwaTip.isVisible()).toBe(true);
    expect(await rwaTip.innerText()).toMatch(
      /^Opening RWA: (\d[\d,]* credits? \(simulated\)|0 credits: cached)$/,
    );
    await shot('overview-1024-light');
    expect(await badgeContrast(), 'light: badge contrast').toEqual([]);
    await app.page.emulateMedia({ colorScheme: 'dark' });
    await rwa.focus();
    await shot('overview-1024-dark');
    expect(await badgeContrast(), 'dark: badge contrast').toEqual([]);
    await app.page.emulateMedia({ colorScheme: 'light' });
    await app.navigate('portfolios');
  });

  it('on Portfolios: badges only, each beside its action, the detail in its tooltip', async () => {
    const main = app.page.getByRole('main', { name: 'Portfolios' });
    const chart = main.getByRole('region', { name: 'Value over time' });
    await chart.getByRole('figure').waitFor();
    await chart
      .locator('.fd-cost')
      .filter({ hasText: /credit|cached/ })
      .first()
      .waitFor();
    await expectOneVoice('Portfolios');
    // The sentence the range group said before is still reachable: in its badge's tooltip, opened by focus.
    const badge = chart.locator('.fd-cost').first();
    await badge.focus();
    const tip = badge.getByRole('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toMatch(/credits? a range|every range is cached/);
    await shot('portfolios-1024-light');
    await app.page.emulateMedia({ colorScheme: 'dark' });
    await shot('portfolios-1024-dark');
    await app.page.emulateMedia({ colorScheme: 'light' });
  });

  it('on an RWA asset: badges only, each beside its action', async () => {
    await app.navigate('rwa');
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    await rwa
      .getByRole('region', { name: 'Tokenized assets' })
      .getByRole('button', { name: /^Gold/ })
      .first()
      .click();
    const history = rwa.getByRole('region', { name: 'Asset history' });
    await history.getByRole('figure').waitFor();
    await history
      .locator('.fd-cost')
      .filter({ hasText: /credit|cached/ })
      .first()
      .waitFor();
    await expectOneVoice('RWA asset');
    await app.page.setViewportSize({ width: 1440, height: 900 });
    await shot('rwa-asset-1440-light');
    await app.page.emulateMedia({ colorScheme: 'dark' });
    await shot('rwa-asset-1440-dark');
    await app.page.emulateMedia({ colorScheme: 'light' });
    await app.page.setViewportSize({ width: 1024, height: 700 });
  });

  it('past the monthly budget set in Settings, a read asks first and spends nothing until the yes', async () => {
    await app.navigate('settings');
    const settings = app.page.getByRole('main', { name: 'Settings' });
    const field = settings.getByRole('textbox', { name: 'Monthly credit budget' });
    await field.fill('1');
    await field.press('Tab');
    await app.navigate('credits');
    const card = app.page
      .getByRole('main', { name: 'Credits' })
      .getByRole('region', { name: 'Monthly budget' });
    await card.getByText('1 credits').first().waitFor();
    await shot('credits-budget-1024-light');
    await app.navigate('portfolios');
    const chart = app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('region', { name: 'Value over time' });
    await chart.locator('.fd-cost--confirm').waitFor();
    await chart.getByRole('radio', { name: '1Y' }).click();
    await app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByText(/past your monthly credit budget/)
      .first()
      .waitFor();
    await shot('portfolios-past-budget');
  });
});

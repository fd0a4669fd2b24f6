// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CostPreview } from '../../../../../src/shared/domain/credits';
import type { AlertCondition } from '../../../../../src/shared/domain/alerts';
import { createFormat } from '../../../../../src/renderer/src/lib/format';
import { describeCondition, describeSeen } from '../../../../../src/renderer/src/views/alerts/alert-words';
import { ShareOf } from '../../../../../src/renderer/src/views/portfolios/holding-share';
import { PortfoliosView } from '../../../../../src/renderer/src/views/portfolios/portfolios-view';
import { fakeApi } from '../../helpers/fake-api';
import {
  chartPoints,
  holdings,
  live,
  meta,
  meter,
  portfolios,
  settings,
  value,
} from '../../helpers/fixtures';
import { charts } from '../../helpers/lightweight-charts-mock';
import { renderWith } from '../../helpers/render';

vi.mock('lightweight-charts', () => import('../../helpers/lightweight-charts-mock'));

// Privacy mode where the locale writes its own digits (Arabic-Indic, Persian, Bengali, Devanagari, Thai): the
// window title, which the OS shows in task switchers, and the chart's axis carry no digit of any amount.

const preview: CostPreview = { credits: 2, usdc: null, needsConfirmation: false, explanation: '2 credits' };
const LOCALES = ['ar-EG', 'fa-IR', 'bn-BD', 'mr-IN', 'hi-u-nu-deva', 'th-u-nu-thai'];
const ANY_DIGIT = /\p{Nd}/u;

const privateApi = () =>
  fakeApi({
    'settings:get': () => live(settings({ privacyMode: true })),
    'credits:meter': () => live(meter()),
    'credits:preview': () => live(preview),
    'portfolio:list': () => live(portfolios),
    'portfolio:value': () => live(value),
    'portfolio:chart': ({ range }) => live({ range, points: chartPoints }),
    'portfolio:plHistory': () =>
      live({
        interval: 'daily',
        currency: 'USD',
        points: [{ date: '2026-11-21', profitLoss: 120.5, profitLossPercent: 0.3 }],
      }),
    'portfolio:coins': () => live(holdings),
    'portfolio:transactions': () => live([]),
  });

beforeEach(() => {
  charts.length = 0;
});
afterEach(cleanup);

describe('privacy mode in locales that write their own digits', () => {
  it.each(LOCALES)(
    'keeps the portfolio value out of the window title and chart axis in %s',
    async (locale) => {
      renderWith(<PortfoliosView />, privateApi(), locale);
      await waitFor(() => expect(document.title).toMatch(/^All portfolios .*•••.* — Folio Desk$/));
      expect(document.title).not.toMatch(ANY_DIGIT);
      await waitFor(() => expect(charts.length).toBeGreaterThan(0));
      for (const chart of charts) {
        const label = chart.priceFormatter()?.(97512.35) ?? '';
        expect(label).toContain('•••');
        expect(label).not.toMatch(ANY_DIGIT);
      }
    },
  );

  it.each(LOCALES)('masks a holding’s share of the portfolio in %s', async (locale) => {
    renderWith(<ShareOf share={42.1} meta={meta()} />, privateApi(), locale);
    const share = await screen.findByText(/•••/);
    expect(share.textContent).not.toMatch(ANY_DIGIT);
  });

  it.each(LOCALES)('masks alert levels, percents and the prices they saw in %s', (locale) => {
    const fmt = createFormat(locale, true);
    const rules: AlertCondition[] = [
      { type: 'above', level: 65_432.5 },
      { type: 'below', level: 0.0123 },
      { type: 'change', window: '24h', percent: 5.5, direction: 'either' },
    ];
    for (const rule of rules) {
      for (const text of [describeCondition(rule, 'USD', fmt), describeSeen(rule, -1_234.56, 'USD', fmt)]) {
        expect(text).toContain('•••');
        // "24h" names the rule's window, not an amount.
        expect(text.replace('24h', ''), text).not.toMatch(ANY_DIGIT);
      }
    }
  });
});

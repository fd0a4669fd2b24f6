import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { RefreshPolicy } from '../../../shared/domain/settings';
import { useCurrency, useFolio, useFormat } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import type { OpeningCall } from '../stores/opening';
import { openingCallsOf, useOpeningLists } from './view-costs';

// What a refresh policy costs in a month of 8-hour days, beside the setting, from main's own prices of each view's
// opening reads. "Every few minutes" is bounded by the dearest view on screen; "When a view opens" counts every
// view's figures at their freshness. The currency list is counted each time, as main prices it only uncached.

const HOURS_A_DAY = 8;
const DAYS = 30;
/** Opens a day that can each find a figure old, at most. */
const OPENS_A_DAY = 10;
const HOUR_MS = 3_600_000;

const VIEWS = [
  ['portfolios', 'Portfolios'],
  ['wallets', 'Wallets'],
  ['watchlist', 'Watchlist'],
  ['rwa', 'RWA'],
] as const;
type View = (typeof VIEWS)[number][0];

/** Kept in main (followed wallets, watched coins and assets): reading them sends nothing and costs nothing. */
const LOCAL = new Set<string>(['wallet:list', 'watchlist:coins', 'rwa:watchlist']);

/** The read as the policy sends it again: past the cache, so its price is the live one, never "0: cached". */
const live = (call: OpeningCall) => ({ channel: call.channel, input: { ...call.input, refresh: true } });

interface ReadPrice {
  credits: number;
  freshForMs: number | undefined;
}

interface Estimate {
  /** Each view's reads (each as its preview's key), the currency list among them when the reads convert. */
  views: { view: View; label: string; reads: string[] }[];
  prices: ReadonlyMap<string, ReadPrice>;
}

/** Each view's live reads, priced; null until every one is (a part of a price is no price). */
function useEstimate(policy: RefreshPolicy, minutes: number): Estimate | null {
  const { api, stores } = useFolio();
  const currency = useCurrency();
  useOpeningLists();
  // What the views open on: the followed and watched lists, the portfolio and wallet chosen.
  useStore(stores.wallet.list, (s) => s.value);
  useStore(stores.watchlist.coins, (s) => s.value);
  useStore(stores.rwa.watchlist, (s) => s.value);
  useStore(stores.portfolio.ui, (s) => s.selectedId);
  useStore(stores.wallet.ui, (s) => s.selectedId);
  const meter = useStore(stores.credits.meter, (s) => s.value);
  const rates =
    currency === 'USD' ? [] : [JSON.stringify({ channel: 'coins:currencies', input: { refresh: true } })];
  const views: Estimate['views'] = [];
  let known = true;
  for (const [view, label] of VIEWS) {
    const calls = openingCallsOf(view, stores, currency);
    // A view whose reads are not known yet (the followed wallets not read): no estimate rather than a low one.
    if (calls === null) known = false;
    const reads = (calls ?? []).filter((c) => !LOCAL.has(c.channel)).map((c) => JSON.stringify(live(c)));
    views.push({ view, label, reads: [...new Set([...reads, ...rates])] });
  }
  // Asked again under another policy or interval: the freshness the previews report is the saved policy's.
  const key = known ? JSON.stringify({ views, policy, minutes }) : null;
  const [answer, setAnswer] = useState<{ key: string; prices: Map<string, ReadPrice> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const reads = [
      ...new Set((JSON.parse(key) as { views: Estimate['views'] }).views.flatMap((v) => v.reads)),
    ];
    void Promise.all(
      reads.map((read) => api.credits.preview(JSON.parse(read) as { channel: string; input: unknown })),
    ).then((previews) => {
      if (!current) return;
      const prices = new Map<string, ReadPrice>();
      previews.forEach((p, i) => {
        const read = reads[i];
        if (p.ok && read) prices.set(read, { credits: p.value.credits, freshForMs: p.value.freshForMs });
      });
      setAnswer(prices.size === reads.length ? { key, prices } : null);
    });
    return () => {
      current = false;
    };
  }, [api, key, meter]);
  // Prices asked under another policy, interval, currency or list are never shown as these.
  return key !== null && answer?.key === key ? { views, prices: answer.prices } : null;
}

/** Reads a day of one figure when the view opens often: once per freshness span of the day, at most per open. */
const readsADay = (freshForMs: number | undefined) =>
  freshForMs === undefined || freshForMs <= 0
    ? OPENS_A_DAY
    : Math.min(OPENS_A_DAY, Math.ceil((HOURS_A_DAY * HOUR_MS) / freshForMs));

const creditsOf = (reads: readonly string[], prices: Estimate['prices']) =>
  reads.reduce((sum, read) => sum + (prices.get(read)?.credits ?? 0), 0);

/** The credits a month the policy reads at most: the view reads, priced, times how often it reads them. */
function monthlyOf(policy: RefreshPolicy, minutes: number, { views, prices }: Estimate) {
  const each = views.map((v) => ({ ...v, credits: creditsOf(v.reads, prices) }));
  const dearest = each.reduce((a, b) => (b.credits > a.credits ? b : a));
  const all = [...new Set(views.flatMap((v) => v.reads))];
  const monthly =
    policy === 'manual'
      ? 0
      : policy === 'interval'
        ? dearest.credits * Math.ceil((60 / minutes) * HOURS_A_DAY) * DAYS
        : all.reduce((sum, read) => {
            const price = prices.get(read);
            return sum + (price ? price.credits * readsADay(price.freshForMs) : 0);
          }, 0) * DAYS;
  return { each, dearest, all, monthly };
}

/** What the saved refresh policy plans to read a month (the Credits view sets it against the budget). */
export function usePlannedMonthly(policy: RefreshPolicy, minutes: number): number | null {
  const estimate = useEstimate(policy, minutes);
  if (policy === 'manual') return 0;
  return estimate === null ? null : monthlyOf(policy, minutes, estimate).monthly;
}

export function RefreshCost({ policy, minutes }: { policy: RefreshPolicy; minutes: number }) {
  const fmt = useFormat();
  const t = useT();
  const estimate = useEstimate(policy, minutes);
  const { stores } = useFolio();
  const meter = useStore(stores.credits.meter, (s) => s.value);
  if (policy === 'manual') return <p className="fd-source">{t('cost.refresh.manual')}</p>;
  if (estimate === null) return null;
  const { prices } = estimate;
  const { each, dearest, all, monthly } = monthlyOf(policy, minutes, estimate);
  const name = (view: View) => t(`nav.${view}`);
  const values = {
    monthly: fmt.count(monthly),
    hours: fmt.count(HOURS_A_DAY),
    minutes: fmt.count(minutes),
    view: name(dearest.view),
    each: fmt.count(dearest.credits),
    all: fmt.count(creditsOf(all, prices)),
    portfolios: name('portfolios'),
    wallets: name('wallets'),
    watchlist: name('watchlist'),
    rwa: name('rwa'),
  };
  const perView = each
    .map((v) => t('cost.refresh.perView', { view: name(v.view), credits: fmt.count(v.credits) }))
    .join('\n');
  // Beside the plan: a refresh policy can spend several times the plan's monthly credits, so say when they run out.
  const total = meter?.totalCredits ?? null;
  const left = meter?.remainingCredits ?? null;
  const days = left !== null && monthly > 0 ? Math.max(0, Math.floor((left / monthly) * DAYS)) : null;
  const over =
    total === null || monthly <= total
      ? ''
      : days === null
        ? t('cost.refresh.overPlan', { total: fmt.count(total) })
        : t('cost.refresh.overPlanDays', {
            total: fmt.count(total),
            left: fmt.count(left ?? 0),
            days,
            daysN: fmt.count(days),
          });
  return (
    <p
      className="fd-source"
      aria-label={t('cost.refresh.label')}
      title={t('cost.refresh.title', { perView })}
    >
      {t(policy === 'interval' ? 'cost.refresh.interval' : 'cost.refresh.onOpen', values)}
      {over && <strong> {over}</strong>}
    </p>
  );
}

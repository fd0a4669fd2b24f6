import { useT, type Translate } from '../stores/i18n';
import { englishTranslator } from '../../../shared/i18n/translator';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CostPreview } from '../../../shared/domain/credits';
import type { AppError } from '../../../shared/envelope';
import { useFolio, useFormat, useNow } from '../stores/folio-context';
import {
  compactPrice,
  costText,
  CostTag,
  overBudgetText,
  sumPreviews,
  useOffline,
  type PendingCall,
} from './cost-badge';

// The price of each choice of a group of buttons (the ranges of a chart), asked before any is pressed: a range
// already read and still fresh is answered by the cache for 0 credits, any other costs a live read. One badge for
// the group would price only the choice on screen (cached, so "0 credits") while the next press spends credits.

/** What a group of choices picks, each a whole message of its own in every language (cost.choice.*). */
export type ChoiceNoun =
  | 'range'
  | 'split'
  | 'portfolio'
  | 'period'
  | 'page'
  | 'change'
  | 'search'
  | 'asset'
  | 'metric'
  | 'wallet'
  | 'coin';

export interface ChoiceCosts<V extends string> {
  /** Each choice's price; absent until it is known. */
  previews: ReadonlyMap<V, CostPreview>;
  error: AppError | null;
  demo: boolean;
}

/**
 * Prices each choice's call, or calls (a portfolio is several reads, summed), again whenever the credit meter
 * moves; credits:preview costs nothing and moves no meter, so this asks once per change.
 */
export function useChoiceCosts<V extends string>(
  choices: readonly { value: V }[],
  callOf: (value: V) => PendingCall | readonly PendingCall[],
): ChoiceCosts<V> {
  const { api, stores } = useFolio();
  const meter = useStore(stores.credits.meter, (s) => s.value);
  // With the shared tick too: a choice cached a moment ago costs again once its answer is no longer fresh.
  const tick = useNow();
  const key = JSON.stringify(choices.map((c) => [c.value, [callOf(c.value)].flat()]));
  const [answer, setAnswer] = useState<ChoiceCosts<V> & { key: string | null }>({
    key: null,
    previews: new Map(),
    error: null,
    demo: false,
  });
  useEffect(() => {
    let live = true;
    const list = JSON.parse(key) as [V, { channel: string; input: unknown }[]][];
    const calls = list.flatMap(([value, each]) => each.map((call) => ({ value, call })));
    void Promise.all(calls.map(({ call }) => api.credits.preview(call)))
      .then((envelopes) => {
        if (!live) return;
        const failed = envelopes.find((e) => !e.ok);
        const parts = new Map<V, CostPreview[]>();
        envelopes.forEach((e, i) => {
          const value = calls[i]?.value;
          if (!e.ok || value === undefined) return;
          parts.set(value, [...(parts.get(value) ?? []), e.value]);
        });
        const previews = new Map<V, CostPreview>();
        // A choice is priced only when every one of its calls is: a part of its price is no price.
        for (const [value, each] of list) {
          const priced = parts.get(value) ?? [];
          if (priced.length !== each.length) continue;
          previews.set(value, priced.length === 1 && priced[0] ? priced[0] : sumPreviews(priced));
        }
        setAnswer({
          key,
          previews,
          error: failed && !failed.ok ? failed.error : null,
          demo: envelopes.some((e) => e.ok && e.meta.demo),
        });
      })
      .catch((reason: unknown) => {
        if (live) {
          setAnswer({
            key,
            previews: new Map(),
            error: { code: 'internal', message: String(reason) },
            demo: false,
          });
        }
      });
    return () => {
      live = false;
    };
  }, [api, key, meter, tick]);
  // Prices of other choices (another portfolio's ranges) are never shown as these.
  return answer.key === key ? answer : { previews: new Map(), error: null, demo: false };
}

/**
 * Each choice's price in words, for its button's tooltip, as the badge beside a button says it (cost-badge.tsx):
 * "10 credits", "40 credits (0.003 USDC)" when paying per request, "not available when paying per request" for a
 * call the gateway does not serve, or "0 credits: cached".
 */
export function useChoiceHints<V extends string>(costs: ChoiceCosts<V>): Partial<Record<V, string>> {
  const fmt = useFormat();
  const t = useT();
  // While the service is out of reach main sends nothing (cost-badge.tsx CostBadge): a price would not be spent.
  const offline = useOffline();
  const hints: Partial<Record<V, string>> = {};
  for (const [value, preview] of costs.previews) {
    const price = simulated(costs, costText(preview, fmt.count, t), t);
    hints[value] = preview.unavailable
      ? t('cost.unavailableHint')
      : preview.credits === 0
        ? t('cost.zeroCached')
        : offline
          ? t('cost.offlineOnceAnswers', { price })
          : price;
  }
  return hints;
}

const simulated = (costs: ChoiceCosts<string>, price: string, t: Translate) =>
  costs.demo ? t('cost.simulated', { price }) : price;

/**
 * What pressing a choice costs, said once for the group: "10 credits a range; 1W, 1M cached: 0 credits", or
 * "up to 10 credits a range" when the prices differ.
 */
export function choiceCostText<V extends string>(
  options: readonly { value: V; label: string }[],
  costs: ChoiceCosts<V>,
  noun: ChoiceNoun,
  count: (n: number) => string,
  t: Translate = englishTranslator.t,
): string | null {
  const priced = options.flatMap((o) => {
    const preview = costs.previews.get(o.value);
    return preview ? [{ label: o.label, preview }] : [];
  });
  if (priced.length < options.length) return null;
  const paid = priced.filter((p) => p.preview.credits > 0);
  const cached = priced.filter((p) => p.preview.credits === 0).map((p) => p.label);
  if (paid.length === 0) return t('cost.choice.allCached', { noun });
  const dearest = paid.reduce((a, b) => (b.preview.credits > a.preview.credits ? b : a));
  const same = paid.every((p) => p.preview.credits === dearest.preview.credits);
  const price = costText(dearest.preview, count, t);
  const head = simulated(costs, t(same ? 'cost.choice.each' : 'cost.choice.upTo', { price, noun }), t);
  const text = cached.length === 0 ? head : t('cost.choice.withCached', { head, cached: cached.join(', ') });
  return paid.some((p) => p.preview.needsConfirmation) ? t('cost.choice.asksFirst', { text }) : text;
}

/**
 * The badge of a group of priced choices, in the one badge's look (cost-badge.tsx CostTag): the dearest press in
 * a few words ("≤ 10 credits" when the prices differ, "cached" when every choice is), and in its tooltip the
 * sentence ("10 credits a range; 1W cached: 0 credits") with each choice's own figure. `lead` says what the
 * choices read ("Another page reads the list again"), first in the tooltip.
 */
export function ChoiceCostBadge<V extends string>(props: {
  options: readonly { value: V; label: string }[];
  costs: ChoiceCosts<V>;
  noun: ChoiceNoun;
  lead?: string;
}) {
  const fmt = useFormat();
  const offline = useOffline();
  const t = useT();
  const { costs } = props;
  if (costs.error) return <CostTag text={t('cost.unknown')} detail={costs.error.message} tone="unknown" />;
  // Said in the user's language, whatever main's English words for it.
  if ([...costs.previews.values()].some((p) => p.unavailable)) {
    return <CostTag text={t('cost.keyOnly')} detail={t('prices.unavailable')} tone="unknown" />;
  }
  const priced = choiceCostText(props.options, costs, props.noun, fmt.count, t);
  if (priced === null) return <CostTag text={t('cost.asking')} detail={t('cost.askingDetail')} />;
  const paid = [...costs.previews.values()].filter((p) => p.credits > 0);
  const dearest = paid.reduce<CostPreview | null>((a, b) => (a && a.credits >= b.credits ? a : b), null);
  const asks = paid.some((p) => p.needsConfirmation);
  const pastBudget = paid.find((p) => p.overBudget !== undefined || p.overBudgetSay !== undefined);
  const overBudget = pastBudget ? overBudgetText(pastBudget, t) : null;
  const text =
    dearest === null
      ? t('cost.cached')
      : offline
        ? t('cost.offline')
        : compactPrice(
            dearest,
            fmt.count,
            paid.some((p) => p.credits !== dearest.credits),
            t,
          );
  const detail = [
    props.lead ? t('cost.choice.lead', { lead: props.lead, text: priced }) : priced,
    offline && dearest !== null ? t('cost.offlineWhileOut') : null,
    overBudget,
    // Each choice's own price, one line each ("1Y: 10 credits"): a choice of several reads is their sum.
    ...props.options.map((o) => {
      const preview = costs.previews.get(o.value);
      if (!preview) return '';
      const price = preview.credits === 0 ? t('cost.zeroCached') : costText(preview, fmt.count, t);
      return t('cost.choice.line', { label: o.label, price });
    }),
  ]
    .filter(Boolean)
    .join('\n');
  return <CostTag text={text} detail={detail} tone={asks ? 'confirm' : 'plain'} />;
}

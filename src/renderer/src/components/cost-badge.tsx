import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { ChannelName, Input } from '../../../shared/contract';
import type { CostPreview } from '../../../shared/domain/credits';
import type { AppError } from '../../../shared/envelope';
import { englishTranslator } from '../../../shared/i18n/translator';
import { useFolio, useFormat, useNow } from '../stores/folio-context';
import { useT, type Translate } from '../stores/i18n';
import { explanationText } from '../../../shared/i18n/explanation';
import { sayText } from '../../../shared/i18n/say';
import './cost-badge.css';

export interface CostState {
  preview: CostPreview | null;
  error: AppError | null;
  /** Priced in demo mode: the credits are the simulated account's, none of the user's. */
  demo?: boolean;
}

/** A channel and its input, as about to be sent; distributive so each channel keeps its own input type. */
export type PendingCall = { [C in ChannelName]: { channel: C; input: Input<C> } }[ChannelName];

/**
 * What one or more calls would cost, asked before they are sent (credits:preview costs nothing). Asked again
 * whenever the credit meter moves (a call just made may now be answered from the cache for free) and with the
 * shared tick (a cached answer grows old: "0 credits" must not outlive its freshness). `servedOnly`: the calls
 * follow by themselves (a view reading a portfolio after a write), and those the pay-per-request gateway does not
 * serve are refused there without being sent, so they are left out of the sum instead of making it unavailable.
 */
export function useCostOf(
  calls: readonly PendingCall[] | null,
  options: { servedOnly?: boolean } = {},
): CostState {
  const servedOnly = options.servedOnly === true;
  const { api, stores } = useFolio();
  const meter = useStore(stores.credits.meter, (s) => s.value);
  const tick = useNow();
  const key = calls === null ? null : JSON.stringify(calls);
  const [answer, setAnswer] = useState<CostState & { key: string | null }>({
    key: null,
    preview: null,
    error: null,
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const settle = (state: CostState) => {
      if (live) setAnswer({ key, ...state });
    };
    const list = JSON.parse(key) as { channel: string; input: unknown }[];
    void Promise.all(list.map((call) => api.credits.preview(call)))
      .then((envelopes) => {
        const failed = envelopes.find((e) => !e.ok);
        if (failed && !failed.ok) return settle({ preview: null, error: failed.error });
        settle({
          preview: sumPreviews(
            envelopes.flatMap((e) => (e.ok && !(servedOnly && e.value.unavailable) ? [e.value] : [])),
          ),
          error: null,
          demo: envelopes.some((e) => e.ok && e.meta.demo),
        });
      })
      .catch((reason: unknown) =>
        settle({ preview: null, error: { code: 'internal', message: String(reason) } }),
      );
    return () => {
      live = false;
    };
  }, [api, key, meter, tick, servedOnly]);
  // An answer about other calls (the input changed since) is not shown: "cost…" until the new one arrives.
  return answer.key === key
    ? { preview: answer.preview, error: answer.error, demo: answer.demo === true }
    : { preview: null, error: null };
}

export function useCostPreview<C extends ChannelName>(channel: C, input: Input<C> | null): CostState {
  return useCostOf(input === null ? null : [{ channel, input } as PendingCall]);
}

export function sumPreviews(previews: readonly CostPreview[]): CostPreview {
  // What is paid: a call with a price. A call that costs nothing (cached, or not sent) adds no USDC, and does not
  // turn the sum of the others into credits only; a call the gateway does not serve is `unavailable`, below.
  const paid = previews.filter((p) => p.credits > 0 || p.usdc !== null);
  // One paid call keeps main's own wording of its price.
  const usdc =
    paid.length === 1
      ? (paid[0]?.usdc ?? null)
      : paid.length > 0 && paid.every((p) => p.usdc !== null)
        ? usdcSum(paid.map((p) => Number(p.usdc)))
        : null;
  // In the user's language only when every call said its price by parts, none inside a sentence of its own.
  const says = previews.every((p) => p.explanationSays && !p.explanationFrame)
    ? previews.flatMap((p) => p.explanationSays ?? [])
    : [];
  return {
    credits: previews.reduce((sum, p) => sum + p.credits, 0),
    usdc,
    needsConfirmation: previews.some((p) => p.needsConfirmation),
    explanation: previews.map((p) => p.explanation).join(' + '),
    ...(says.length > 0 ? { explanationSays: says } : {}),
    ...withUnavailable(previews),
    ...pastBudget(previews),
  };
}

/** The first reason a call of the sum is past the monthly budget: the sum asks first for it too. */
function pastBudget(previews: readonly CostPreview[]): Pick<CostPreview, 'overBudget' | 'overBudgetSay'> {
  const past = previews.find((p) => p.overBudget !== undefined || p.overBudgetSay !== undefined);
  if (!past) return {};
  return {
    ...(past.overBudget !== undefined ? { overBudget: past.overBudget } : {}),
    ...(past.overBudgetSay !== undefined ? { overBudgetSay: past.overBudgetSay } : {}),
  };
}

/** USDC amounts added without float noise (prices are whole micro-USDC), written as main writes them: "0.006". */
function usdcSum(amounts: readonly number[]): string {
  const micro = amounts.reduce((sum, a) => sum + Math.round(a * 1e6), 0);
  return String(micro / 1e6);
}

function withUnavailable(previews: readonly CostPreview[]): { unavailable?: string } {
  const unavailable = previews.find((p) => p.unavailable)?.unavailable;
  return unavailable ? { unavailable } : {};
}

export function costText(
  preview: CostPreview,
  count: (n: number) => string,
  t: Translate = englishTranslator.t,
): string {
  const values = { credits: preview.credits, n: count(preview.credits) };
  return preview.usdc ? t('cost.creditsUsdc', { ...values, usdc: preview.usdc }) : t('cost.credits', values);
}

/** Said instead of a price while offline: main then sends nothing, so nothing is spent. */
export const OFFLINE_PRICE = 'offline — nothing is sent';

/** True while the app-wide connectivity state is offline: main then sends nothing (api/http.ts). */
export function useOffline(): boolean {
  const { stores } = useFolio();
  return useStore(stores.connectivity, (s) => !s.state.online);
}

/** A price in the badge's few words: the USDC paid per request, or the credits ("≤ 10 credits" for a group). */
export function compactPrice(
  preview: CostPreview,
  count: (n: number) => string,
  upTo = false,
  t: Translate = englishTranslator.t,
): string {
  if (preview.usdc) return t(upTo ? 'cost.upToUsdc' : 'cost.usdc', { usdc: preview.usdc });
  return t(upTo ? 'cost.upToCredits' : 'cost.credits', {
    credits: preview.credits,
    n: count(preview.credits),
  });
}

export type BadgeTone = 'plain' | 'confirm' | 'unknown';

/**
 * The one look of a price: a few words beside the action, the detail (how the figure is reached, what the
 * cache saves, offline or simulated) in a tooltip that hover and keyboard focus both open.
 */
export function CostTag({
  text,
  detail,
  tone = 'plain',
  above = false,
}: {
  text: string;
  detail: string;
  tone?: BadgeTone;
  /** In a dialog, the tooltip opens above the badge: on its last row, one below is cut off by the dialog's edge. */
  above?: boolean;
}) {
  const id = useId();
  const toneClass = tone === 'plain' ? '' : ` fd-cost--${tone}`;
  return (
    <span
      className={`fd-cost fd-tip${toneClass}${above ? ' fd-cost--above' : ''}`}
      tabIndex={0}
      aria-describedby={id}
    >
      {text}
      <span role="tooltip" id={id} className="fd-tip__text fd-cost__detail">
        {detail}
      </span>
    </span>
  );
}

/** Why a price asks first because of the monthly budget: by main's message id when it sent one, else its English. */
export const overBudgetText = (p: CostPreview, t: Translate): string | null =>
  p.overBudgetSay ? sayText(t, p.overBudgetSay) : (p.overBudget ?? null);

/** Why a price asks before it is sent (past the budget, or above the threshold), or null. */
export const asksText = (p: CostPreview, t: Translate): string | null =>
  overBudgetText(p, t) ?? (p.needsConfirmation ? t('cost.asksFirst') : null);

/** The badge's words and tooltip for one price, or a sum of prices (cost-badge's CostBadge, choice-costs' group). */
export function badgeFace(
  cost: CostState,
  options: {
    offline: boolean;
    count: (n: number) => string;
    about?: boolean;
    cached?: boolean;
    t?: Translate;
  },
): { text: string; detail: string; tone: BadgeTone } {
  const t = options.t ?? englishTranslator.t;
  if (cost.error) return { text: t('cost.unknown'), detail: cost.error.message, tone: 'unknown' };
  if (!cost.preview) return { text: t('cost.asking'), detail: t('cost.askingDetail'), tone: 'plain' };
  const p = cost.preview;
  // Main has one such sentence (preview.ts), said here in the user's language.
  if (p.unavailable) return { text: t('cost.keyOnly'), detail: t('prices.unavailable'), tone: 'unknown' };
  const plain = costText(p, options.count, t);
  const price = cost.demo && p.credits > 0 ? t('cost.simulated', { price: plain }) : plain;
  if (options.offline && p.credits > 0) {
    return { text: t('cost.offline'), detail: t('cost.offlineDetail', { price }), tone: 'plain' };
  }
  const asks = asksText(p, t);
  const compact = compactPrice(p, options.count, false, t);
  const text =
    p.credits === 0
      ? t(options.cached ? 'cost.cached' : 'cost.zero')
      : options.about
        ? t('cost.about', { price: compact })
        : compact;
  const explanation = explanationText(t, p, options.count);
  const detail = [t(options.about ? 'cost.detailAbout' : 'cost.detail', { price, explanation }), asks]
    .filter(Boolean)
    .join('\n');
  return { text, detail, tone: p.needsConfirmation ? 'confirm' : 'plain' };
}

/**
 * The price beside a button: what pressing it costs now. `about`: an estimate (a wallet sync's status checks
 * depend on how long the service takes). `cached`: a read through the cache, whose 0 is said "cached". `note`:
 * what else the user may want to know about the read ("kept a day"), last in the tooltip.
 */
export function CostBadge({
  cost,
  about = false,
  cached = false,
  note,
}: {
  cost: CostState;
  about?: boolean;
  cached?: boolean;
  note?: string;
}) {
  const fmt = useFormat();
  const t = useT();
  const offline = useOffline();
  const face = badgeFace(cost, { offline, count: fmt.count, about, cached, t });
  return <CostTag {...face} detail={note ? `${face.detail}\n${note}` : face.detail} />;
}

/** A button that spends credits, with its price beside it. */
export function SpendButton<C extends ChannelName>(props: {
  channel: C;
  input: Input<C> | null;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const cost = useCostPreview(props.channel, props.input);
  return (
    <span className="fd-spend">
      <button
        type="button"
        className="fd-button"
        onClick={props.onClick}
        disabled={props.disabled || cost.preview?.unavailable !== undefined}
      >
        {props.label}
      </button>{' '}
      <CostBadge cost={cost} />
    </span>
  );
}

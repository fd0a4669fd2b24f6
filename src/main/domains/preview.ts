import { channels, type ChannelName, type Handlers } from '../../shared/contract';
import type { CostPreview } from '../../shared/domain/credits';
import { fail, localMeta, ok, type Envelope } from '../../shared/envelope';
import type { Cost } from '../api/costs';
import type { SpendGuard } from '../credits/spend-guard';
import type { Clock } from '../lib/effects';
import { issuesOf } from '../lib/issues';
import { free, usdcText, type Priced } from '../reads/price';
import { isRead, type Reads } from '../reads';

// credits:preview and credits:confirm: what a call would cost before it is sent, and the user's yes to it. A
// declared read is priced by the read runner (the same plan, request and cache peek its handler uses); a special
// read by its room; anything else sends nothing and is free.

export type SpecialPrices = { [C in ChannelName]?: (input: never) => Priced };

export interface PreviewDeps {
  runner: Reads;
  specials: SpecialPrices;
  spend: SpendGuard;
  clock: Pick<Clock, 'now'>;
  demo: () => boolean;
  /** Live calls are paid through the gateway in USDC rather than with credits. */
  gatewayActive: () => boolean;
}

type PreviewChannel = 'credits:preview' | 'credits:confirm';

/** The price of any call whose input has been parsed with its channel's own schema (the casts' premise). */
export function pricer(runner: Reads, specials: SpecialPrices) {
  return (name: ChannelName, input: unknown): Priced => {
    if (isRead(name)) return runner.price(name, input as never);
    const special = specials[name] as ((parsed: unknown) => Priced) | undefined;
    return special ? special(input) : free();
  };
}

export function previewHandlers(deps: PreviewDeps): Pick<Handlers, PreviewChannel> {
  const priceOf = pricer(deps.runner, deps.specials);
  const overBudgetOf = (priced: Priced): Pick<CostPreview, 'overBudget' | 'overBudgetSay'> => {
    const over = priced.cost.credits > 0 ? deps.spend.overBudget(priced.cost.credits) : null;
    return over === null ? {} : { overBudget: over.reason, overBudgetSay: over.say };
  };

  /** Prices a call; `input` is the parsed input, to which a confirmation is bound (as the handler will see it). */
  const price = (
    channel: string,
    raw: unknown,
  ): { ok: false; answer: Envelope<never> } | { ok: true; input: unknown; answer: Envelope<CostPreview> } => {
    if (!Object.hasOwn(channels, channel)) {
      return {
        ok: false,
        answer: fail({ code: 'invalid_input', message: `Unknown channel "${channel.slice(0, 64)}".` }),
      };
    }
    const name = channel as ChannelName;
    const parsed = channels[name].input.safeParse(raw ?? {});
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      const message = `Cannot price ${name}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`;
      return { ok: false, answer: fail({ code: 'invalid_input', message, issues }) };
    }
    const priced = priceOf(name, parsed.data);
    const gateway = deps.gatewayActive();
    // A call the cache answers (0 credits) is not paid on the gateway either.
    const usdc = gateway ? usdcText(priced) : null;
    const preview: CostPreview = {
      credits: priced.cost.credits,
      usdc,
      needsConfirmation: deps.runner.asksFirst(priced),
      explanation: gateway ? gatewayExplanation(usdc, priced.cost) : priced.cost.explanation,
      ...explanationSaysOf(gateway, usdc, priced.cost),
      ...(gateway && usdc === null && priced.cost.credits > 0 ? { unavailable: UNAVAILABLE } : {}),
      ...(priced.freshForMs === undefined ? {} : { freshForMs: priced.freshForMs }),
      ...overBudgetOf(priced),
    };
    return { ok: true, input: parsed.data, answer: ok(preview, localMeta(deps.clock.now(), deps.demo())) };
  };

  return {
    'credits:preview': async ({ channel, input }) => price(channel, input).answer,
    'credits:confirm': async ({ channel, input }) => {
      const priced = price(channel, input);
      if (!priced.ok) return priced.answer;
      if (!priced.answer.ok) return priced.answer;
      const { token } = deps.spend.issue(channel, priced.input);
      return ok({ confirmToken: token, cost: priced.answer.value }, priced.answer.meta);
    },
  };
}

const UNAVAILABLE =
  'not available when paying per request: the gateway does not serve this call; switch the access route to the API key in Settings to make it';

/** The explanation's messages, framed as gatewayExplanation frames its English. */
function explanationSaysOf(
  gateway: boolean,
  usdc: string | null,
  cost: Cost,
): Pick<CostPreview, 'explanationSays' | 'explanationFrame'> {
  if (!cost.explanationSays) return {};
  const says = { explanationSays: cost.explanationSays };
  if (!gateway || (usdc === null && cost.credits === 0))
    return cost.explanationFrame ? { ...says, explanationFrame: cost.explanationFrame } : says;
  // The gateway's own sentence holds the key's price; a frame of the read's own (a follow) is left out there.
  if (usdc !== null) return { ...says, explanationFrame: { id: 'prices.gatewayUsdc', values: { usdc } } };
  return { ...says, explanationFrame: { id: 'prices.gatewayKeyOnly' } };
}

/** On the gateway what the user pays is USDC: that comes first, the credit figure only as a comparison. */
function gatewayExplanation(usdc: string | null, cost: Cost): string {
  if (usdc !== null)
    return `${usdc} USDC per call through the gateway (with an API key: ${cost.explanation})`;
  if (cost.credits === 0) return cost.explanation;
  return `Not offered by the pay-per-request gateway: this call needs an API key (${cost.explanation})`;
}

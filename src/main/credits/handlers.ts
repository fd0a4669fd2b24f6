import { channels, type ChannelName, type Handlers } from '../../shared/contract';
import type { CostPreview } from '../../shared/domain/credits';
import { fail, localMeta, ok, type Envelope } from '../../shared/envelope';
import type { Cost } from '../api/costs';
import { issuesOf } from '../ipc/registry';
import type { Clock } from '../lib/effects';
import { alwaysConfirm, estimate, gatewayPrice, type Estimators } from './estimators';
import type { CreditsService } from './meter';
import type { LedgerRepo } from './ledger-repo';
import type { SpendGuard } from './spend-guard';

// The credits channels: the meter, its reconciliation, the journal, and the price of a call before it is made,
// with the confirmation token for calls above the user's threshold.

export interface CreditsHandlerDeps {
  /** The current mode's meter and ledger (demo and live each keep their own). */
  credits: () => { service: CreditsService; ledger: LedgerRepo; demo: boolean };
  spend: SpendGuard;
  estimators: () => Estimators;
  clock: Pick<Clock, 'now'>;
  /** Live calls are paid through the gateway in USDC rather than with credits. */
  gatewayActive?: () => boolean;
}

type CreditsChannel =
  'credits:meter' | 'credits:reconcile' | 'credits:preview' | 'credits:confirm' | 'credits:journal';

const DEFAULT_JOURNAL_PAGE = 100;

export function creditsHandlers(deps: CreditsHandlerDeps): Pick<Handlers, CreditsChannel> {
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
    const cost = estimate(deps.estimators(), name, parsed.data);
    const gateway = deps.gatewayActive?.() ?? false;
    // A call the cache answers (0 credits) is not paid on the gateway either.
    const usdc = gateway && cost.credits > 0 ? gatewayPrice(name) : null;
    const preview: CostPreview = {
      credits: cost.credits,
      usdc,
      needsConfirmation: alwaysConfirm(name, parsed.data) || cost.credits > deps.spend.threshold(),
      explanation: gateway ? gatewayExplanation(usdc, cost) : cost.explanation,
      ...(gateway && usdc === null && cost.credits > 0 ? { unavailable: UNAVAILABLE } : {}),
    };
    return {
      ok: true,
      input: parsed.data,
      answer: ok(preview, localMeta(deps.clock.now(), deps.credits().demo)),
    };
  };

  return {
    'credits:meter': async () => {
      const { service, demo } = deps.credits();
      return ok(service.meter(), localMeta(deps.clock.now(), demo));
    },
    'credits:reconcile': async () => {
      const { service, demo } = deps.credits();
      const outcome = await service.reconcile();
      if (outcome.ok) {
        return ok(outcome.meter, {
          source: 'live',
          fetchedAt: deps.clock.now(),
          stale: false,
          credits: 0,
          demo,
        });
      }
      // Offline: the meter as last known, marked stale, with the reason.
      return ok(service.meter(), { ...localMeta(deps.clock.now(), demo), stale: true, error: outcome.error });
    },
    'credits:preview': async ({ channel, input }) => price(channel, input).answer,
    'credits:confirm': async ({ channel, input }) => {
      const priced = price(channel, input);
      if (!priced.ok) return priced.answer;
      if (!priced.answer.ok) return priced.answer;
      const { token } = deps.spend.issue(channel, priced.input);
      return ok({ confirmToken: token, cost: priced.answer.value }, priced.answer.meta);
    },
    'credits:journal': async ({ limit, beforeId }) => {
      const { ledger, demo } = deps.credits();
      const entries = ledger.list({ limit: limit ?? DEFAULT_JOURNAL_PAGE, beforeId });
      return ok(entries, localMeta(deps.clock.now(), demo));
    },
  };
}

const UNAVAILABLE =
  'not available when paying per request: the gateway does not serve this call; switch the access route to the API key in Settings to make it';

/** On the gateway what the user pays is USDC: that comes first, the credit figure only as a comparison. */
function gatewayExplanation(usdc: string | null, cost: Cost): string {
  if (usdc !== null)
    return `${usdc} USDC per call through the gateway (with an API key: ${cost.explanation})`;
  if (cost.credits === 0) return cost.explanation;
  return `Not offered by the pay-per-request gateway: this call needs an API key (${cost.explanation})`;
}

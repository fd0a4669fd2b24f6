import type { Handlers } from '../../shared/contract';
import { fail, localMeta, ok, type Envelope } from '../../shared/envelope';
import { said } from '../../shared/i18n/say';
import type { Clock } from '../lib/effects';
import type { AlertsService } from './alerts-service';

// The alerts channels. Rules arrive parsed by the contract's schema (levels finite and above zero, a known
// window and direction); what the schema cannot know, such as how many rules there are, is checked here.

type Owned =
  | 'alerts:list'
  | 'alerts:create'
  | 'alerts:delete'
  | 'alerts:log'
  | 'alerts:clearLog'
  | 'alerts:cadence'
  | 'alerts:cadenceCost'
  | 'alerts:setCadence';

/** Enough for every coin and asset a person watches; a runaway script stops here. */
export const MAX_RULES = 200;

export function alertsHandlers(deps: {
  alerts: AlertsService;
  clock: Pick<Clock, 'now'>;
  demo(): boolean;
}): Pick<Handlers, Owned> {
  const answer = <T>(value: T): Envelope<T> => ok(value, localMeta(deps.clock.now(), deps.demo()));
  const { alerts } = deps;
  return {
    'alerts:list': async () => answer(alerts.rules()),
    'alerts:create': async (input) => {
      const rules = alerts.rules();
      if (rules.length >= MAX_RULES) {
        return fail({
          code: 'invalid_input',
          ...said({ id: 'outcomes.alertsFull', values: { max: String(MAX_RULES) } }),
        });
      }
      const same = rules.find(
        (r) =>
          r.target.kind === input.target.kind &&
          r.target.id === input.target.id &&
          r.currency === input.currency &&
          JSON.stringify(r.condition) === JSON.stringify(input.condition),
      );
      if (same) {
        return fail({ code: 'invalid_input', ...said({ id: 'outcomes.alertTwice' }) });
      }
      return answer(alerts.create(input));
    },
    'alerts:delete': async ({ id }) => answer({ removed: alerts.remove(id) }),
    'alerts:log': async ({ limit }) => answer(alerts.log(limit ?? 100)),
    'alerts:clearLog': async () => answer({ removed: alerts.clearLog() }),
    'alerts:cadence': async () => answer(alerts.cadence()),
    'alerts:cadenceCost': async ({ minutes }) => answer(alerts.cadence(minutes)),
    'alerts:setCadence': async ({ minutes }) => answer(alerts.setCadence(minutes)),
  };
}

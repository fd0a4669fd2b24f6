import { z } from 'zod';
import { defineChannel, defineEvent } from '../channel';
import type { AlertCadence, AlertFired, AlertLogEntry, AlertRule, AlertTarget } from '../domain/alerts';
import { currency, empty, id } from './common';

// Price alerts: rules kept in the user's database, judged on prices as they reach the cache (no request of their
// own), an optional refresh cadence whose monthly cost is shown before it is saved, and the log of what fired.

const positiveLevel = z
  .number({ message: 'a finite number' })
  .finite('a finite number')
  .positive('a price above zero')
  .max(1e15, 'at most 1e15');

export const alertTarget = z.lazy(() =>
  z.strictObject({
    kind: z.enum(['coin', 'rwa']),
    id,
    label: z.string().trim().min(1, 'a name to show').max(120),
  }),
);

export const alertCondition = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('above'), level: positiveLevel }),
    z.strictObject({ type: z.literal('below'), level: positiveLevel }),
    z.strictObject({
      type: z.literal('change'),
      window: z.enum(['1h', '24h']),
      percent: z
        .number({ message: 'a finite number' })
        .finite('a finite number')
        .positive('a change above zero percent')
        .max(1000, 'at most 1000 percent'),
      direction: z.enum(['up', 'down', 'either']),
    }),
  ]),
);

export const newAlertRule = z.lazy(() =>
  z.strictObject({ target: alertTarget, condition: alertCondition, currency }),
);

/** Refresh cadences offered: off (null), or minutes between refreshes. */
export const ALERT_CADENCES = [5, 15, 60, 240] as const;
const cadence = z
  .number()
  .int()
  .refine((m) => (ALERT_CADENCES as readonly number[]).includes(m), 'one of 5, 15, 60 or 240 minutes')
  .nullable();

export const alertsChannels = {
  'alerts:list': defineChannel<AlertRule[]>()(empty),
  /** Saves a rule (armed); refuses a rule that cannot be judged, with what is wrong. */
  'alerts:create': defineChannel<AlertRule>()(newAlertRule),
  'alerts:delete': defineChannel<{ removed: boolean }>()(() => z.strictObject({ id })),
  /** The alerts that fired, newest first. */
  'alerts:log': defineChannel<AlertLogEntry[]>()(() =>
    z.strictObject({ limit: z.number().int().min(1).max(500).optional() }),
  ),
  'alerts:clearLog': defineChannel<{ removed: number }>()(empty),
  /** The saved cadence and what it costs with today's rules. */
  'alerts:cadence': defineChannel<AlertCadence>()(empty),
  /** What a cadence would cost, shown before it is saved; saves nothing. */
  'alerts:cadenceCost': defineChannel<AlertCadence>()(() => z.strictObject({ minutes: cadence })),
  'alerts:setCadence': defineChannel<AlertCadence>()(() => z.strictObject({ minutes: cadence })),
};

export const alertsEvents = {
  /** An alert fired (also written to the log); more than three firing together come as one push, a summary. */
  'alerts:fired': defineEvent<AlertFired>(),
  /** The user clicked an alert's OS notification: open the view of its coin or asset. */
  'alerts:open': defineEvent<AlertTarget>(),
};

import type { z } from 'zod';
import type { Envelope } from '../envelope';
import type { ChannelDef } from '../channel';
import { alertsChannels, alertsEvents } from './alerts';
import { appChannels, settingsChannels } from './app';
import { candleRangeChannels } from './candle-range';
import { connectionChannels } from './connection';
import { connectivityChannels } from './connectivity';
import { coverageChannels } from './coverage';
import { creditsChannels } from './credits';
import { events as coreEvents } from './events';
import { iconChannels } from './icons';
import { importChannels, importEvents } from './import';
import { manageChannels } from './manage';
import { marketChannels } from './market';
import { portfolioChannels } from './portfolio';
import { rwaChannels } from './rwa';
import { tickerChannels } from './tickers';
import { walletChannels } from './wallet';
import { watchlistChannels } from './watchlist';

// The one IPC contract. Channel names are `domain:verb`; the renderer calls them as api.domain.verb(input).

export const channels = {
  ...appChannels,
  ...settingsChannels,
  ...connectionChannels,
  ...portfolioChannels,
  ...manageChannels,
  ...walletChannels,
  ...rwaChannels,
  ...marketChannels,
  ...candleRangeChannels,
  ...tickerChannels,
  ...creditsChannels,
  ...connectivityChannels,
  ...iconChannels,
  ...watchlistChannels,
  ...alertsChannels,
  ...importChannels,
  ...coverageChannels,
};
export const events = { ...coreEvents, ...alertsEvents, ...importEvents };

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type EventName = keyof typeof events;

export const channelNames = Object.keys(channels) as ChannelName[];
export const eventNames = Object.keys(events) as EventName[];

type DefOf<C extends ChannelName> = Channels[C];
type SchemaOf<C extends ChannelName> = DefOf<C> extends ChannelDef<infer I, unknown> ? I : never;

/** What the renderer passes (defaults still optional). */
export type Input<C extends ChannelName> = z.input<SchemaOf<C>>;
/** What a main handler receives after parsing. */
export type ParsedInput<C extends ChannelName> = z.output<SchemaOf<C>>;
export type Result<C extends ChannelName> = DefOf<C> extends ChannelDef<z.ZodType, infer R> ? R : never;
export type EventPayload<E extends EventName> = (typeof events)[E] extends { readonly payload?: infer P }
  ? P
  : never;

type DomainOf<C> = C extends `${infer D}:${string}` ? D : never;
type VerbOf<C, D extends string> = C extends `${D}:${infer V}` ? V : never;
export type Domain = DomainOf<ChannelName>;

// A channel whose input has no required field is called with no argument, e.g. api.settings.get() or
// api.wallet.blockchains() (whose only fields are `refresh` and `confirmToken`).
type Call<C extends ChannelName> =
  Record<string, never> extends Input<C>
    ? (input?: Input<C>) => Promise<Envelope<Result<C>>>
    : (input: Input<C>) => Promise<Envelope<Result<C>>>;

/** window.api as the renderer sees it: api.portfolio.value({ ... }). */
export type Api = {
  [D in Domain]: { [C in ChannelName as VerbOf<C, D>]: C extends ChannelName ? Call<C> : never };
} & {
  /** Subscribe to a main-process event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/** Main's side: one async handler per channel, receiving the parsed input. */
export type Handlers = {
  [C in ChannelName]: (input: ParsedInput<C>) => Promise<Envelope<Result<C>>>;
};

export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

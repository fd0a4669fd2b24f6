import type { z } from 'zod';

// A channel is its zod input schema plus a phantom result type. Everything else (the preload api, the main
// handler signatures, the renderer's api type) is derived from these definitions with mapped types.

export interface ChannelDef<I extends z.ZodType, R> {
  input: I;
  /** Phantom: carries the result type, never read at run time. */
  readonly result?: R;
}

export const defineChannel =
  <R>() =>
  <I extends z.ZodType>(input: I): ChannelDef<I, R> => ({ input });

export interface EventDef<P> {
  readonly payload?: P;
}

export const defineEvent = <P>(): EventDef<P> => ({});

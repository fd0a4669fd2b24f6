import './zod-setup';
import type { z } from 'zod';

// A channel is its zod input schema plus a phantom result type. Everything else (the preload api, the main
// handler signatures, the renderer's api type) is derived from these definitions with mapped types.

export interface ChannelDef<I extends z.ZodType, R> {
  input: I;
  /** Phantom: carries the result type, never read at run time. */
  readonly result?: R;
}

/**
 * `input` may be given as a function returning the schema: it is then built on the channel's first call, not when
 * the contract loads (a start's first view parses a handful of the contract's channels, and building every
 * schema up front was a large part of a start from the cache).
 */
export const defineChannel =
  <R>() =>
  <I extends z.ZodType>(input: I | (() => I)): ChannelDef<I, R> => {
    if (typeof input !== 'function') return { input };
    let built: I | undefined;
    return {
      get input() {
        built ??= input();
        return built;
      },
    };
  };

export interface EventDef<P> {
  readonly payload?: P;
}

export const defineEvent = <P>(): EventDef<P> => ({});

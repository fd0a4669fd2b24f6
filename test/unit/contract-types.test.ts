import { describe, expect, expectTypeOf, it } from 'vitest';
import { channelNames, channels, type Api, type Handlers } from '../../src/shared/contract';
import type { PortfolioValue } from '../../src/shared/domain/portfolio';
import type { Envelope } from '../../src/shared/envelope';

describe('the IPC contract', () => {
  it('names every channel domain:verb, once', () => {
    for (const name of channelNames) expect(name).toMatch(/^[a-z]+:[a-zA-Z]+$/);
    expect(new Set(channelNames).size).toBe(channelNames.length);
  });

  it('derives the renderer api and main handlers from the same definitions', () => {
    expectTypeOf<Api['portfolio']['value']>()
      .parameter(0)
      // Every field is optional, so the argument is too: api.portfolio.value() reads all portfolios.
      .toEqualTypeOf<
        { portfolioId?: string; currency?: string; refresh?: boolean; confirmToken?: string } | undefined
      >();
    expectTypeOf<ReturnType<Api['portfolio']['value']>>().toEqualTypeOf<Promise<Envelope<PortfolioValue>>>();
    expectTypeOf<Parameters<Handlers['settings:setApiKey']>[0]>().toEqualTypeOf<{ apiKey: string }>();
  });

  it('rejects unknown keys and wrong types in every strict schema', () => {
    expect(channels['portfolio:value'].input.safeParse({ portfolioId: 'x', extra: 1 }).success).toBe(false);
    expect(
      channels['candles:get'].input.safeParse({ exchange: 'Binance', pair: 'BTC/USDT', interval: '1d' })
        .success,
    ).toBe(false);
    expect(
      channels['candles:get'].input.safeParse({
        exchange: 'Binance',
        pair: 'BTC/USDT',
        interval: '1d',
        range: '1y',
      }).success,
    ).toBe(true);
  });
});

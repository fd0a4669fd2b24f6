import { afterEach, describe, expect, it } from 'vitest';
import { channels } from '../../../src/shared/contract';
import { portfolioTransactionsResponse } from '../../../src/main/api/schemas/portfolio';

// zod would compile a parser with `new Function` at each object schema's first parse: ~12 ms of a demo start's
// first view, and a CSP violation in the renderer. Both the contract and main's answer schemas parse without it.

const realFunction = globalThis.Function;
let compiled = 0;

afterEach(() => {
  globalThis.Function = realFunction;
});

function countingCompiles(): void {
  compiled = 0;
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: string[]) {
      compiled += 1;
      return new target(...args) as object;
    },
  });
}

describe('schemas parse without compiling code', () => {
  it('an IPC input and a service answer are checked as before, with no new Function', () => {
    countingCompiles();
    expect(channels['portfolio:value'].input.safeParse({ portfolioId: 'p1', currency: 'USD' }).success).toBe(
      true,
    );
    expect(channels['portfolio:value'].input.safeParse({ portfolioId: 5 }).success).toBe(false);
    const answer = { data: [{ transactionType: 'Buy', date: '2025-08-28T08:35:50.384Z', note: 'DCA' }] };
    expect(portfolioTransactionsResponse.parse(answer).data.rows).toHaveLength(1);
    expect(portfolioTransactionsResponse.safeParse({ data: 'nope' }).success).toBe(false);
    expect(compiled).toBe(0);
  });
});

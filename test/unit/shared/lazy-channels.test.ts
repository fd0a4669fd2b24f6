import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineChannel } from '../../../src/shared/channel';
import { channelNames, channels } from '../../../src/shared/contract';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { spyHandlers } from '../ipc/fake-ipc';

// A start from the cache parses the input of the handful of channels its first view calls. A channel defined with
// a function builds its input schema on its first call, once, and parses exactly as one built up front.

describe('a channel whose schema is built on first use', () => {
  it('builds it at its first parse, once, and refuses bad input as before', () => {
    let built = 0;
    const channel = defineChannel<string>()(() => {
      built += 1;
      return z.strictObject({ coinId: z.string().min(1) });
    });
    expect(built).toBe(0);
    expect(channel.input.safeParse({ coinId: 'bitcoin' }).success).toBe(true);
    const refused = channel.input.safeParse({ coinId: '', extra: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.') || issue.code).sort()).toEqual([
      'coinId',
      'unrecognized_keys',
    ]);
    expect(built).toBe(1);
  });

  it("every contract channel's input is a schema the registry parses with", async () => {
    const { handlers } = spyHandlers();
    for (const name of channelNames) {
      expect(typeof channels[name].input.safeParse, name).toBe('function');
    }
    const answer = await dispatch(handlers, 'portfolio:value', { currency: 'usd' }, silentLogger);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.message).toMatch(/Invalid input for portfolio:value: currency/);
  });
});

import { channelNames, type Handlers } from '../shared/contract';
import { fail } from '../shared/envelope';
import type { AppContext } from './app';

// Scaffolding while the rooms are being built: every channel answers "not built yet" until its room's factory
// replaces it in app.ts. This file is deleted when the last channel has its real handler.
export function pendingHandlers(_ctx: AppContext): Handlers {
  const entries = channelNames.map((name) => [
    name,
    async () => fail({ code: 'internal', message: `${name} is not built yet.` }),
  ]);
  return Object.fromEntries(entries) as Handlers;
}

import type { SeenUsage } from '../credits/meter';
import type { DataSession } from './data-session';

// The connection check (connection/) sends one of the live account's requests beside the session's own: it
// takes a slot of the session's rate, and the plan and credits it reads reach the one meter in the header.

export function liveAccountOf(session: () => DataSession) {
  return {
    usageSeen(usage: SeenUsage): void {
      const s = session();
      if (s.mode === 'live') s.credits.adopt(usage);
    },
    slot() {
      const s = session();
      return s.mode === 'live' ? s.limiter.acquire(undefined, 'user', 'headline') : Promise.resolve(() => {});
    },
  };
}

import type { Handlers } from '../../shared/contract';
import type { UpdateCheck } from '../../shared/domain/host';
import { fail, localMeta, ok, type Envelope } from '../../shared/envelope';
import type { Clock, Logger } from '../lib/effects';

// What only a host can do, passed in by it (DESIGN.md: effects at the edges): the desktop app gives a save
// dialog and, when packaged with an update feed, an update check; the web host and the tests give neither, and
// these channels then say so instead of pretending.

export interface HostEffects {
  /** Shows the system save dialog and writes the file; resolves to its path, or null when the user cancelled. */
  saveFile?(suggestedName: string, content: string): Promise<string | null>;
  /** Shows an OS notification (a price alert); clicking it calls onClick after bringing the window forward. */
  notify?(note: { title: string; body: string }, onClick: () => void): void;
  updates?: {
    feedUrl: string;
    /** The newest version the feed offers, or null when it could not be read. */
    latestVersion(): Promise<string | null>;
  };
}

export interface HostHandlerDeps {
  version: string;
  clock: Clock;
  log: Logger;
  host: HostEffects;
}

type Owned = 'app:capabilities' | 'app:saveFile' | 'app:checkForUpdates';

/** Dotted versions compared part by part; a pre-release tag sorts before its release. */
export function isNewer(candidate: string, current: string): boolean {
  const parse = (v: string) => {
    const [core = '', pre] = v.replace(/^v/, '').split('-', 2);
    return { parts: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre };
  };
  const a = parse(candidate);
  const b = parse(current);
  for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
    const diff = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return a.pre === undefined && b.pre !== undefined;
}

export function hostHandlers({ version, clock, log, host }: HostHandlerDeps): Pick<Handlers, Owned> {
  const answer = <T>(value: T): Envelope<T> => ok(value, localMeta(clock.now()));
  return {
    'app:capabilities': async () =>
      answer({
        version,
        saveDialog: host.saveFile !== undefined,
        updateFeed: host.updates?.feedUrl ?? null,
        osNotifications: host.notify !== undefined,
      }),

    'app:saveFile': async ({ suggestedName, content }) => {
      if (!host.saveFile) {
        return fail({
          code: 'invalid_input',
          message: 'This window has no save dialog: the file is downloaded by the browser instead.',
        });
      }
      try {
        return answer({ path: await host.saveFile(suggestedName, content) });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        log.warn('export could not be written', { code: typeof code === 'string' ? code : 'unknown' });
        return fail({
          code: 'internal',
          message:
            code === 'ENOSPC'
              ? 'The disk is full: the file was not written. Free some space and export again.'
              : code === 'EACCES' || code === 'EPERM'
                ? 'That folder cannot be written to: choose another folder and export again.'
                : 'The file could not be written: choose another folder and export again.',
        });
      }
    },

    'app:checkForUpdates': async () => {
      if (!host.updates) {
        return fail({ code: 'invalid_input', message: 'Updates are off: this build names no update feed.' });
      }
      const latest = await host.updates.latestVersion().catch(() => null);
      const check: UpdateCheck = {
        current: version,
        latest,
        newer: latest !== null && isNewer(latest, version),
      };
      if (latest === null) {
        return fail({
          code: 'network',
          message: `The update feed (${host.updates.feedUrl}) did not answer. Check your connection and try again.`,
        });
      }
      return answer(check);
    },
  };
}

import { sweepOrphanSecrets, type SweepOptions } from '../cache/orphan-secrets';
import type { SecretAccount } from '../secrets/secret-store';

// The keychain tidy-up (cache/orphan-secrets.ts) runs a moment after start, so neither the keychain nor its reads
// of the databases stand before the first view's cached answers. Closing runs it if it has not run yet.

/** How long after start the tidy-up waits: the first view's reads go first. */
export const KEYCHAIN_TIDY_DELAY_MS = 2_000;

export interface KeychainTidy {
  /** Runs the tidy-up now unless it ran already; resolves when it is done. Never rejects. */
  run(): Promise<void>;
}

export function scheduleKeychainTidy(
  options: SweepOptions & {
    /** Keys found in the keychain without their presence flag, now taken back. */
    adopted(accounts: SecretAccount[]): void;
    delayMs?: number;
  },
): KeychainTidy {
  const { adopted, delayMs = KEYCHAIN_TIDY_DELAY_MS, ...sweep } = options;
  let done: Promise<void> | null = null;
  const run = () => {
    clearTimeout(timer);
    done ??= sweepOrphanSecrets(sweep).then(
      (result) => {
        if (result.adopted.length > 0) adopted(result.adopted);
      },
      (error: unknown) =>
        sweep.log.warn('keychain tidy-up skipped', {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return done;
  };
  const timer = setTimeout(() => void run(), delayMs);
  timer.unref();
  return { run };
}

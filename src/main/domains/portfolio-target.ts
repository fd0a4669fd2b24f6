import { nodeCrypto } from '../lib/node-crypto';
import type { PortfolioSummary } from '../../shared/domain/portfolio';
import type { AppError } from '../../shared/envelope';
import type { SharedPortfoliosRepo } from '../cache/shared-portfolios-repo';
import { keychainError, SHARED_PREFIX } from '../reads/plan';
import type { SecretStore } from '../secrets/secret-store';

// Shared portfolios kept locally: the renderer names them `shared:<localId>`; the token (and the passcode, when one
// is given) go to the keychain, never to SQLite or the renderer. Reads resolve them in reads/plan.ts.

export const sharedSummary = (r: { id: string; name: string; hasPasscode: boolean }): PortfolioSummary => ({
  portfolioId: `${SHARED_PREFIX}${r.id}`,
  portfolioName: r.name,
  portfolioType: 'other',
  shared: true,
  hasPasscode: r.hasPasscode,
});

/** A fresh local id for a shared portfolio about to be added; its trial read is cached under it. */
export const newSharedId = (): string => nodeCrypto().randomUUID();

/**
 * Keychain first, then the record: a failure leaves neither a record without its token nor a stray token. `id` is
 * the one the trial read used (newSharedId), so the value read then is the one shown.
 */
export async function addShared(
  input: { name: string; shareToken: string; passcode?: string | undefined },
  shared: SharedPortfoliosRepo,
  secrets: SecretStore,
  now: number,
  id: string = newSharedId(),
): Promise<{ ok: true; value: PortfolioSummary } | { ok: false; error: AppError }> {
  const record = { id, name: input.name, hasPasscode: input.passcode !== undefined };
  const cleanUp = async () => {
    await secrets.delete(`share-token:${id}`).catch(() => false);
    if (record.hasPasscode) await secrets.delete(`passcode:${id}`).catch(() => false);
  };
  try {
    await secrets.set(`share-token:${id}`, input.shareToken);
    if (input.passcode !== undefined) await secrets.set(`passcode:${id}`, input.passcode);
  } catch (error) {
    await cleanUp();
    return { ok: false, error: keychainError(error) };
  }
  try {
    shared.add(record, now);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { ok: true, value: sharedSummary(record) };
}

export async function removeShared(
  portfolioId: string,
  shared: SharedPortfoliosRepo,
  secrets: SecretStore,
): Promise<{ ok: true; value: { removed: boolean } } | { ok: false; error: AppError }> {
  if (!portfolioId.startsWith(SHARED_PREFIX)) {
    return {
      ok: false,
      error: {
        code: 'invalid_input',
        message:
          'Only a shared portfolio can be removed here; your own portfolios are managed on the service.',
      },
    };
  }
  const id = portfolioId.slice(SHARED_PREFIX.length);
  const record = shared.get(id);
  if (!record) return { ok: true, value: { removed: false } };
  try {
    await secrets.delete(`share-token:${id}`);
    if (record.hasPasscode) await secrets.delete(`passcode:${id}`);
  } catch (error) {
    return { ok: false, error: keychainError(error) };
  }
  return { ok: true, value: { removed: shared.remove(id) } };
}

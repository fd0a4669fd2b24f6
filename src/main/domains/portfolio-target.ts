import { randomUUID } from 'node:crypto';
import type { PortfolioSummary } from '../../shared/domain/portfolio';
import type { AppError } from '../../shared/envelope';
import type { PortfolioTarget } from '../api/portfolio';
import type { SharedPortfoliosRepo } from '../cache/shared-portfolios-repo';
import { KeychainUnavailableError, type SecretStore } from '../secrets/secret-store';

// Shared portfolios: the renderer names them `shared:<localId>`; main turns that into the share token (and the
// passcode, when one is stored) from the keychain. Neither value is ever written to SQLite or sent to the renderer.

export const SHARED_PREFIX = 'shared:';

const keychainError = (error: unknown): AppError =>
  error instanceof KeychainUnavailableError
    ? { code: 'keychain_unavailable', message: error.message }
    : {
        code: 'keychain_unavailable',
        message:
          'Folio Desk could not use the OS keychain for the share token. Unlock the keychain and try again.',
      };

export type Resolved = { ok: true; target: PortfolioTarget } | { ok: false; error: AppError };

export async function resolveTarget(
  portfolioId: string | undefined,
  shared: SharedPortfoliosRepo,
  secrets: SecretStore,
): Promise<Resolved> {
  if (portfolioId === undefined) return { ok: true, target: { kind: 'all' } };
  if (!portfolioId.startsWith(SHARED_PREFIX)) return { ok: true, target: { kind: 'own', portfolioId } };
  const id = portfolioId.slice(SHARED_PREFIX.length);
  const record = shared.get(id);
  const gone: AppError = {
    code: 'not_found',
    message: 'This shared portfolio is no longer in Folio Desk. Add it again with its share link token.',
  };
  if (!record) return { ok: false, error: gone };
  try {
    const shareToken = await secrets.get(`share-token:${id}`);
    if (!shareToken) return { ok: false, error: gone };
    // The keychain is asked for a passcode only when one was stored (STYLE.md rule 11).
    const passcode = record.hasPasscode ? await secrets.get(`passcode:${id}`) : null;
    return { ok: true, target: { kind: 'shared', localId: id, shareToken, passcode } };
  } catch (error) {
    return { ok: false, error: keychainError(error) };
  }
}

export const sharedSummary = (r: { id: string; name: string; hasPasscode: boolean }): PortfolioSummary => ({
  portfolioId: `${SHARED_PREFIX}${r.id}`,
  portfolioName: r.name,
  portfolioType: 'other',
  shared: true,
  hasPasscode: r.hasPasscode,
});

/** A fresh local id for a shared portfolio about to be added; its trial read is cached under it. */
export const newSharedId = (): string => randomUUID();

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

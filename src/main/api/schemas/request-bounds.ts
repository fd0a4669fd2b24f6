import type { AppError } from '../../../shared/envelope';

// Bounds of request parameters that the IPC schemas cannot express because they depend on two fields together.
// Checked before a request is built, so a request the service would refuse costs nothing.

/**
 * service.md 4.1: page is at most 2^53-1 and the resulting offset (page-1)*limit must also be a safe integer.
 * Returns the error to answer with, or null when the paging is sendable.
 */
export function pagingError(page: number | undefined, limit: number | undefined, defaultLimit: number) {
  const p = page ?? 1;
  const l = limit ?? defaultLimit;
  if (Number.isSafeInteger((p - 1) * l)) return null;
  const error: AppError = {
    code: 'invalid_input',
    message: `Page ${p} with ${l} rows per page is past the last possible row; choose a smaller page number.`,
    issues: [{ path: 'page', message: 'the offset (page - 1) x limit must be a safe integer' }],
  };
  return error;
}

export const invalid = (path: string, message: string): AppError => ({
  code: 'invalid_input',
  message: `${message} Nothing was sent and no credits were spent.`,
  issues: [{ path, message }],
});

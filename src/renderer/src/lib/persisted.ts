// A few view choices survive a reload (the candle form, the selected portfolio): kept in the page's own storage,
// which holds nothing secret. What is read back is checked by the caller, so an old or edited entry is ignored.

const PREFIX = 'folio-desk:';

/** The page's storage, or null where there is none (a unit test's bare environment, a locked-down profile). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readPersisted<T>(key: string, accept: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writePersisted(key: string, value: unknown): void {
  try {
    if (value === undefined) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the convenience, never data.
  }
}

// An object built on first use. The gateway's repository, for one, is needed only on the pay-per-request route;
// preparing its statements at every start would stand before the first view's cached answers.

export function lazyObject<T extends object>(make: () => T): T {
  let made: T | undefined;
  const target = () => (made ??= make());
  return new Proxy({} as T, {
    get: (_, property) => {
      const value = Reflect.get(target(), property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target()) : value;
    },
    has: (_, property) => Reflect.has(target(), property),
  });
}

/** A value made on first use: a start that never asks for it prepares nothing. */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// Seeded data an area of the sandbox builds on its first request rather than at creation: demo mode's first view
// (the portfolio dashboard) answers without waiting for areas it does not show. Each area is a pure function of the
// seed and the start, so when it is built never changes what it holds.

export interface Areas {
  /** The areas built so far, in the order they were first needed (GET /__sandbox/state lists them). */
  built(): readonly string[];
  /** `build` run once, on the first call of the returned function. */
  lazy<T>(name: string, build: () => T): () => T;
}

export function createAreas(): Areas {
  const built: string[] = [];
  return {
    built: () => [...built],
    lazy<T>(name: string, build: () => T): () => T {
      let value: { of: T } | null = null;
      return () => {
        if (value === null) {
          value = { of: build() };
          built.push(name);
        }
        return value.of;
      };
    },
  };
}

// Renderer tests wait for what a page shows with testing-library's findBy and waitFor. Their 1 s default failed a
// correct German Overview on a loaded two-core runner (its catalogue loads on first use); waiting longer asserts
// the same behaviour. Node-only tests have no document and skip this.
if ('document' in globalThis) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};

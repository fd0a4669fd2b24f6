import type { Api } from '../../../shared/contract';

// The renderer's only door to main (STYLE.md rule 13). The Electron preload or the web host's bridge script puts
// window.api on the page before this runs; nothing else in the renderer reads window.api.

declare global {
  interface Window {
    readonly api?: Api;
  }
}

/** The api the host provided; throws a message for the user when the page was opened without a host. */
export function hostApi(): Api {
  if (!window.api) {
    throw new Error(
      'Folio Desk has no connection to its back end: start it with `npm start` or `npm run web`.',
    );
  }
  return window.api;
}

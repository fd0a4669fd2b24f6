import { pathToFileURL } from 'node:url';

// Which page is "the app": the built renderer on disk, or the electron-vite dev server while developing. IPC
// calls and navigations are judged against it.

export interface AppPage {
  /** Absolute path of the built renderer's index.html. */
  indexFile: string;
  /** Set only under `electron-vite dev` (ELECTRON_RENDERER_URL). */
  devServerUrl?: string;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True when `url` is the app's own page (any query or hash), false for every other page or a malformed URL. */
export function isAppPageUrl(url: string, page: AppPage): boolean {
  const candidate = parse(url);
  if (!candidate) return false;
  if (candidate.protocol === 'file:') {
    return candidate.pathname === pathToFileURL(page.indexFile).pathname;
  }
  const dev = page.devServerUrl === undefined ? null : parse(page.devServerUrl);
  return dev !== null && candidate.origin === dev.origin;
}

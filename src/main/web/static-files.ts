import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

// The built renderer, served as files, with the bridge script placed before the renderer's own scripts so that
// window.api exists when the app starts.

export const BRIDGE_PATH = '/web-bridge.js';
const FAVICON_PATH = '/favicon.ico';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export interface StaticFile {
  body: Buffer;
  type: string;
}

export interface StaticFiles {
  /** The file for a URL path, or null when there is none (or the path tries to leave the folder). */
  get(urlPath: string): Promise<StaticFile | null>;
}

/** Inserts the bridge before the first script of the page; a built index.html always has one. */
export function injectBridge(html: string): string {
  const tag = `<script src="${BRIDGE_PATH}"></script>`;
  const at = html.indexOf('<script');
  if (at === -1) throw new Error('The built index.html has no <script>: run `electron-vite build` again.');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

export async function staticFiles(rendererDir: string, bridgeFile: string): Promise<StaticFiles> {
  const root = normalize(rendererDir + sep);
  const index: StaticFile = {
    body: Buffer.from(injectBridge(await readFile(join(root, 'index.html'), 'utf8'))),
    type: types['.html'] ?? 'text/html',
  };
  // Bundled as CommonJS for the preload build; wrapped so its helpers stay out of the page's global scope.
  const bridgeCode = await readFile(bridgeFile, 'utf8');
  const bridge: StaticFile = {
    body: Buffer.from(`(function () {\n${bridgeCode}\n})();\n`),
    type: types['.js'] ?? 'text/javascript',
  };

  return {
    async get(asked) {
      if (asked === '/' || asked === '/index.html') return index;
      if (asked === BRIDGE_PATH) return bridge;
      // Browsers ask for /favicon.ico whatever the page links; answer with the app icon (a PNG) instead of a 404.
      const urlPath = asked === FAVICON_PATH ? '/favicon.png' : asked;
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        return null;
      }
      const file = normalize(join(root, decoded));
      if (!file.startsWith(root) || decoded.includes('\0')) return null;
      const type = types[extname(file)];
      if (!type) return null;
      try {
        return { body: await readFile(file), type };
      } catch {
        return null;
      }
    },
  };
}

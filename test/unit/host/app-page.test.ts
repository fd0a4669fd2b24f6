import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAppPageUrl } from '../../../src/main/host/app-page';

const indexFile = '/opt/Folio Desk/resources/app/out/renderer/index.html';
const built = { indexFile };
const dev = { indexFile, devServerUrl: 'http://localhost:5173/' };
const pageUrl = pathToFileURL(indexFile).href;

describe('which frame counts as the app page for IPC', () => {
  it.each([
    ['the built page', pageUrl, built],
    ['the built page with a view in the hash', `${pageUrl}#settings`, built],
    ['the dev server page', 'http://localhost:5173/#credits', dev],
  ])('trusts %s', (_what, url, page) => {
    expect(isAppPageUrl(url, page)).toBe(true);
  });

  it.each([
    ['another file on disk', pathToFileURL('/tmp/evil/index.html').href, built],
    [
      'a file beside the page',
      pathToFileURL('/opt/Folio Desk/resources/app/out/renderer/other.html').href,
      built,
    ],
    ['a web page', 'https://evil.example/', built],
    ['a dev server URL when not developing', 'http://localhost:5173/', built],
    ['another port on the dev host', 'http://localhost:5174/', dev],
    ['a data URL', 'data:text/html,<script>1</script>', dev],
    ['an empty URL (no frame)', '', built],
    ['garbage', 'not a url', built],
  ])('refuses %s', (_what, url, page) => {
    expect(isAppPageUrl(url, page)).toBe(false);
  });
});

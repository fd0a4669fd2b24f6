import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Main's arrows point down (docs/architecture.md, "Main's layers"), and lint says so: eslint, with the project's own config,
// run on a file placed in a room of src/main (given by path; nothing is written to the tree).

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(path: string, importFrom: string): Promise<string[]> {
  const code = `import * as probe from '${importFrom}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("main's layers", { timeout: 60_000 }, () => {
  it.each([
    ['the client reaching the read path', 'src/main/api/probe.ts', '../reads/through'],
    ['the client reaching the cache', 'src/main/api/probe.ts', '../cache/answers-repo'],
    ['the client reaching the gateway', 'src/main/api/probe.ts', '../gateway/prices'],
    ['the cache reaching the client', 'src/main/cache/probe.ts', '../api/http'],
    ['credits reaching the IPC registry', 'src/main/credits/probe.ts', '../ipc/registry'],
    ['the cache reaching the IPC registry', 'src/main/cache/probe.ts', '../ipc/registry'],
    ['a room reaching the composition root', 'src/main/reads/rows/probe.ts', '../../app'],
    ['the read path reaching the special reads', 'src/main/reads/probe.ts', '../domains/holdings'],
    ['the session reaching the read path', 'src/main/mode/probe.ts', '../reads/plan'],
    ['the session manager reaching the read runner', 'src/main/mode/probe.ts', '../domains/deps'],
    ['the read runner running the sandbox', 'src/main/domains/probe.ts', '../../sandbox/app'],
    // Icons come from the image host with their own fetch: never the API client and its rate queue.
    ['the icon fetcher reaching the API client', 'src/main/icons/probe.ts', '../api/http'],
    ['the cache reaching the icon fetcher', 'src/main/cache/probe.ts', '../icons/icon-service'],
    ['the watchlist prices reaching the tray', 'src/main/watchlist/probe.ts', '../tray/menu-model'],
    ['alerts reaching the read path', 'src/main/alerts/probe.ts', '../reads/read'],
    ['the read runner reaching alerts', 'src/main/domains/probe.ts', '../alerts/alerts-service'],
  ])('fails on a back-arrow: %s', async (_what, path, from) => {
    const errors = await layerErrors(path, from);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('back-arrow');
  });

  it.each([
    ['the read runner using the client', 'src/main/domains/probe.ts', '../api/http'],
    ['the read path using the cache', 'src/main/reads/probe.ts', '../cache/answers-repo'],
    ['a special read using the read path', 'src/main/domains/probe.ts', '../reads/plan'],
    ['the demo session running the sandbox', 'src/main/mode/probe.ts', '../../sandbox/app'],
    ['the web host building the app', 'src/main/web/probe.ts', '../app'],
    ['the icon fetcher keeping icons in the cache', 'src/main/icons/probe.ts', '../cache/icons-repo'],
    ['the data session building the icon fetcher', 'src/main/mode/probe.ts', '../icons/icon-service'],
    ['the tray reading watched prices', 'src/main/tray/probe.ts', '../watchlist/watched-prices'],
    ['alerts reading their rules from the cache room', 'src/main/alerts/probe.ts', '../cache/alerts-repo'],
    ['anything using the shared contract', 'src/main/api/probe.ts', '../../shared/contract'],
  ])('lets a downward arrow through: %s', async (_what, path, from) => {
    expect(await layerErrors(path, from)).toEqual([]);
  });
});

describe("the sandbox's independence", { timeout: 60_000 }, () => {
  it.each([
    ['the client', '../../main/api/http'],
    ["the app's contract", '../../shared/contract'],
    ["the app's domain types", '../../shared/domain/rwa'],
  ])('refuses an import of %s', async (_what, from) => {
    const errors = await layerErrors('src/sandbox/gateway/probe.ts', from);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('independent implementation');
  });

  it("reads the service's documented facts as data", async () => {
    expect(await layerErrors('src/sandbox/gateway/probe.ts', '../../shared/reference/gateway-prices')).toEqual([]);
  });
});

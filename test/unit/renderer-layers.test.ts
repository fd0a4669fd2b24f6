import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The renderer's arrows point down, lib < stores < components < views < palette, and no view imports another:
// eslint, with the project's own config, run on a probe placed in a layer (given by path; nothing is written).

const eslint = new ESLint({ cwd: process.cwd() });
const R = 'src/renderer/src';

async function layerErrors(path: string, importFrom: string): Promise<string[]> {
  const code = `import * as probe from '${importFrom}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("the renderer's layers", { timeout: 60_000 }, () => {
  it.each([
    ['a component reaching a view', `${R}/components/probe.ts`, '../views/credits/credits-view'],
    [
      'a nested component reaching a view',
      `${R}/components/charts/probe.ts`,
      '../../views/candles/candles-view',
    ],
    ['a component reaching the palette', `${R}/components/probe.ts`, '../palette/command-palette'],
    ['a store reaching a view', `${R}/stores/probe.ts`, '../views/portfolios/portfolios-view'],
    ['a store reaching a component', `${R}/stores/probe.ts`, '../components/cost-badge'],
    ['lib reaching a store', `${R}/lib/probe.ts`, '../stores/folio-context'],
    ['lib reaching a component', `${R}/lib/probe.ts`, '../components/num'],
    ['a view reaching the app', `${R}/views/rwa/probe.ts`, '../../app'],
    ['a view reaching another view', `${R}/views/wallets/probe.ts`, '../portfolios/transactions-table'],
    [
      'a nested view file reaching another view',
      `${R}/views/portfolios/manage/probe.ts`,
      '../../wallets/wallets-view',
    ],
  ])('fails on a back-arrow: %s', async (_what, path, from) => {
    const errors = await layerErrors(path, from);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('back-arrow');
  });

  it.each([
    ['a view using a component', `${R}/views/rwa/probe.ts`, '../../components/cost-badge'],
    ['a view using its own parts', `${R}/views/portfolios/manage/probe.ts`, '../holdings-table'],
    ['a component using a store', `${R}/components/probe.ts`, '../stores/folio-context'],
    ['a store using lib', `${R}/stores/probe.ts`, '../lib/format'],
    ['the palette using a view', `${R}/palette/probe.ts`, '../views/portfolios/portfolios-view'],
    ['the app using the palette', `${R}/probe.tsx`, './palette/command-palette'],
    ['lib using the shared contract', `${R}/lib/probe.ts`, '../../../shared/contract'],
  ])('lets a downward arrow through: %s', async (_what, path, from) => {
    expect(await layerErrors(path, from)).toEqual([]);
  });

  it('still keeps main out of every layer', async () => {
    const errors = await layerErrors(`${R}/views/rwa/probe.ts`, '../../../../main/app');
    expect(errors.join(' ')).toContain('never imports main');
  });
});

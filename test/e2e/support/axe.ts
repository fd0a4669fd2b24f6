import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../support/build-output';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2 A/AA violations on the page as it is now. axe is evaluated through the DevTools protocol, which the
 * page's CSP does not govern, so the app's policy stays as strict as users get it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] }).then((r) => r.violations)`,
  );
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

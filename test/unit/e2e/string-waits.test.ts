import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The page's CSP forbids the eval a string predicate to waitForFunction needs, so such a wait can never succeed:
// every wait in the browser tests is a locator or a function.

const root = join(__dirname, '../../..');
const e2e = join(root, 'test/e2e');

/** `waitForFunction(` followed by a string literal (quotes or a template), however the call is wrapped. */
const STRING_WAIT = /\.waitForFunction\s*(<[^>]*>)?\(\s*['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));
}

describe('browser tests wait with locators or functions, never a string', () => {
  it('finds the pattern it looks for', () => {
    expect(STRING_WAIT.test(`await page.waitForFunction('document.title === "x"')`)).toBe(true);
    expect(STRING_WAIT.test('await page.waitForFunction(\n  `window.ready`)')).toBe(true);
    expect(STRING_WAIT.test('await page.waitForFunction(() => document.title === "x")')).toBe(false);
  });

  it('finds no string-form waitForFunction in test/e2e', () => {
    const files = sources(e2e);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files
      .filter((file) => STRING_WAIT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});

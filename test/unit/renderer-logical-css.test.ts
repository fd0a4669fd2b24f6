import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Right-to-left languages mirror the page by itself only where the styles say start and end, not left and
// right: one physical side in a stylesheet and Arabic draws that part on the wrong side.

const ROOT = 'src/renderer';
const PHYSICAL =
  /^\s*(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|float)\s*:|text-align:\s*(?:left|right)/;

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

it('writes every side in the stylesheets as start or end', () => {
  const physical = stylesheets(ROOT).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        PHYSICAL.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(physical).toEqual([]);
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir } from '../support/app-session';
import { languageSession } from '../support/language-session';
import { closeAll, SURFACES } from '../support/surfaces';
import {
  overflowing,
  setLanguage,
  setTheme,
  shoot,
  untranslated,
  untranslatedAttributes,
} from '../support/text-audit';

// Everything a user opens (every view, the coin and asset pages, the palette, the welcome, Portfolios' dialogs)
// in the pseudo language at 1024 px, light and dark. A text node of words without the pseudo brackets never went
// through a catalogue; data (coin names, tickers, amounts) is marked translate="no" and does not count. A control
// whose text does not fit it would cut a longer language off. Placeholders, tooltips and accessible names follow
// the text's rule, and none may be left. Each surface's counts may only fall below its ceiling; what was found is
// written to test-results/pseudo-walk.json.

type Ceiling = Record<string, { untranslated: number; overflowing: number }>;
const ceiling = JSON.parse(
  readFileSync(new URL('../support/untranslated-ceiling.json', import.meta.url), 'utf8'),
) as Ceiling;

const session = languageSession('overview');

beforeAll(async () => {
  await setLanguage(session.app.page, 'pseudo');
});

const found: Record<string, { untranslated: string[]; attributes: string[]; overflowing: string[] }> = {};

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  beforeAll(async () => {
    await setTheme(session.app.page, theme);
  });

  it.each(SURFACES.map((s) => [s.name, s] as const))(
    'leaves no more untranslated or cut-off text on %s than its ceiling',
    async (name, surface) => {
      const { app } = session;
      await closeAll(app);
      await surface.open(app);
      const seen = {
        untranslated: (await untranslated(app.page)).mine,
        attributes: await untranslatedAttributes(app.page),
        overflowing: await overflowing(app.page),
      };
      found[`${name}-${theme}`] = seen;
      await shoot(app.page, `pseudo-${name}-${theme}-1024`);
      if (theme === 'light') await shoot(app.page, `pseudo-${name}-1024`);
      writeFileSync(join(screenshotDir, '..', 'pseudo-walk.json'), JSON.stringify(found, null, 1));
      await surface.close?.(app);
      const limits = ceiling[name];
      expect(seen.untranslated.length, seen.untranslated.join(' | ')).toBeLessThanOrEqual(
        limits?.untranslated ?? 0,
      );
      expect(seen.attributes, 'placeholders, tooltips and accessible names').toEqual([]);
      expect(seen.overflowing.length, seen.overflowing.join(' | ')).toBeLessThanOrEqual(
        limits?.overflowing ?? 0,
      );
    },
  );
});

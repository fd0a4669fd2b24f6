// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../../src/shared/i18n/languages';
import { useFormat } from '../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../helpers/fake-api';
import { live, NOW, settings } from '../helpers/fixtures';
import { renderIn } from '../helpers/language';

// An age ("now", "3 min. ago") is written by Intl, not a catalogue, yet it is in the interface's language like the
// words around it; in the pseudo language that means accented and bracketed, so the pseudo walk can tell it apart
// from text that skipped translation.

afterEach(cleanup);

function Ages() {
  const fmt = useFormat();
  return <p data-testid="ages">{`${fmt.age(NOW, NOW)} | ${fmt.age(NOW - 180_000, NOW)}`}</p>;
}

async function agesIn(language: UiLanguage, expected: RegExp): Promise<string> {
  renderIn(language, <Ages />, fakeApi({ 'settings:get': () => live(settings()) }));
  await waitFor(() => expect(screen.getByTestId('ages').textContent).toMatch(expected));
  return screen.getByTestId('ages').textContent ?? '';
}

describe('an age in the interface’s language', () => {
  it('reads "now" and "3 min. ago" in English', async () => {
    expect(await agesIn('en', /ago/)).toBe('now | 3 min. ago');
  });

  it('is accented and bracketed in the pseudo language, as its catalogue words are', async () => {
    expect(await agesIn('pseudo', /⟦/)).toBe('⟦ñöw⟧ | ⟦3 míñ. ágö⟧');
  });
});

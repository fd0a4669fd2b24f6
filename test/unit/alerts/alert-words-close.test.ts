import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertWords } from '../../../src/main/alerts/alert-words';
import type { LanguageSetting } from '../../../src/shared/i18n/languages';
import { alertsOverFile } from './over-user-file';

// The alert words load the language's catalogue a moment after start. A closed app plans nothing more: its timer
// went with it, so the closed app's settings are not read and the app is not held in memory until the timer runs.

afterEach(() => vi.useRealTimers());

describe('the alert words of a closed app', () => {
  it('read no setting once the alerts service is closed', () => {
    vi.useFakeTimers();
    const language = vi.fn((): LanguageSetting => 'de');
    const { service, close } = alertsOverFile({ words: alertWords(language, 2_000) });
    service.close();
    close();
    vi.advanceTimersByTime(5_000);
    expect(language).not.toHaveBeenCalled();
  });

  it('still load the language soon after start while the app runs', () => {
    vi.useFakeTimers();
    const language = vi.fn((): LanguageSetting => 'de');
    const { close } = alertsOverFile({ words: alertWords(language, 2_000) });
    vi.advanceTimersByTime(2_000);
    expect(language).toHaveBeenCalledTimes(1);
    close();
  });
});

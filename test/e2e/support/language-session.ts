import { afterAll, beforeAll, expect } from 'vitest';
import { openAppSession, type AppSession, type ViewId } from './app-session';
import { setLanguage, show, type Code } from './text-audit';

// The set-up every language file shares: one session at 1024 x 700 (the size the screenshots are judged at),
// opened on a view; at the end the language back to English, and no page error or CSP report on the way.

export interface LanguageSession {
  /** The session, once the file's beforeAll has opened it. */
  readonly app: AppSession;
  /** Chooses `language`, then opens `route` and waits until it has settled. */
  showIn(language: Code, route: string): Promise<void>;
}

/** Registers the file's beforeAll and afterAll; call it at the top of a language test file. */
export function languageSession(first: ViewId): LanguageSession {
  let app: AppSession | undefined;
  beforeAll(async () => {
    app = await openAppSession();
    await app.page.setViewportSize({ width: 1024, height: 700 });
    await app.open(first);
  });
  afterAll(async () => {
    await app?.page.evaluate('window.api.settings.update({ language: "en", theme: "system" })');
    expect(app?.problems ?? []).toEqual([]);
    await app?.close();
  });
  const session: LanguageSession = {
    get app() {
      if (!app) throw new Error('The language session is not open yet: use it inside a test.');
      return app;
    },
    async showIn(language, route) {
      await setLanguage(session.app.page, language);
      await show(session.app.page, session.app.host.url, route);
    },
  };
  return session;
}

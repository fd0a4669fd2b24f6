import type { UiLanguage } from '../../shared/i18n/languages';
import type { Translator } from '../../shared/i18n/translator';

// Main's own words (the tray menu, alert notifications), English included, load when first asked: the
// translator and its catalogue cost about 10 ms of CPU at start, and nothing before the first view needs them.

export interface Words {
  /** The language's translator when it is loaded; else null, and it starts loading. */
  now(language: UiLanguage): Translator | null;
  /** The language's translator, loaded first when needed. */
  load(language: UiLanguage): Promise<Translator>;
}

/** `loaded` hears of each language that arrives, so what was shown without it can be shown again. */
export function createWords(loaded: (language: UiLanguage) => void = () => undefined): Words {
  const ready = new Map<UiLanguage, Translator>();
  const loading = new Map<UiLanguage, Promise<Translator>>();
  const load = (language: UiLanguage): Promise<Translator> => {
    const known = ready.get(language);
    if (known) return Promise.resolve(known);
    let promise = loading.get(language);
    if (!promise) {
      promise = import('../../shared/i18n/load')
        .then(({ loadTranslator }) => loadTranslator(language))
        .then((translator) => {
          ready.set(language, translator);
          loaded(language);
          return translator;
        });
      promise.catch(() => undefined).finally(() => loading.delete(language));
      loading.set(language, promise);
    }
    return promise;
  };
  return {
    now(language) {
      const translator = ready.get(language);
      if (!translator) void load(language).catch(() => undefined);
      return translator ?? null;
    },
    load,
  };
}

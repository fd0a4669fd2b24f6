import { useEffect, type ReactElement } from 'react';
import type { UiLanguage } from '../../../../src/shared/i18n/languages';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { applyLanguage } from '../../../../src/renderer/src/stores/i18n-store';
import type { FakeApi } from './fake-api';
import { renderWith } from './render';

/** Puts the rendered views in `language`, as choosing it in Settings does (the catalogue loads, then the words change). */
export function InLanguage({ language }: { language: UiLanguage }) {
  const { stores } = useFolio();
  useEffect(() => {
    void applyLanguage(stores.i18n, language, 'en-US');
  }, [stores, language]);
  return null;
}

/** Renders `ui` as a user who chose `language` in Settings sees it, inside the app's provider (see renderWith). */
export function renderIn(language: UiLanguage, ui: ReactElement, fake: FakeApi, locale?: string) {
  return renderWith(
    <>
      <InLanguage language={language} />
      {ui}
    </>,
    fake,
    locale,
  );
}

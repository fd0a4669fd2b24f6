import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FolioProvider } from '../../../../src/renderer/src/stores/folio-context';
import { clock } from './fixtures';
import type { FakeApi } from './fake-api';

/** Renders inside the provider the app uses, with the fake api, a fixed clock and an explicit locale. */
export function renderWith(
  ui: ReactElement,
  fake: FakeApi,
  locale = 'en-US',
  options: { keepStorage?: boolean } = {},
): RenderResult {
  // Each render is a fresh profile, unless a test reloads the app on purpose to see what it kept.
  if (!options.keepStorage) localStorage.clear();
  return render(
    <FolioProvider api={fake.api} now={clock} locale={locale}>
      {ui}
    </FolioProvider>,
  );
}

/** Every digit in the visible text and in title attributes (tooltips are text too). */
export function pageText(root: HTMLElement): string {
  const titles = [...root.querySelectorAll('[title]')].map((el) => el.getAttribute('title') ?? '');
  return [root.textContent ?? '', ...titles].join('\n');
}

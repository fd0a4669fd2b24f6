import { english, type Catalogue } from './catalogues/en/index';
import type { UiLanguage } from './languages';
import { createTranslator, type Translator } from './translator';

// Each catalogue is its own chunk, fetched when its language is chosen: a start loads English (the source,
// always there) and at most one other.
const loaders: Readonly<Record<UiLanguage, () => Promise<Catalogue>>> = {
  en: () => Promise.resolve(english()),
  pseudo: () => Promise.resolve(english()),
  de: () => import('./catalogues/de/index').then((m) => m.de),
  es: () => import('./catalogues/es/index').then((m) => m.es),
  fr: () => import('./catalogues/fr/index').then((m) => m.fr),
  ar: () => import('./catalogues/ar/index').then((m) => m.ar),
};

export async function loadTranslator(language: UiLanguage): Promise<Translator> {
  const catalogue = await loaders[language]();
  return createTranslator(language, () => catalogue);
}

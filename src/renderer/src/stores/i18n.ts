import { useStore } from 'zustand';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import type { MessageValues, Translator } from '../../../shared/i18n/translator';
import { useFolio } from './folio-context';

export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useTranslator(): Translator {
  const { stores } = useFolio();
  return useStore(stores.i18n, (s) => s.translator);
}

/** The translate function of the current language, for a component's words. */
export function useT(): Translate {
  return useTranslator().t;
}

import { useStore } from 'zustand';
import { useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';

/** A portfolio's name from the list; undefined is the aggregate of all of them. */
export function usePortfolioName(): (portfolioId: string | undefined) => string {
  const { stores } = useFolio();
  const t = useT();
  const list = useStore(stores.portfolio.list, (s) => s.value);
  return (portfolioId) =>
    (portfolioId === undefined
      ? undefined
      : list?.find((p) => p.portfolioId === portfolioId)?.portfolioName) ??
    (portfolioId === undefined ? t('portfolios.allPortfolios') : t('portfolios.thePortfolio'));
}

/**
 * A portfolio's type as a word inside a sentence ("a manual portfolio", "ein manuelles Portfolio"); a type the
 * app does not know stays as the service names it.
 */
export function typeInSentence(portfolioType: string, t: Translate): string {
  return t('manage.typeWord', { type: portfolioType });
}

import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import type { PortfolioSummary } from '../../../../shared/domain/portfolio';
import { ErrorNote } from '../../components/error-note';
import { Loaded } from '../../components/loaded';
import { useFolio } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';

/** Labels of the types the app knows; the set is open, and any other type is shown as the service names it. */
const TYPE_LABELS: Partial<Record<string, string>> = {
  manual: 'Manual',
  exchange: 'Exchange',
  wallet: 'Wallet',
  platform: 'Platform',
  parent: 'Group',
  other: 'Other',
};

function kindLabel(p: PortfolioSummary): string {
  return p.shared
    ? `Shared${p.hasPasscode ? ', with passcode' : ''}`
    : (TYPE_LABELS[p.portfolioType] ?? p.portfolioType);
}

/** "All portfolios", the user's own, and the shared ones; the current choice is marked for screen readers. */
export function PortfolioPicker({ onSelect }: { onSelect: (portfolioId: string | undefined) => void }) {
  const { api, stores } = useFolio();
  const selectedId = useStore(stores.portfolio.ui, (s) => s.selectedId);
  const [error, setError] = useState<AppError | null>(null);

  const remove = async (p: PortfolioSummary) => {
    const envelope = await api.portfolio.removeShared({ portfolioId: p.portfolioId });
    if (!envelope.ok) return setError(envelope.error);
    setError(null);
    if (selectedId === p.portfolioId) onSelect(undefined);
    await stores.portfolio.list.load(NO_QUERY);
  };

  const item = (id: string | undefined, name: string, kind: string, extra?: ReactNode) => (
    <li key={id ?? 'all'} className="fd-row">
      <button
        type="button"
        className="fd-button"
        aria-current={selectedId === id ? 'true' : undefined}
        onClick={() => onSelect(id)}
      >
        {name} <span className="fd-cost">{kind}</span>
      </button>
      {extra}
    </li>
  );

  return (
    <nav className="fd-card" aria-label="Portfolios">
      <Loaded store={stores.portfolio.list} what="portfolio list" quiet>
        {(list) => (
          <ul className="fd-picker">
            {item(undefined, 'All portfolios', 'Combined')}
            {list.map((p) =>
              item(
                p.portfolioId,
                p.portfolioName,
                kindLabel(p),
                p.shared ? (
                  <button
                    type="button"
                    className="fd-button"
                    onClick={() => void remove(p)}
                    aria-label={`Remove shared portfolio ${p.portfolioName}`}
                  >
                    Remove
                  </button>
                ) : undefined,
              ),
            )}
          </ul>
        )}
      </Loaded>
      <ErrorNote error={error} />
    </nav>
  );
}

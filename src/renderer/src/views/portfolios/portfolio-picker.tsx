import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import type { PortfolioSummary } from '../../../../shared/domain/portfolio';
import { ChipRemove } from '../../components/chip-remove';
import { ChoiceCostBadge, useChoiceCosts } from '../../components/choice-costs';
import { ErrorNote } from '../../components/error-note';
import { Loaded } from '../../components/loaded';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { newestKey } from '../../stores/portfolio';
import { NO_QUERY } from '../../stores/resource';
import { openCalls } from './refresh-calls';
import { SharedPortfolioForm } from './shared-portfolio-form';
import { SkippedRows } from './skipped-rows';

/** How long a removed shared portfolio can be brought back: re-adding it would need its token and passcode. */
export const UNDO_MS = 8000;

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
  const ui = useStore(stores.portfolio.ui);
  const selectedId = ui.selectedId;
  const currency = useCurrency();
  const [error, setError] = useState<AppError | null>(null);
  const [adding, setAdding] = useState(false);
  // A removal waits UNDO_MS before it is sent; until then the portfolio is only hidden.
  const [pending, setPending] = useState<PortfolioSummary | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingRef = useRef<PortfolioSummary | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Closing the form gives the keyboard focus back to the button that opened it.
  const closeForm = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const commit = async (p: PortfolioSummary) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingRef.current = null;
    const envelope = await api.portfolio.removeShared({ portfolioId: p.portfolioId });
    setPending((current) => (current?.portfolioId === p.portfolioId ? null : current));
    if (!envelope.ok) return setError(envelope.error);
    setError(null);
    await stores.portfolio.list.load(NO_QUERY);
  };
  const remove = (p: PortfolioSummary) => {
    // One removal at a time: an earlier one still waiting is sent now.
    if (pendingRef.current) void commit(pendingRef.current);
    pendingRef.current = p;
    setPending(p);
    if (selectedId === p.portfolioId) onSelect(undefined);
    timer.current = setTimeout(() => void commit(p), UNDO_MS);
  };
  const undo = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingRef.current = null;
    setPending(null);
  };
  // Leaving the view does not cancel the removal the user asked for: it is sent at once.
  useEffect(
    () => () => {
      if (pendingRef.current) void commit(pendingRef.current);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on unmount
    [],
  );

  // Choosing a portfolio reads its cards: each chip is priced as that press (0 when its reads are cached and
  // fresh), the one on screen not at all, since pressing it again reads nothing.
  const list = useStore(stores.portfolio.list, (s) => s.value);
  const listMeta = useStore(stores.portfolio.list, (s) => s.meta);
  const choices = [
    { value: newestKey(undefined), label: 'All portfolios', id: undefined },
    ...(list ?? [])
      .filter((p) => p.portfolioId !== pending?.portfolioId)
      .map((p) => ({ value: p.portfolioId, label: p.portfolioName, id: p.portfolioId })),
  ].filter((c) => c.id !== selectedId);
  const idOf = (value: string) => choices.find((c) => c.value === value)?.id;
  // The Returns section reads for the chosen portfolio too, at its own range: part of the click.
  const returnsUi = useStore(stores.returns.ui);
  const costs = useChoiceCosts(choices, (value) => openCalls(ui, idOf(value), currency, returnsUi));

  const item = (id: string | undefined, name: string, kind: string, extra?: ReactNode) => (
    <li key={id ?? 'all'} className={extra ? 'fd-chip' : 'fd-row'}>
      <button
        type="button"
        className="fd-button"
        aria-current={selectedId === id ? 'true' : undefined}
        title={selectedId === id ? 'Shown now' : undefined}
        onClick={() => onSelect(id)}
      >
        {name} <span className="fd-cost">{kind}</span>
      </button>
      {extra}
    </li>
  );

  return (
    <nav className="fd-card" aria-label="Portfolios">
      <Loaded store={stores.portfolio.list} what="portfolio list" quiet reserve="row">
        {(shown) => (
          <>
            <ul className="fd-picker">
              {item(undefined, 'All portfolios', 'Combined')}
              {shown
                .filter((p) => p.portfolioId !== pending?.portfolioId)
                .map((p) =>
                  item(
                    p.portfolioId,
                    p.portfolioName,
                    kindLabel(p),
                    p.shared ? (
                      <ChipRemove
                        label={`Remove shared portfolio ${p.portfolioName}`}
                        onClick={() => remove(p)}
                      />
                    ) : undefined,
                  ),
                )}
            </ul>
            {listMeta && <SkippedRows meta={listMeta} noun={{ one: 'portfolio', many: 'portfolios' }} />}
            {shown.length === 0 && (
              // The service answers an account with no API-connected portfolio with empty cards: say why, and how on.
              <p className="fd-hint">
                This account has no portfolios on CoinStats yet. Connect a wallet or an exchange below, or add
                a shared portfolio with its share link token.
              </p>
            )}
          </>
        )}
      </Loaded>
      {pending && (
        <p className="fd-row" role="status">
          Removed {pending.portfolioName}.{' '}
          <button type="button" className="fd-button" onClick={undo}>
            Undo
          </button>
        </p>
      )}
      <ErrorNote error={error} />
      {adding && (
        <SharedPortfolioForm
          onAdded={(id, open) => {
            closeForm();
            if (open) onSelect(id);
          }}
          onCancel={closeForm}
        />
      )}
      {/* The price sits on the button's line: the view's value card still fits above the fold at 1024x640. */}
      <div className="fd-row">
        {!adding && (
          <button
            ref={addButton}
            type="button"
            className="fd-button"
            onClick={() => setAdding(true)}
            aria-expanded={false}
          >
            Add shared portfolio
          </button>
        )}
        {list && choices.length > 0 && (
          <ChoiceCostBadge
            options={choices}
            costs={costs}
            noun="portfolio"
            lead="Opening a portfolio reads its figures"
          />
        )}
      </div>
    </nav>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import type { PortfolioSummary } from '../../../../shared/domain/portfolio';
import { ChipRemove } from '../../components/chip-remove';
import { ChoiceCostBadge, useChoiceCosts } from '../../components/choice-costs';
import { ErrorNote } from '../../components/error-note';
import { Loaded } from '../../components/loaded';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { newestKey } from '../../stores/portfolio';
import { NO_QUERY } from '../../stores/resource';
import { openCalls } from './refresh-calls';
import { SharedPortfolioForm } from './shared-portfolio-form';
import { SkippedRows } from './skipped-rows';

/** How long a removed shared portfolio can be brought back: re-adding it would need its token and passcode. */
export const UNDO_MS = 8000;

/** Labels of the types the app knows; the set is open, and any other type is shown as the service names it. */
const TYPE_LABELS = {
  manual: 'portfolios.typeManual',
  exchange: 'portfolios.typeExchange',
  wallet: 'portfolios.typeWallet',
  platform: 'portfolios.typePlatform',
  parent: 'portfolios.typeGroup',
  other: 'portfolios.typeOther',
} as const;

function kindLabel(p: PortfolioSummary, t: Translate): string {
  if (p.shared) return p.hasPasscode ? t('portfolios.sharedPasscode') : t('portfolios.shared');
  const id = (TYPE_LABELS as Partial<Record<string, (typeof TYPE_LABELS)[keyof typeof TYPE_LABELS]>>)[
    p.portfolioType
  ];
  return id ? t(id) : p.portfolioType;
}

/** "All portfolios", the user's own, and the shared ones; the current choice is marked for screen readers. */
export function PortfolioPicker({ onSelect }: { onSelect: (portfolioId: string | undefined) => void }) {
  const { stores } = useFolio();
  const selectedId = useStore(stores.portfolio.ui, (s) => s.selectedId);
  const [adding, setAdding] = useState(false);
  const t = useT();
  const { pending, error, remove, undo } = usePendingRemoval(selectedId, onSelect);
  const addButton = useRef<HTMLButtonElement>(null);
  // Closing the form gives the keyboard focus back to the button that opened it.
  const closeForm = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <nav className="fd-card" aria-label={t('portfolios.title')}>
      <Loaded store={stores.portfolio.list} what="status.portfolioList" quiet reserve="row">
        {(shown) => (
          <PickerList
            shown={shown}
            hidden={pending}
            selectedId={selectedId}
            onSelect={onSelect}
            onRemove={remove}
          />
        )}
      </Loaded>
      {pending && (
        <p className="fd-row" role="status">
          {t('portfolios.removed', { name: pending.portfolioName })}{' '}
          <button type="button" className="fd-button" onClick={undo}>
            {t('portfolios.undo')}
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
            {t('portfolios.addShared')}
          </button>
        )}
        <OpenCosts hidden={pending} />
      </div>
    </nav>
  );
}

/** The choices, the rows the list could not read, and what an account with no portfolio can do. */
function PickerList(props: {
  shown: readonly PortfolioSummary[];
  /** A removal waiting to be sent: hidden already. */
  hidden: PortfolioSummary | null;
  selectedId: string | undefined;
  onSelect: (portfolioId: string | undefined) => void;
  onRemove: (p: PortfolioSummary) => void;
}) {
  const { shown, selectedId, onSelect } = props;
  const listMeta = useStore(useFolio().stores.portfolio.list, (s) => s.meta);
  const t = useT();
  return (
    <>
      <ul className="fd-picker">
        <PickerItem
          id={undefined}
          name={t('portfolios.allPortfolios')}
          kind={t('portfolios.combined')}
          shown={selectedId === undefined}
          onSelect={onSelect}
        />
        {shown
          .filter((p) => p.portfolioId !== props.hidden?.portfolioId)
          .map((p) => (
            <PickerItem
              key={p.portfolioId}
              id={p.portfolioId}
              name={p.portfolioName}
              kind={kindLabel(p, t)}
              shown={selectedId === p.portfolioId}
              onSelect={onSelect}
            >
              {p.shared ? (
                <ChipRemove
                  label={t('portfolios.removeShared', { name: p.portfolioName })}
                  onClick={() => props.onRemove(p)}
                />
              ) : undefined}
            </PickerItem>
          ))}
      </ul>
      {listMeta && <SkippedRows meta={listMeta} kind="portfolios" />}
      {shown.length === 0 && (
        // The service answers an account with no API-connected portfolio with empty cards: say why, and how on.
        <p className="fd-hint">{t('portfolios.noPortfolios')}</p>
      )}
    </>
  );
}

/** One choice of the picker: a shared one carries its remove button beside it. */
function PickerItem(props: {
  id: string | undefined;
  name: string;
  kind: string;
  shown: boolean;
  onSelect: (portfolioId: string | undefined) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <li className={props.children ? 'fd-chip' : 'fd-row'}>
      <button
        type="button"
        className="fd-button"
        aria-current={props.shown ? 'true' : undefined}
        title={props.shown ? t('portfolios.shownNow') : undefined}
        onClick={() => props.onSelect(props.id)}
      >
        <span translate={props.id === undefined ? undefined : 'no'}>{props.name}</span>{' '}
        <span className="fd-cost">{props.kind}</span>
      </button>
      {props.children}
    </li>
  );
}

/**
 * Choosing a portfolio reads its cards: each chip is priced as that press (0 when its reads are cached and fresh),
 * the one on screen not at all, since pressing it again reads nothing.
 */
function OpenCosts({ hidden }: { hidden: PortfolioSummary | null }) {
  const { stores } = useFolio();
  const ui = useStore(stores.portfolio.ui);
  const currency = useCurrency();
  const t = useT();
  const list = useStore(stores.portfolio.list, (s) => s.value);
  const choices = [
    { value: newestKey(undefined), label: t('portfolios.allPortfolios'), id: undefined },
    ...(list ?? [])
      .filter((p) => p.portfolioId !== hidden?.portfolioId)
      .map((p) => ({ value: p.portfolioId, label: p.portfolioName, id: p.portfolioId })),
  ].filter((c) => c.id !== ui.selectedId);
  const idOf = (value: string) => choices.find((c) => c.value === value)?.id;
  // The Returns section reads for the chosen portfolio too, at its own range: part of the click.
  const returnsUi = useStore(stores.returns.ui);
  const costs = useChoiceCosts(choices, (value) => openCalls(ui, idOf(value), currency, returnsUi));
  if (!list || choices.length === 0) return null;
  return (
    <ChoiceCostBadge options={choices} costs={costs} noun="portfolio" lead={t('portfolios.openingReads')} />
  );
}

/**
 * Removing a shared portfolio: hidden at once, sent UNDO_MS later unless undone. One removal at a time, and
 * leaving the view sends a waiting one rather than dropping it.
 */
function usePendingRemoval(
  selectedId: string | undefined,
  onSelect: (portfolioId: string | undefined) => void,
) {
  const { api, stores } = useFolio();
  const [error, setError] = useState<AppError | null>(null);
  const [pending, setPending] = useState<PortfolioSummary | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingRef = useRef<PortfolioSummary | null>(null);

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
  return { pending, error, remove, undo };
}

import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { ADDING_SHARED_ID } from '../../../../shared/domain/portfolio';
import type { AppError } from '../../../../shared/envelope';
import { useCostOf, type PendingCall } from '../../components/cost-badge';
import { ErrorNote } from '../../components/error-note';
import { TextField } from '../../components/text-field';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { portfolioOpeningCalls } from '../../stores/portfolio';
import { NO_QUERY, reloadThenOpen } from '../../stores/resource';
import { WriteCost } from './manage/write-status';

/**
 * The trial Add sends: one value read of the portfolio the token opens, priced alike for any token (main's
 * addSharedPrice), so the price is asked with this stand-in rather than with the token typed.
 */
const TRIAL: PendingCall = { channel: 'portfolio:addShared', input: { name: 'new', shareToken: 'token' } };

/**
 * What the view then reads (it opens on the new portfolio): the list again and the new portfolio's figures, which
 * main prices under ADDING_SHARED_ID, nothing being cached for it yet. Its value is not among them: the trial read
 * is that very read, cached under the new portfolio's id (main's portfolio:addShared).
 */
const EMPTY = { name: '', shareToken: '', passcode: '' };

function useOpeningCalls(): PendingCall[] {
  const { stores } = useFolio();
  const currency = useCurrency();
  useStore(stores.portfolio.ui);
  const returns = useStore(stores.returns.ui);
  return portfolioOpeningCalls(stores.portfolio, currency, returns, ADDING_SHARED_ID).filter(
    (call) => !(call.channel === 'portfolio:value' && call.input.portfolioId === ADDING_SHARED_ID),
  );
}

/** Adds someone's shared portfolio by its share token and, when the owner set one, its passcode. */
export function SharedPortfolioForm({
  onAdded,
  onCancel,
}: {
  /** `open`: the user did not open another portfolio while the list reloaded, so the new one is to be shown. */
  onAdded: (portfolioId: string, open: boolean) => void;
  onCancel: () => void;
}) {
  const { api, stores } = useFolio();
  const t = useT();
  const [draft, setDraft] = useState(EMPTY);
  /** What a field's TextField takes: its value in the draft and how to change it. */
  const field = (key: keyof typeof EMPTY) => ({
    value: draft[key],
    onValue: (value: string) => setDraft((d) => ({ ...d, [key]: value })),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const trial = useCostOf([TRIAL]);
  const opening = useOpeningCalls();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // What the user opens while this is out stays open (reloadThenOpen).
    const shown = stores.portfolio.ui.getState().selectedId;
    const { name, shareToken, passcode } = draft;
    setBusy(true);
    setError(null);
    const envelope = await api.portfolio.addShared({
      name: name.trim(),
      shareToken: shareToken.trim(),
      ...(passcode ? { passcode } : {}),
    });
    setBusy(false);
    if (!envelope.ok) return setError(envelope.error);
    setDraft(EMPTY);
    const { portfolioId } = envelope.value;
    const opened = await reloadThenOpen(
      () => stores.portfolio.list.load(NO_QUERY),
      () => stores.portfolio.ui.getState().selectedId,
      () => onAdded(portfolioId, true),
      shown,
    );
    if (!opened) onAdded(portfolioId, false);
  };

  return (
    <form className="fd-shared-form" onSubmit={(e) => void submit(e)} aria-labelledby="fd-add-shared">
      <h3 id="fd-add-shared">{t('portfolios.addSharedTitle')}</h3>
      <div className="fd-row">
        {/* The form opens on the user's request: the first field takes the focus. */}
        <TextField label={t('portfolios.name')} {...field('name')} required maxLength={100} autoFocus />
        <TextField
          label={t('portfolios.shareToken')}
          {...field('shareToken')}
          required
          minLength={4}
          autoComplete="off"
        />
        <TextField
          label={t('portfolios.passcode')}
          type="password"
          {...field('passcode')}
          autoComplete="off"
        />
        <button type="submit" className="fd-button" disabled={busy}>
          {busy ? t('portfolios.adding') : t('portfolios.add')}
        </button>
        {/* The whole click: the trial read, then opening the new portfolio (the view selects it). */}
        <WriteCost write={trial} then={{ calls: opening, what: 'openShared' }} />
        <button type="button" className="fd-button" onClick={onCancel}>
          {t('portfolios.cancel')}
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import type { AlertCondition, AlertTarget } from '../../../../shared/domain/alerts';
import type { AppError, Say } from '../../../../shared/envelope';
import { coinLabel } from '../../components/coin-finder';
import { ErrorNote } from '../../components/error-note';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY } from '../../stores/resource';
import { englishTranslator } from '../../../../shared/i18n/translator';
import { AlertCoin, useAlertCoin } from './alert-coin';
import {
  ConditionFields,
  isLevelKind,
  TargetFields,
  type ChangeDirection,
  type ConditionKind,
  type TargetChoice,
} from './alert-fields';
import './alerts.css';

// A new alert: a coin found by name among every coin the service knows, or an RWA asset from its list; a
// condition and its level. The contract's schema checks the rule again in main; here the user is told at once
// what is missing.

/** The RWA assets to pick from: a short list, its first page read through the cache like the RWA view does. */
function useAssets(wanted: boolean): { choices: TargetChoice[]; error: AppError | null } {
  const { api } = useFolio();
  const currency = useCurrency();
  const [state, setState] = useState<{ choices: TargetChoice[]; error: AppError | null }>({
    choices: [],
    error: null,
  });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void api.rwa.assets({ currency, limit: 100 }).then((assets) => {
      if (!live) return;
      setState(
        assets.ok
          ? {
              choices: assets.value.items.map((a) => ({ id: a.id, label: `${a.name} (${a.symbol})` })),
              error: null,
            }
          : { choices: [], error: assets.error },
      );
    });
    return () => {
      live = false;
    };
  }, [api, wanted, currency]);
  return wanted ? state : { choices: [], error: null };
}

/** What the user must fix before anything is sent, or the condition the fields describe. */
function readCondition(
  kind: ConditionKind,
  amount: string,
  direction: ChangeDirection,
): AlertCondition | Say {
  const value = Number(amount.replace(',', '.'));
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return { id: isLevelKind(kind) ? 'alerts.enterLevel' : 'alerts.enterChange' };
  }
  return kind === 'above' || kind === 'below'
    ? { type: kind, level: value }
    : { type: 'change', window: kind === 'change1h' ? '1h' : '24h', percent: value, direction };
}

function missingTarget(targetKind: AlertTarget['kind'], typed: string): Say {
  if (targetKind === 'rwa') return { id: 'alerts.pickAsset' };
  return typed === '' ? { id: 'alerts.pickCoin' } : { id: 'alerts.pickTyped', values: { typed } };
}

/** What to fix, as an error the note shows in the user's language; the English stays as its message, for logs. */
const fixFirst = (say: Say): AppError => ({
  code: 'invalid_input',
  message: englishTranslator.t(say.id, say.values),
  say,
});

/** The form's fields, what they point at, and the save that checks them first. */
function useAlertDraft(initialCoin: string | null) {
  const { api, stores } = useFolio();
  const t = useT();
  const currency = useCurrency();
  const [targetKind, setTargetKind] = useState<AlertTarget['kind']>('coin');
  const coin = useAlertCoin(initialCoin);
  const [assetId, setAssetId] = useState('');
  const [kind, setKind] = useState<ConditionKind>('above');
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<ChangeDirection>('either');
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState('');
  const { choices, error: listError } = useAssets(targetKind === 'rwa');
  const chosen: TargetChoice | undefined =
    targetKind === 'coin'
      ? coin.coin
        ? { id: coin.coin.id, label: coinLabel(coin.coin) }
        : undefined
      : (choices.find((c) => c.id === assetId) ?? choices[0]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    if (!chosen) return setError(fixFirst(missingTarget(targetKind, coin.text.trim())));
    const condition = readCondition(kind, amount, direction);
    if ('id' in condition) return setError(fixFirst(condition));
    const answer = await api.alerts.create({
      target: { kind: targetKind, id: chosen.id, label: chosen.label },
      condition,
      currency,
    });
    if (!answer.ok) return setError(answer.error);
    setError(null);
    setAmount('');
    setSaved(t('alerts.saved', { name: chosen.label }));
    await Promise.all([stores.alerts.rules.load(NO_QUERY), stores.alerts.cadence.load(NO_QUERY)]);
  };
  const changeTarget = (next: AlertTarget['kind']) => {
    setTargetKind(next);
    setAssetId('');
    coin.clear();
    setError(null);
  };
  return {
    target: {
      kind: { value: targetKind, onChange: changeTarget },
      asset: { value: chosen?.id ?? '', onChange: setAssetId },
      choices,
      coin,
    },
    condition: {
      kind: { value: kind, onChange: setKind },
      direction: { value: direction, onChange: setDirection },
      amount: { value: amount, onChange: setAmount },
    },
    error: error ?? listError,
    saved,
    submit,
  };
}

export function AlertForm({ initialCoin }: { initialCoin: string | null }) {
  const currency = useCurrency();
  const t = useT();
  const { target, condition, error, saved, submit } = useAlertDraft(initialCoin);
  return (
    <form
      className="fd-card fd-alert-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="fd-new-alert"
      noValidate
    >
      <h3 id="fd-new-alert">{t('alerts.newAlert')}</h3>
      <p className="fd-source">{t('alerts.costsNothing')}</p>
      <TargetFields target={target} />
      {target.kind.value === 'coin' && <AlertCoin coin={target.coin} />}
      <ConditionFields condition={condition} currency={currency}>
        <button type="submit" className="fd-button fd-button--primary">
          {t('alerts.save')}
        </button>
      </ConditionFields>
      <p role="status" className="fd-source">
        {saved}
      </p>
      <ErrorNote error={error} />
    </form>
  );
}

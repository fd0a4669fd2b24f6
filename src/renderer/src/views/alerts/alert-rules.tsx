import { useStore } from 'zustand';
import type { AlertRule } from '../../../../shared/domain/alerts';
import { DataTable, type DataColumn } from '../../components/data-table';
import { Loaded } from '../../components/loaded';
import { useFolio, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useTranslator } from '../../stores/i18n';
import { useKnownCoinIcons } from '../../stores/known-icons';
import { NO_QUERY } from '../../stores/resource';
import { AlertTargetName } from './alert-target';
import { describeCondition, describeSeen } from './alert-words';
import './alerts.css';

/** The user's alerts, each with its state and the data it was last judged on; a coin's alone when `coinId`. */
export function AlertRules({ coinId }: { coinId?: string }) {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const remove = async (id: string) => {
    await api.alerts.delete({ id });
    await Promise.all([stores.alerts.rules.load(NO_QUERY), stores.alerts.cadence.load(NO_QUERY)]);
  };
  const rules = useStore(stores.alerts.rules, (s) => s.value);
  const icons = useKnownCoinIcons();
  const columns: DataColumn<AlertRule>[] = [
    { label: t('alerts.on'), cell: (rule) => <AlertTargetName target={rule.target} icons={icons} /> },
    {
      label: t('alerts.alertWhen'),
      cell: (rule) => describeCondition(rule.condition, rule.currency, fmt, t, figuresFor(dir)),
    },
    {
      label: t('alerts.state'),
      className: 'fd-alert-rules__state',
      cell: (rule) => (rule.state === 'armed' ? t('alerts.armed') : t('alerts.fired')),
    },
    {
      label: t('alerts.lastSeen'),
      numeric: true,
      cell: (rule) => describeSeen(rule.condition, rule.lastSeen, rule.currency, fmt, t),
    },
    // A clock time, as the log's 'Data as of' beside it: 'now' read as the moment of looking, not of the data.
    {
      label: t('alerts.dataAsOf'),
      cell: (rule) =>
        rule.judgedAsOf === null ? (
          t('alerts.notYet')
        ) : (
          <span translate="no">{fmt.timestamp(rule.judgedAsOf)}</span>
        ),
    },
    {
      label: <span className="fd-visually-hidden">{t('alerts.actions')}</span>,
      cell: (rule) => (
        <button
          type="button"
          className="fd-button"
          aria-label={t('alerts.deleteOn', { name: rule.target.label })}
          onClick={() => void remove(rule.id)}
        >
          {t('alerts.delete')}
        </button>
      ),
    },
  ];
  const shown = coinId
    ? (rules ?? []).filter((r) => r.target.kind === 'coin' && r.target.id === coinId)
    : rules;
  return (
    <Loaded store={stores.alerts.rules} what="status.alertRules" quiet>
      {() =>
        shown === null || shown.length === 0 ? (
          <p>{t('alerts.noAlerts')}</p>
        ) : (
          <DataTable
            columns={columns}
            rows={shown}
            rowKey={(rule) => rule.id}
            label={t('alerts.yourAlerts')}
            className="fd-alert-rules"
          />
        )
      }
    </Loaded>
  );
}

import { useStore } from 'zustand';
import { Loaded } from '../../components/loaded';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY } from '../../stores/resource';
import { describeCondition, describeSeen } from './alert-words';
import './alerts.css';

/** The user's alerts, each with its state and the data it was last judged on; a coin's alone when `coinId`. */
export function AlertRules({ coinId }: { coinId?: string }) {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const remove = async (id: string) => {
    await api.alerts.delete({ id });
    await Promise.all([stores.alerts.rules.load(NO_QUERY), stores.alerts.cadence.load(NO_QUERY)]);
  };
  const rules = useStore(stores.alerts.rules, (s) => s.value);
  const shown = coinId
    ? (rules ?? []).filter((r) => r.target.kind === 'coin' && r.target.id === coinId)
    : rules;
  return (
    <Loaded store={stores.alerts.rules} what="status.alertRules" quiet>
      {() =>
        shown === null || shown.length === 0 ? (
          <p>{t('alerts.noAlerts')}</p>
        ) : (
          <div className="fd-table-wrap">
            <table className="fd-table fd-alert-rules">
              <caption className="fd-visually-hidden">{t('alerts.yourAlerts')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('alerts.on')}</th>
                  <th scope="col">{t('alerts.alertWhen')}</th>
                  <th scope="col" className="fd-alert-rules__state">
                    {t('alerts.state')}
                  </th>
                  <th scope="col">{t('alerts.lastSeen')}</th>
                  <th scope="col">{t('alerts.dataAsOf')}</th>
                  <th scope="col">
                    <span className="fd-visually-hidden">{t('alerts.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((rule) => (
                  <tr key={rule.id}>
                    <td translate="no">{rule.target.label}</td>
                    <td>{describeCondition(rule.condition, rule.currency, fmt, t)}</td>
                    <td className="fd-alert-rules__state">
                      {rule.state === 'armed' ? t('alerts.armed') : t('alerts.fired')}
                    </td>
                    <td className="fd-num-col">
                      {describeSeen(rule.condition, rule.lastSeen, rule.currency, fmt, t)}
                    </td>
                    {/* A clock time, as the log's 'Data as of' beside it: 'now' read as the moment of looking, not of the data. */}
                    <td>
                      {rule.judgedAsOf === null ? (
                        t('alerts.notYet')
                      ) : (
                        <span translate="no">{fmt.timestamp(rule.judgedAsOf)}</span>
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="fd-button"
                        aria-label={t('alerts.deleteOn', { name: rule.target.label })}
                        onClick={() => void remove(rule.id)}
                      >
                        {t('alerts.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Loaded>
  );
}

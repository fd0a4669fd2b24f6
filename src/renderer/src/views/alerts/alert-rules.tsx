import { useStore } from 'zustand';
import { Loaded } from '../../components/loaded';
import { useFolio, useFormat } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { describeCondition, describeSeen } from './alert-words';
import './alerts.css';

/** The user's alerts, each with its state and the data it was last judged on; a coin's alone when `coinId`. */
export function AlertRules({ coinId }: { coinId?: string }) {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const remove = async (id: string) => {
    await api.alerts.delete({ id });
    await Promise.all([stores.alerts.rules.load(NO_QUERY), stores.alerts.cadence.load(NO_QUERY)]);
  };
  const rules = useStore(stores.alerts.rules, (s) => s.value);
  const shown = coinId
    ? (rules ?? []).filter((r) => r.target.kind === 'coin' && r.target.id === coinId)
    : rules;
  return (
    <Loaded store={stores.alerts.rules} what="alerts" quiet>
      {() =>
        shown === null || shown.length === 0 ? (
          <p>No alerts yet.</p>
        ) : (
          <div className="fd-table-wrap">
            <table className="fd-table fd-alert-rules">
              <caption className="fd-visually-hidden">Your alerts</caption>
              <thead>
                <tr>
                  <th scope="col">On</th>
                  <th scope="col">Alert when</th>
                  <th scope="col" className="fd-alert-rules__state">
                    State
                  </th>
                  <th scope="col">Last seen</th>
                  <th scope="col">Data as of</th>
                  <th scope="col">
                    <span className="fd-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((rule) => (
                  <tr key={rule.id}>
                    <td>{rule.target.label}</td>
                    <td>{describeCondition(rule.condition, rule.currency, fmt)}</td>
                    <td className="fd-alert-rules__state">
                      {rule.state === 'armed' ? 'Armed' : 'Fired — re-arms when the price moves back'}
                    </td>
                    <td className="fd-num-col">
                      {describeSeen(rule.condition, rule.lastSeen, rule.currency, fmt)}
                    </td>
                    {/* A clock time, as the log's 'Data as of' beside it: 'now' read as the moment of looking, not of the data. */}
                    <td>{rule.judgedAsOf === null ? 'not yet' : fmt.timestamp(rule.judgedAsOf)}</td>
                    <td>
                      <button
                        type="button"
                        className="fd-button"
                        aria-label={`Delete alert on ${rule.target.label}`}
                        onClick={() => void remove(rule.id)}
                      >
                        Delete
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

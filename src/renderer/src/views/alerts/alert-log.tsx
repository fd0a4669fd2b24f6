import { useStore } from 'zustand';
import { Loaded } from '../../components/loaded';
import { TableHead } from '../../components/table-head';
import { openAlertTarget } from '../../stores/alerts';
import { useFolio, useFormat } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { describeCondition, describeSeen } from './alert-words';

/** What fired: when, which rule, the value seen (masked in privacy mode) and how old the data was. */
export function AlertLog() {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const entries = useStore(stores.alerts.log, (s) => s.value);
  const clear = async () => {
    await api.alerts.clearLog();
    await stores.alerts.log.load(NO_QUERY);
  };
  return (
    <section className="fd-card" aria-labelledby="fd-alert-log">
      <h3 id="fd-alert-log">Alert log</h3>
      <Loaded store={stores.alerts.log} what="alert log" quiet>
        {() =>
          !entries || entries.length === 0 ? (
            <p>No alert has fired yet.</p>
          ) : (
            <>
              <div className="fd-table-wrap">
                <table className="fd-table">
                  <caption className="fd-visually-hidden">Alerts that fired, newest first</caption>
                  <TableHead labels={['Time', 'On', 'Rule', 'Value seen', 'Data as of']} />
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id}>
                        <td className="fd-time">{fmt.timestamp(entry.at)}</td>
                        <td>
                          <button
                            type="button"
                            className="fd-button"
                            title={entry.target.kind === 'rwa' ? 'Open the asset' : 'Open the coin'}
                            onClick={() => openAlertTarget(stores, entry.target)}
                          >
                            {entry.target.label}
                          </button>
                        </td>
                        <td>{describeCondition(entry.condition, entry.currency, fmt)}</td>
                        <td className="fd-num-col">
                          {describeSeen(entry.condition, entry.valueSeen, entry.currency, fmt)}
                        </td>
                        <td className="fd-time">{fmt.timestamp(entry.asOf)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <button type="button" className="fd-button" onClick={() => void clear()}>
                Clear the log
              </button>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

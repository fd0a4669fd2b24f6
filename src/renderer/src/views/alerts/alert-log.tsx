import { useStore } from 'zustand';
import { Loaded } from '../../components/loaded';
import { TableHead } from '../../components/table-head';
import { TimeCell } from '../../components/time-cell';
import { openAlertTarget } from '../../stores/alerts';
import { useFolio, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useTranslator } from '../../stores/i18n';
import { useKnownCoinIcons } from '../../stores/known-icons';
import { NO_QUERY } from '../../stores/resource';
import { AlertTargetName } from './alert-target';
import { describeCondition, describeSeen } from './alert-words';

/** What fired: when, which rule, the value seen (masked in privacy mode) and how old the data was. */
export function AlertLog() {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const entries = useStore(stores.alerts.log, (s) => s.value);
  const icons = useKnownCoinIcons();
  const clear = async () => {
    await api.alerts.clearLog();
    await stores.alerts.log.load(NO_QUERY);
  };
  return (
    <section className="fd-card" aria-labelledby="fd-alert-log">
      <h3 id="fd-alert-log">{t('alerts.log')}</h3>
      <Loaded store={stores.alerts.log} what="status.alertLog" quiet>
        {() =>
          !entries || entries.length === 0 ? (
            <p>{t('alerts.noneFired')}</p>
          ) : (
            <>
              <div className="fd-table-wrap">
                <table className="fd-table">
                  <caption className="fd-visually-hidden">{t('alerts.logCaption')}</caption>
                  <TableHead
                    labels={[
                      t('alerts.time'),
                      t('alerts.on'),
                      t('alerts.rule'),
                      t('alerts.valueSeen'),
                      t('alerts.dataAsOf'),
                    ]}
                  />
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id}>
                        <TimeCell at={entry.at} />
                        <td>
                          <button
                            type="button"
                            className="fd-button"
                            translate="no"
                            title={t(entry.target.kind === 'rwa' ? 'alerts.openAsset' : 'alerts.openCoin')}
                            onClick={() => openAlertTarget(stores, entry.target)}
                          >
                            <AlertTargetName target={entry.target} icons={icons} />
                          </button>
                        </td>
                        <td>{describeCondition(entry.condition, entry.currency, fmt, t, figuresFor(dir))}</td>
                        <td className="fd-num-col">
                          {describeSeen(entry.condition, entry.valueSeen, entry.currency, fmt, t)}
                        </td>
                        <TimeCell at={entry.asOf} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <button type="button" className="fd-button" onClick={() => void clear()}>
                {t('alerts.clearLog')}
              </button>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

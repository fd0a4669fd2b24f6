import type { ImportField } from '../../../../../shared/import/mapping';
import { CostBadge, useCostPreview } from '../../../components/cost-badge';
import {
  assign,
  fieldAt,
  IMPORT_FIELDS,
  mappingOf,
  missingOf,
  type ColumnChoice,
} from '../../../lib/import-columns';
import type { ImportActions, ImportFlow } from '../../../stores/imports';
import { PreviewRows } from './preview-rows';
import { useT } from '../../../stores/i18n';
import { useFormat } from '../../../stores/folio-context';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';

const FIELD_IDS: Record<ImportField, MessageId> = {
  date: 'imports.fieldDate',
  coin: 'imports.fieldCoin',
  side: 'imports.fieldSide',
  amount: 'imports.fieldAmount',
  price: 'imports.fieldPrice',
  fee: 'imports.fieldFee',
  note: 'imports.fieldNote',
  exchange: 'imports.fieldExchange',
  pair: 'imports.fieldPair',
};

/** A required field as a sentence names it ("the date, coin"). */
const NEEDED_IDS: Partial<Record<ImportField, MessageId>> = {
  date: 'imports.needDate',
  coin: 'imports.needCoin',
  amount: 'imports.needAmount',
};

// Which column holds which field, one select per column of the file over a few of its rows, then the first rows
// as they will be read. CoinStats' template arrives fully chosen; any other file starts from the header's guess.

export function ColumnsStep({ flow, actions }: { flow: ImportFlow; actions: ImportActions }) {
  const { preview, choice, portfolioId, currency } = flow;
  const t = useT();
  const fmt = useFormat();
  // Planning reads the portfolio's transactions afresh to find duplicates; coins are looked up through the cache.
  const checkCost = useCostPreview(
    'portfolio:transactions',
    portfolioId ? { portfolioId, currency, page: 1, limit: 100, refresh: true } : null,
  );
  if (!preview || !choice) return null;
  const missing = missingOf(choice);
  const set = (next: ColumnChoice) => void actions.choose(next);
  return (
    <>
      <p className="fd-import__file-line">
        <strong translate="no">{flow.fileName}</strong> ·{' '}
        {t('imports.rows', { count: preview.rowCount, n: fmt.count(preview.rowCount) })}
        {preview.template === 'coinstats' && (
          <span className="fd-badge fd-import__template">{t('imports.template')}</span>
        )}
      </p>
      <ColumnsTable header={preview.header} sample={flow.sample} choice={choice} onChoose={set} />
      <ReadingOptions choice={choice} onChoose={set} />
      {missing.length > 0 ? (
        <p className="fd-banner fd-banner--stale" role="status">
          {t('imports.chooseColumn', {
            fields: missing.map((field) => t(NEEDED_IDS[field] ?? FIELD_IDS[field])).join(', '),
          })}
        </p>
      ) : (
        mappingOf(choice) && <PreviewRows preview={preview} currency={currency} />
      )}
      <div className="fd-row">
        <button type="button" className="fd-button" onClick={actions.back}>
          {t('imports.back')}
        </button>
        <button
          type="button"
          className="fd-button fd-button--primary"
          disabled={missing.length > 0 || flow.busy !== null}
          onClick={() => void actions.check()}
        >
          {flow.busy === 'checking' ? t('manage.checking') : t('imports.checkRows')}
        </button>
        <CostBadge cost={checkCost} about />
      </div>
    </>
  );
}

/** One select per column of the file, over a few of its rows. */
function ColumnsTable(props: {
  header: readonly string[];
  sample: readonly (readonly string[])[];
  choice: ColumnChoice;
  onChoose: (next: ColumnChoice) => void;
}) {
  const { header, choice } = props;
  const t = useT();
  return (
    <div
      className="fd-table-wrap fd-import__columns"
      tabIndex={0}
      role="region"
      aria-label={t('imports.stepColumns')}
    >
      <table className="fd-table">
        <caption className="fd-visually-hidden">{t('imports.columnsCaption')}</caption>
        <thead>
          <tr>
            {header.map((name, column) => (
              <th key={column} scope="col">
                <label className="fd-import__column">
                  {name ? (
                    <span translate="no">{name}</span>
                  ) : (
                    <span>{t('imports.columnN', { n: column + 1 })}</span>
                  )}
                  <select
                    value={fieldAt(choice, column) ?? ''}
                    onChange={(e) =>
                      props.onChoose(
                        assign(choice, column, (e.currentTarget.value || null) as ImportField | null),
                      )
                    }
                  >
                    <option value="">{t('imports.ignore')}</option>
                    {IMPORT_FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {t(FIELD_IDS[field])}
                      </option>
                    ))}
                  </select>
                </label>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.sample.map((cells, row) => (
            <tr key={row}>
              {header.map((_, column) => (
                <td key={column} translate="no">
                  {cells[column] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the file writes dates and decimals. */
function ReadingOptions({
  choice,
  onChoose,
}: {
  choice: ColumnChoice;
  onChoose: (next: ColumnChoice) => void;
}) {
  const t = useT();
  return (
    <div className="fd-row fd-row--fields">
      <label className="fd-field">
        <span>{t('imports.datesWritten')}</span>
        <select
          value={choice.dayOrder}
          onChange={(e) =>
            onChoose({ ...choice, dayOrder: e.currentTarget.value as ColumnChoice['dayOrder'] })
          }
        >
          <option value="month-first">{t('imports.monthFirst')}</option>
          <option value="day-first">{t('imports.dayFirst')}</option>
        </select>
      </label>
      <label className="fd-field">
        <span>{t('imports.decimalMark')}</span>
        <select
          value={choice.decimal}
          onChange={(e) => onChoose({ ...choice, decimal: e.currentTarget.value as ColumnChoice['decimal'] })}
        >
          <option value=".">1,234.5</option>
          <option value=",">1.234,5</option>
        </select>
      </label>
    </div>
  );
}

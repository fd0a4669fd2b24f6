import type { ImportField } from '../../../../../shared/import/mapping';
import { CostBadge, useCostPreview } from '../../../components/cost-badge';
import {
  assign,
  FIELD_LABELS,
  fieldAt,
  IMPORT_FIELDS,
  mappingOf,
  missingOf,
  type ColumnChoice,
} from '../../../lib/import-columns';
import type { ImportActions, ImportFlow } from '../../../stores/imports';
import { PreviewRows } from './preview-rows';

// Which column holds which field, one select per column of the file over a few of its rows, then the first rows
// as they will be read. CoinStats' template arrives fully chosen; any other file starts from the header's guess.

export function ColumnsStep({ flow, actions }: { flow: ImportFlow; actions: ImportActions }) {
  const { preview, choice, portfolioId, currency } = flow;
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
        <strong>{flow.fileName}</strong> · {preview.rowCount === 1 ? '1 row' : `${preview.rowCount} rows`}
        {preview.template === 'coinstats' && (
          <span className="fd-badge fd-import__template">CoinStats template</span>
        )}
      </p>
      <ColumnsTable header={preview.header} sample={flow.sample} choice={choice} onChoose={set} />
      <ReadingOptions choice={choice} onChoose={set} />
      {missing.length > 0 ? (
        <p className="fd-banner fd-banner--stale" role="status">
          Choose the column that holds the{' '}
          {missing.map((field) => FIELD_LABELS[field].toLowerCase()).join(', ')}.
        </p>
      ) : (
        mappingOf(choice) && <PreviewRows preview={preview} currency={currency} />
      )}
      <div className="fd-row">
        <button type="button" className="fd-button" onClick={actions.back}>
          Back
        </button>
        <button
          type="button"
          className="fd-button fd-button--primary"
          disabled={missing.length > 0 || flow.busy !== null}
          onClick={() => void actions.check()}
        >
          {flow.busy === 'checking' ? 'Checking…' : 'Check rows and price'}
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
  return (
    <div className="fd-table-wrap fd-import__columns" tabIndex={0} role="region" aria-label="Columns">
      <table className="fd-table">
        <caption className="fd-visually-hidden">The file&apos;s columns and what each holds</caption>
        <thead>
          <tr>
            {header.map((name, column) => (
              <th key={column} scope="col">
                <label className="fd-import__column">
                  <span>{name || `Column ${column + 1}`}</span>
                  <select
                    value={fieldAt(choice, column) ?? ''}
                    onChange={(e) =>
                      props.onChoose(
                        assign(choice, column, (e.currentTarget.value || null) as ImportField | null),
                      )
                    }
                  >
                    <option value="">Ignore</option>
                    {IMPORT_FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {FIELD_LABELS[field]}
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
                <td key={column}>{cells[column] ?? ''}</td>
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
  return (
    <div className="fd-row fd-row--fields">
      <label className="fd-field">
        <span>Dates written</span>
        <select
          value={choice.dayOrder}
          onChange={(e) =>
            onChoose({ ...choice, dayOrder: e.currentTarget.value as ColumnChoice['dayOrder'] })
          }
        >
          <option value="month-first">month/day/year</option>
          <option value="day-first">day/month/year</option>
        </select>
      </label>
      <label className="fd-field">
        <span>Decimal mark</span>
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

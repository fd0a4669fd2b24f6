import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { HostCapabilities } from '../../../shared/domain/host';
import type { AppError } from '../../../shared/envelope';
import { cellSample, csvFileName, toCsv, type NumberStyle } from '../../../shared/csv';
import { exportSets, type CachedPrices, type ExportSet } from '../stores/export-sets';
import { useCurrency, useFolio, useFormat, useNow } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import type { Format } from '../lib/format';
import { ErrorNote } from './error-note';
import { restoreFocus } from './palette-focus';
import './export-dialog.css';

// Export what the app holds as CSV: holdings, transactions, P/L history, both watchlists, the request journal.
// It reads the stores (no request, no credits). The desktop app saves through the system dialog; the web host
// downloads the file. Every row says when its data is from and whether it came live or from the cache.

type Outcome = { kind: 'saved' | 'downloaded' | 'cancelled'; text: string } | null;

/** The browser's own download: an object URL clicked through a link with the file's name. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How numbers and times are written: each choice shown on a number and on this moment's time. */
function StyleChoice({
  name,
  style,
  onStyle,
}: {
  name: string;
  style: NumberStyle;
  onStyle: (style: NumberStyle) => void;
}) {
  const { locale } = useFolio();
  const now = useNow();
  // Neither groups thousands (a spreadsheet reads 1234.5, not 1,234.5), so the labels name what the locale changes:
  // the decimal mark and the dates.
  const sample = (of: NumberStyle) => cellSample(now, { style: of, locale });
  return (
    <fieldset className="fd-field">
      <legend>Numbers and times</legend>
      <label>
        <input type="radio" name={name} checked={style === 'locale'} onChange={() => onStyle('locale')} />{' '}
        With your locale’s decimal mark and dates ({sample('locale')}), for a spreadsheet
      </label>
      <label>
        <input type="radio" name={name} checked={style === 'iso'} onChange={() => onStyle('iso')} /> Plain: a
        decimal point and ISO 8601 times ({sample('iso')}), for other tools
      </label>
    </fieldset>
  );
}

/** The sets there is something to export of, each with its size, whose it is and the currency it was read in. */
function SetList({ sets, onSave }: { sets: readonly ExportSet[]; onSave: (set: ExportSet) => void }) {
  const fmt = useFormat();
  const base = useCurrency();
  /** A set read before the base currency changed says so, and where it is read again in the new one. */
  const otherCurrency = (set: ExportSet) =>
    set.currency && set.currency !== base
      ? ` · in ${set.currency}, read before you chose ${base}: open ${set.view ?? 'its view'} to read it in ${base}`
      : '';
  if (sets.length === 0) {
    return <p>Nothing to export yet: open a portfolio, the Watchlist or the Credits journal first.</p>;
  }
  return (
    <ul className="fd-picker" aria-label="What to export">
      {sets.map((set) => (
        <li key={set.id} className="fd-row">
          <button type="button" className="fd-button" onClick={() => onSave(set)}>
            Save {set.title}
          </button>
          <span className="fd-hint">
            {set.of ? `${set.of} · ` : ''}
            {rowCount(fmt, set.size ?? set.rows.length)} · costs nothing{otherCurrency(set)}
          </span>
        </li>
      ))}
    </ul>
  );
}

const rowCount = (fmt: Format, n: number) => `${fmt.count(n)} ${n === 1 ? 'row' : 'rows'}`;

function ExportDialog({ onClose }: { onClose: () => void }) {
  const { api, stores, locale, now: clock } = useFolio();
  const fmt = useFormat();
  const now = useNow();
  const dialog = useRef<HTMLDialogElement>(null);
  // What had focus when it opened (Export CSV…, or the palette's field), taken while rendering: by the time an
  // effect runs, the Close button's autoFocus has moved focus into the dialog. Focus goes back there on close.
  const [opener] = useState(() => document.activeElement);
  const [style, setStyle] = useState<NumberStyle>('locale');
  const [caps, setCaps] = useState<HostCapabilities | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const base = useCurrency();
  // The watchlists' cached prices (free): a watchlist no view priced since the start is exported with them.
  const [cached, setCached] = useState<CachedPrices | null>(null);
  // The realized-gains report is made off the screen's thread: its set is listed when it arrives.
  const gains = useStore(stores.returns.gains, (s) => s.answer);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sets = useMemo(() => exportSets(stores, cached), [stores, cached, gains]);
  const name = useId();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
    void api.app.capabilities({}).then((answer) => setCaps(answer.ok ? answer.value : null));
    return () => restoreFocus(opener);
  }, [api, opener]);
  useEffect(() => {
    void api.watchlist.prices({ currency: base }).then((answer) => {
      if (answer.ok) setCached({ currency: base, prices: answer.value });
    });
  }, [api, base]);

  const save = async (set: ExportSet) => {
    setFailure(null);
    setOutcome(null);
    const rows = set.load ? await set.load() : set.rows;
    const text = toCsv(set.columns, rows, { style, locale });
    const fileName = csvFileName(`${set.title.replace(/\(.*\)/, '')} ${set.of ?? ''}`, clock());
    if (!caps?.saveDialog) {
      download(fileName, text);
      setOutcome({
        kind: 'downloaded',
        text: `${set.title}: ${rowCount(fmt, rows.length)} downloaded as ${fileName}.`,
      });
      return;
    }
    const answer = await api.app.saveFile({ suggestedName: fileName, content: text });
    if (!answer.ok) setFailure(answer.error);
    else if (answer.value.path === null)
      setOutcome({ kind: 'cancelled', text: 'Not saved: the dialog was cancelled.' });
    else
      setOutcome({
        kind: 'saved',
        text: `${set.title}: ${rowCount(fmt, rows.length)} saved to ${answer.value.path}.`,
      });
  };

  return (
    <dialog
      ref={dialog}
      className="fd-dialog fd-export"
      aria-labelledby={`${name}-title`}
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id={`${name}-title`}>Export as CSV</h2>
      <StyleChoice name={name} style={style} onStyle={setStyle} />
      <SetList sets={sets} onSave={(set) => void save(set)} />
      <p role="status" className="fd-hint">
        {outcome?.text ?? ''}
      </p>
      <ErrorNote error={failure} />
      <p className="fd-hint">
        Each row carries the time its data is from and its source (live or cache). Exported {fmt.date(now)}.
      </p>
      <button type="button" className="fd-button" onClick={onClose} autoFocus>
        Close
      </button>
    </dialog>
  );
}

/** Mount once near the root; open it with openExport(). */
export function ExportDialogHost() {
  const { stores } = useFolio();
  const open = useStore(stores.settings.exportDialog, (s) => s.open);
  const close = () => stores.settings.exportDialog.setState({ open: false });
  return open ? <ExportDialog onClose={close} /> : null;
}

/** The button a view shows beside its own controls, at the end of their row (export-dialog.css). */
export function ExportButton() {
  const { stores } = useFolio();
  const t = useT();
  return (
    <button
      type="button"
      className="fd-button fd-export-open"
      onClick={() => stores.settings.exportDialog.setState({ open: true })}
    >
      {t('header.exportCsv')}
    </button>
  );
}

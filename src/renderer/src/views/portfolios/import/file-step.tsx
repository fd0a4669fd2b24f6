import { useId, useState } from 'react';
import { Tip } from '../../../components/tip';
import type { ImportActions } from '../../../stores/imports';

/** Text files past this are refused before they are read: the import takes at most 10 MB. */
const MAX_BYTES = 10_000_000;

/** The file to import: read here, in the page, and handed to main as text (reading it is free). */
export function FileStep({ actions, busy }: { actions: ImportActions; busy: boolean }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem(`${file.name} is larger than 10 MB: split it and import each part.`);
      return;
    }
    await actions.chooseFile(file.name, await file.text());
  };
  return (
    <div className="fd-import__file">
      <label className="fd-field" htmlFor={id}>
        <span>
          CSV file{' '}
          <Tip text="CoinStats' own CSV template is recognised by its header. Any other file: you choose which column holds the date, coin, type, amount, price, fee and note.">
            <span aria-hidden="true">ⓘ</span>
            <span className="fd-visually-hidden">About the file</span>
          </Tip>
        </span>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={busy}
          data-autofocus
          onChange={(e) => void read(e.currentTarget.files?.[0])}
        />
      </label>
      {busy && <p role="status">Reading the file…</p>}
      {problem && (
        <p className="fd-banner fd-banner--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

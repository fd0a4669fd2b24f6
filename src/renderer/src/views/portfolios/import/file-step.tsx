import { useId, useState } from 'react';
import { Tip } from '../../../components/tip';
import type { ImportActions } from '../../../stores/imports';
import { useT } from '../../../stores/i18n';

/** Text files past this are refused before they are read: the import takes at most 10 MB. */
const MAX_BYTES = 10_000_000;

/** The file to import: read here, in the page, and handed to main as text (reading it is free). */
export function FileStep({ actions, busy }: { actions: ImportActions; busy: boolean }) {
  const id = useId();
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem(t('imports.tooLarge', { file: file.name }));
      return;
    }
    await actions.chooseFile(file.name, await file.text());
  };
  return (
    <div className="fd-import__file">
      <label className="fd-field" htmlFor={id}>
        <span>
          {t('imports.csvFile')}{' '}
          <Tip text={t('imports.fileTip')}>
            <span aria-hidden="true">ⓘ</span>
            <span className="fd-visually-hidden">{t('imports.aboutFile')}</span>
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
      {busy && <p role="status">{t('imports.readingFile')}</p>}
      {problem && (
        <p className="fd-banner fd-banner--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { useFolio, useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { unfinished } from '../../../stores/imports';
import { noteWrite, reloadPortfolio } from '../../../stores/portfolio';
import { NO_QUERY } from '../../../stores/resource';
import { rowsDone } from './job-step';

// Imports that have not finished, said on the manage bar: one running with the dialog closed, one paused, and one
// a closed or killed app left behind (main shows it 'interrupted' and never resumes it by itself). Reading the
// journal is local and free. This is also where main's progress pushes reach the import store, and where the
// portfolio is read again once an import that sent rows stops.

export function ImportNotice({
  portfolios,
  onOpen,
}: {
  portfolios: readonly PortfolioSummary[];
  onOpen: (portfolioId: string, jobId: string) => void;
}) {
  const { api, stores, now } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const { jobs, actions } = stores.imports;
  const list = useStore(jobs, (s) => s.value) ?? [];

  useEffect(() => {
    void jobs.load(NO_QUERY);
    return api.on('import:progress', (progress) => {
      if (!actions.progress(progress)) return;
      // As after any transaction write (use-write.ts): the figures from before are out of date, and the
      // portfolio open is read again, at the price its Start and Resume badges showed.
      noteWrite(stores.portfolio, progress.portfolioId, now());
      if (stores.portfolio.ui.getState().selectedId === progress.portfolioId) {
        void reloadPortfolio(stores.portfolio, { refresh: true }, { list: false });
      }
    });
  }, [api, jobs, actions, stores, now]);

  const open = list.filter(unfinished);
  if (open.length === 0) return null;
  return (
    <ul className="fd-import__notices" aria-label={t('imports.notices')}>
      {open.map((job) => {
        const name = portfolios.find((p) => p.portfolioId === job.portfolioId)?.portfolioName;
        const words = {
          named: name ? 'yes' : 'no',
          name: name ?? '',
          file: job.fileName,
          done: fmt.count(rowsDone(job)),
          total: fmt.count(job.total),
        };
        const id =
          job.state === 'running'
            ? 'imports.noticeRunning'
            : job.state === 'paused'
              ? 'imports.noticePaused'
              : 'imports.noticeStopped';
        const said = t(id, words);
        return (
          <li key={job.jobId} className="fd-banner fd-banner--stale">
            <span>{said}</span>{' '}
            <button
              type="button"
              className="fd-button"
              disabled={!name}
              onClick={() => onOpen(job.portfolioId, job.jobId)}
            >
              {job.state === 'running' ? t('imports.show') : t('imports.openToResume')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { useStore } from 'zustand';
import { afterEach, describe, expect, it } from 'vitest';
import type { Say } from '../../../../../../src/shared/envelope';
import type { ImportStatus } from '../../../../../../src/shared/import/types';
import type { WriteOutcome } from '../../../../../../src/shared/domain/manage';
import { said } from '../../../../../../src/shared/i18n/say';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { JobStep } from '../../../../../../src/renderer/src/views/portfolios/import/job-step';
import { WriteResult } from '../../../../../../src/renderer/src/views/portfolios/manage/write-result';
import { fakeApi } from '../../../helpers/fake-api';
import { live, NOW, settings } from '../../../helpers/fixtures';
import { InLanguage } from '../../../helpers/language';
import { renderWith } from '../../../helpers/render';

// Main's sentences about an import and a write, shown in German: why the import stopped, why a row was refused
// (the service's own words kept inside), and a write whose answer was lost. A reason an earlier version stored as
// English text shows as it is.

afterEach(cleanup);

const status = (over: Partial<ImportStatus>): ImportStatus => ({
  jobId: 'job-1',
  fileName: 'trades.csv',
  portfolioId: 'p1',
  state: 'paused',
  stopReason: null,
  total: 3,
  sent: 1,
  refused: 1,
  unknown: 0,
  pending: 1,
  createdAt: NOW - 60_000,
  refusedRows: [],
  unknownRows: [],
  ...over,
});

function Job({ s }: { s: ImportStatus }) {
  const { stores } = useFolio();
  const flow = useStore(stores.imports.flow);
  return (
    <JobStep
      flow={{ ...flow, portfolioId: 'p1', step: 'job', status: s }}
      actions={stores.imports.actions}
      onClose={() => undefined}
    />
  );
}

const inGerman = (ui: React.ReactElement) =>
  renderWith(
    <>
      <InLanguage language="de" />
      {ui}
    </>,
    fakeApi({ 'settings:get': () => live(settings()) }),
  );

describe('import reasons in German', () => {
  it('says why the import stopped and why a row was refused in German', async () => {
    const paused = said({ id: 'outcomes.importPausedByYou' });
    const quote = '“Cannot sell 9 SOL”';
    const serviceSaid: Say = { id: 'errors.serverFailedSaid', values: { status: '500', quote } };
    const s = status({
      stopReason: paused.message,
      stopSay: paused.say,
      refusedRows: [
        {
          line: 3,
          reason: `The service failed with status 500. Try again later. The service said: ${quote}`,
          say: serviceSaid,
        },
      ],
    });
    inGerman(<Job s={s} />);
    expect(
      await screen.findByText('Von Ihnen angehalten; setzen Sie den Import fort, um weiterzumachen.'),
    ).toBeTruthy();
    const refused = screen.getByRole('list', { name: 'Abgelehnte Zeilen' });
    expect(refused.textContent).toMatch(/^Zeile 3 .*Cannot sell 9 SOL/);
    expect(refused.textContent).not.toContain('The service failed');
  });

  it('shows a reason an earlier version stored in English, word for word', async () => {
    const old = 'Paused: You have no credits left this month; add credits or wait.';
    inGerman(<Job s={status({ stopReason: old })} />);
    await screen.findByText(/^Angehalten bei/);
    expect(screen.getByText(old)).toBeTruthy();
  });

  it('says a write whose answer was lost in German, naming the buy inside the sentence', async () => {
    const text = said({
      id: 'outcomes.notFound',
      values: { what: 'buy', amount: '2', coin: 'solana', why: 'timeout' },
    });
    const outcome: WriteOutcome = { state: 'not-found', ...text, portfolioId: 'p1', credits: 4 };
    inGerman(<WriteResult outcome={outcome} />);
    expect(
      await screen.findByText(
        /^Der Kauf von 2 solana ist wahrscheinlich nicht erfolgt: es kam keine Antwort/,
      ),
    ).toBeTruthy();
  });
});

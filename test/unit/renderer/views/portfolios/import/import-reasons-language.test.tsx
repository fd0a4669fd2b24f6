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
import { PlanStep } from '../../../../../../src/renderer/src/views/portfolios/import/plan-step';
import { mapRow, type ColumnMapping } from '../../../../../../src/shared/import/mapping';
import type { ImportPlan } from '../../../../../../src/shared/import/types';
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

const MAPPING: ColumnMapping = {
  ...{ date: 0, coin: 1, side: 2, amount: 3, price: 4, note: null, fee: null, exchange: null, pair: null },
  ...{ dayOrder: 'month-first', decimal: '.' },
};

function Plan({ plan }: { plan: ImportPlan }) {
  const { stores } = useFolio();
  const flow = useStore(stores.imports.flow);
  return (
    <PlanStep
      flow={{ ...flow, portfolioId: 'p1', step: 'plan', plan }}
      actions={stores.imports.actions}
      onClose={() => undefined}
    />
  );
}

describe('the plan’s invalid rows in German', () => {
  it('says what is wrong with each row in German, the file’s own text quoted', async () => {
    // As the plan reads a row in main: a date that does not exist and a negative amount.
    const context = { portfolioId: 'p1', currency: 'USD', now: NOW, coinOf: () => 'bitcoin' };
    const row = mapRow({ line: 4, cells: ['2024-02-30', 'bitcoin', 'Buy', '-1', '100'] }, MAPPING, context);
    if (row.ok) throw new Error('expected a bad row');
    const plan: ImportPlan = {
      jobId: 'job-1',
      fileName: 'trades.csv',
      portfolioId: 'p1',
      currency: 'USD',
      rowsInFile: 1,
      toSend: 0,
      alreadyImported: 0,
      alreadyAtService: 0,
      queuedElsewhere: 0,
      invalid: [{ line: row.line, problems: row.problems, ...(row.says ? { says: row.says } : {}) }],
      coins: [],
      cost: { perRow: 4, credits: 0, explanation: '' },
      planCredits: 0,
      warning: null,
    };
    inGerman(<Plan plan={plan} />);
    const list = await screen.findByRole('list', { name: 'Ungültige Zeilen' });
    expect(list.textContent).toBe(
      'Zeile 4 „2024-02-30“ ist kein gültiges Datum; die Menge ist negativ: Schreiben Sie einen Verkauf als ' +
        'Sell-Zeile mit positiver Menge',
    );
  });
});

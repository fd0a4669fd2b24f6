// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertToasts, FiredCount } from '../../../../src/renderer/src/components/alert-toasts';
import { AskFirst } from '../../../../src/renderer/src/components/ask-first';
import { useFolio } from '../../../../src/renderer/src/stores/folio-context';
import { noteFired } from '../../../../src/renderer/src/stores/fired-alerts';
import { fakeApi } from '../helpers/fake-api';
import { live, settings } from '../helpers/fixtures';
import { InLanguage, renderIn } from '../helpers/language';
import { renderWith } from '../helpers/render';

// A fired alert's toast, the count beside the Alerts link, and the safe answer of a question, in German: the coin's
// name inside stays as it is.

afterEach(cleanup);

function Fire() {
  const { stores } = useFolio();
  return (
    <button
      type="button"
      onClick={() =>
        noteFired(stores.alerts.fired, {
          entry: {
            id: 1,
            at: 0,
            ruleId: 'r1',
            target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin' },
            condition: { type: 'above', level: 100_000 },
            currency: 'USD',
            valueSeen: 100_500,
            asOf: 0,
          },
          title: 'Bitcoin',
          body: '100,500',
          shownByHost: false,
        })
      }
    >
      fire
    </button>
  );
}

describe('fired alerts and questions in German', () => {
  it('shows the toast’s buttons and the fired count in German', async () => {
    renderWith(
      <>
        <InLanguage language="de" />
        <Fire />
        <AlertToasts />
        <FiredCount current={false} />
      </>,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    await screen.findByRole('status', { name: 'Ausgelöste Alarme' });
    act(() => fireEvent.click(screen.getByText('fire')));
    expect(screen.getByRole('button', { name: 'Bitcoin öffnen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByTestId('alerts-fired-count').querySelector('.fd-visually-hidden')?.textContent).toBe(
      ' 1 Alarm ausgelöst',
    );
  });

  it('offers “Behalten” as the safe answer', async () => {
    renderIn(
      'de',
      <AskFirst ask="Cache leeren…" label="Cache leeren?" question="Wirklich?" action={() => null} />,
      fakeApi({ 'settings:get': () => live(settings()) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cache leeren…' }));
    expect(await screen.findByRole('button', { name: 'Behalten' })).toBeTruthy();
  });
});

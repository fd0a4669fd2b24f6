// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { saidBecause } from '../../../../../../src/shared/i18n/say';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../../src/renderer/src/stores/resource';
import { ManageBar } from '../../../../../../src/renderer/src/views/portfolios/manage/manage-bar';
import {
  refusedTypes,
  rememberRefusal,
} from '../../../../../../src/renderer/src/views/portfolios/manage/refused-types';
import { fakeApi } from '../../../helpers/fake-api';
import { live, settings } from '../../../helpers/fixtures';
import { InLanguage } from '../../../helpers/language';
import { ledger, resetManage } from '../../../helpers/manage';
import { renderWith } from '../../../helpers/render';

// Why Add transaction is no longer offered for a type of portfolio, said under the manage bar in German: main's
// refusal by its message id, the service's own words quoted inside. What an earlier version kept shows as it was.

afterEach(resetManage);

function Screen() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'w1' });
    void stores.portfolio.list.load(NO_QUERY);
  }, [stores]);
  return (
    <>
      <InLanguage language="de" />
      <ManageBar />
    </>
  );
}

const show = () =>
  renderWith(
    <Screen />,
    fakeApi({ 'settings:get': () => live(settings()), 'portfolio:list': () => live([ledger]) }),
  );

describe('a refused type of portfolio, in German', () => {
  it('says the refusal in German, quoting the service', async () => {
    // As main refuses the buy (write-outcome.ts refused, over the service's 400).
    const quote = '“Portfolio is not manual”';
    const cause = {
      message: `The service refused the request for POST /portfolio/transaction as invalid. The service said: ${quote}`,
      say: {
        id: 'errors.requestRefusedSaid' as const,
        values: { what: 'POST /portfolio/transaction', quote },
      },
    };
    rememberRefusal(
      'wallet',
      saidBecause({ id: 'outcomes.refused', values: { what: 'buy', amount: '1', coin: 'bitcoin' } }, cause),
      1,
    );
    show();
    const note = await screen.findByText(
      /^Der Dienst hat eine Transaktion für Portfolios der Art Wallet abgelehnt/,
    );
    expect(note.textContent).toContain(
      'Nicht ausgeführt: Der Kauf von 1 bitcoin wurde abgelehnt. Der Dienst hat die Anfrage für POST ' +
        `/portfolio/transaction als ungültig abgelehnt. Der Dienst meldete: ${quote}`,
    );
    expect(note.textContent).not.toContain('Not done');
  });

  it('shows what an earlier version kept, in its words', async () => {
    refusedTypes.setState({ wallet: { reason: 'Portfolio is not manual', at: 1 } }, true);
    show();
    const note = await screen.findByText(/^Der Dienst hat eine Transaktion/);
    expect(note.textContent).toContain('Portfolio is not manual');
  });
});

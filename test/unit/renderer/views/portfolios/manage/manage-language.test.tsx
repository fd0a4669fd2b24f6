// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../../../../../src/shared/i18n/languages';
import { loadTranslator } from '../../../../../../src/shared/i18n/load';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../../src/renderer/src/stores/resource';
import { ManageBar } from '../../../../../../src/renderer/src/views/portfolios/manage/manage-bar';
import { fakeApi } from '../../../helpers/fake-api';
import { live, portfolios, settings } from '../../../helpers/fixtures';
import { badgeWords } from '../../../helpers/cost-tip';
import { renderWith } from '../../../helpers/render';

// The manage bar and its dialogs in the user's language: buttons, field labels, kinds of transaction, and the
// delete question with the portfolio's name still in bold wherever the language puts it.

afterEach(cleanup);

function Screen({ language }: { language: UiLanguage }) {
  const { stores } = useFolio();
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'p1' });
    void stores.portfolio.list.load(NO_QUERY);
    void loadTranslator(language).then((translator) =>
      act(() => stores.i18n.setState({ translator, requested: language })),
    );
  }, [stores, language]);
  return <ManageBar />;
}

function show(language: UiLanguage) {
  const fake = fakeApi({
    'settings:get': () => live(settings()),
    'credits:preview': () => live({ credits: 10, usdc: null, needsConfirmation: false, explanation: '10' }),
    'portfolio:list': () => live(portfolios),
    'wallet:blockchains': () =>
      live([{ connectionId: 'ethereum', name: 'Ethereum', chain: 'ethereum', icon: null }]),
  });
  renderWith(<Screen language={language} />, fake);
}

describe('managing portfolios in the user’s language', () => {
  it('offers the transaction dialog in German, with its kinds and fields in German', async () => {
    show('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Transaktion hinzufügen' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Transaktion hinzufügen');
    const kinds = within(dialog).getByRole('combobox', { name: 'Art', hidden: true });
    expect([...kinds.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Kauf',
      'Verkauf',
      'Eingang',
      'Ausgang',
    ]);
    expect(within(dialog).getByText('Kurs je Coin (USD)')).toBeTruthy();
    // The coin field hints and lists in German too.
    expect(within(dialog).getByPlaceholderText('Name oder ID, z. B. solana')).toBeTruthy();
    expect(dialog.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe('Vorschläge für Coin');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen', hidden: true })).toBeTruthy();
    // The click's price, the write's credits included: a German badge, its tooltip one German sentence.
    await waitFor(() =>
      expect(dialog.querySelector('.fd-cost [role="tooltip"]')?.textContent).toMatch(
        /^10 Credits, danach \d+, um /,
      ),
    );
    expect(badgeWords(dialog.querySelector('.fd-cost'))).toMatch(/^\d+ Credits$/);
  });

  it('says in German what is wrong with a wallet address typed to connect', async () => {
    show('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet verbinden' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Adresse', hidden: true }), {
      target: { value: '0x123' },
    });
    expect(
      await within(dialog).findByText(
        'Adresse: Eine Adresse auf Ethereum beginnt mit 0x, gefolgt von 40 Buchstaben a–f und Ziffern.',
      ),
    ).toBeTruthy();
  });

  it('asks in French before deleting, the portfolio named in bold', async () => {
    show('fr');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Supprimer le portefeuille' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Supprimer Main ?');
    const bold = dialog.querySelector('strong');
    expect(bold?.textContent).toBe('Main');
    expect(bold?.parentElement?.textContent).toBe(
      'Cela supprime le portefeuille Main et toutes ses transactions de votre compte sur le service. ' +
        'Impossible d’annuler depuis Folio Desk.',
    );
  });
});

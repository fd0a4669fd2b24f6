import { describe, expect, it } from 'vitest';
import { DISPOSAL_COLUMNS } from '../../../../src/shared/analytics/lots-report';
import { headersIn, toCsv } from '../../../../src/shared/csv';
import { loadTranslator } from '../../../../src/shared/i18n/load';
import { exportSets } from '../../../../src/renderer/src/stores/export-sets';
import { createStores } from '../../../../src/renderer/src/stores/folio-context';
import { applyLanguage } from '../../../../src/renderer/src/stores/i18n-store';
import { fakeApi } from '../helpers/fake-api';
import { holdings, live } from '../helpers/fixtures';

// A CSV's header row is in the user's language; its numbers and times keep the style the user chose for them.

const firstLines = (text: string) => text.split('\r\n').slice(0, 2);

async function holdingsCsv(language: 'en' | 'de') {
  const stores = createStores(fakeApi({ 'portfolio:coins': () => live(holdings) }).api);
  await applyLanguage(stores.i18n, language, 'en-US');
  await stores.portfolio.coins.load({ currency: 'EUR' });
  const set = exportSets(stores).find((s) => s.id === 'holdings');
  if (!set) throw new Error('no holdings set');
  return toCsv(set.columns, set.rows, { style: 'iso', locale: 'en-US' });
}

describe('an export in the user’s language', () => {
  it('writes a German header row, the rows as in English', async () => {
    const [header, row] = firstLines(await holdingsCsv('de'));
    expect(header).toBe(
      'Coin,Symbol,Name,Menge,Kurs (EUR),Wert (EUR),Änderung 24 h (%),Gewinn/Verlust gesamt (EUR),' +
        'Gewinn/Verlust gesamt (%),Stand,Quelle',
    );
    const [english, englishRow] = firstLines(await holdingsCsv('en'));
    expect(english).toMatch(/^Coin,Symbol,Name,Amount,Price \(EUR\),Value \(EUR\),24h change \(%\),/);
    expect(row).toBe(englishRow);
  });

  it('writes the realized gains header row in French', async () => {
    const { t } = await loadTranslator('fr');
    const [header] = firstLines(toCsv(headersIn(DISPOSAL_COLUMNS, t), [], { style: 'iso', locale: 'fr-FR' }));
    expect(header).toBe(
      'Transaction,Crypto,Vendu,Acquis (premier lot),Acquis (dernier lot),Quantité,Produit de cession,' +
        'Prix de revient,Plus-value,Durée de détention,Frais',
    );
  });
});

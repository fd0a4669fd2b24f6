import { describe, expect, it } from 'vitest';
import {
  causeWords,
  refusalWords,
} from '../../../../../src/renderer/src/components/returns/reconcile-causes';
import { createFormat } from '../../../../../src/renderer/src/lib/format';
import { realizedGains, reconcileRealized, type LotTransaction } from '../../../../../src/shared/analytics';
import { loadTranslator } from '../../../../../src/shared/i18n/load';

// Why the realized-gains report differs from the service's realized P/L, said cause by cause in the user's
// language, the amounts in the base currency.

// Two buys at 100 and 300, half sold for 250: FIFO gains 150, average cost 50; the service's 50 is met by average
// cost, so the whole 100 is the lot method's.
const two: LotTransaction[] = [
  { id: 'p1', type: 'Buy', date: '2024-01-01', coinId: 'bitcoin', count: 1, totalWorth: 100 },
  { id: 'p2', type: 'Buy', date: '2024-02-01', coinId: 'bitcoin', count: 1, totalWorth: 300 },
  { id: 'p3', type: 'Sell', date: '2024-03-01', coinId: 'bitcoin', count: -1, totalWorth: -250 },
];

function reconciled() {
  const report = realizedGains(two, { method: 'fifo' });
  if (!report.ok) throw new Error(report.message);
  return reconcileRealized(two, { method: 'fifo' }, report, 50);
}

describe('the causes of a difference from the service', () => {
  it('names the lot method’s share in German, in euros as the card writes them', async () => {
    const { t } = await loadTranslator('de');
    const fmt = createFormat('de-DE', false, 'UTC', 'de');
    expect(reconciled().causes.map((cause) => causeWords(cause, t, fmt, 'EUR'))).toEqual([
      'Die Lot-Methode erklärt +100,00\u00a0€: Der Dienst bewertet einen Verkauf zum durchschnittlichen ' +
        'Einstandspreis, was hier +50,00\u00a0€ ergibt, gegenüber +150,00\u00a0€ mit FIFO.',
    ]);
  });

  it('counts skipped transactions with the Arabic dual', async () => {
    const { t } = await loadTranslator('ar');
    const fmt = createFormat('en-US', false, 'UTC', 'ar');
    expect(causeWords({ kind: 'skipped', count: 2, types: 'Stake' }, t, fmt, 'USD')).toBe(
      'معاملتان من النوع Stake غير محتسبتين هنا.',
    );
  });
});

describe('a report the lots cannot be worked out for', () => {
  it('says in German which sale takes more than was held, with the amounts', async () => {
    const { t } = await loadTranslator('de');
    const fmt = createFormat('de-DE', false, 'UTC', 'de');
    const sale: LotTransaction = {
      id: 's2',
      type: 'Sell',
      date: '2024-03-01',
      coinId: 'bitcoin',
      count: -3,
      totalWorth: -900,
    };
    const refusal = realizedGains([...two.slice(0, 2), sale], { method: 'fifo' });
    expect(refusal.ok).toBe(false);
    if (!refusal.ok) {
      expect(refusalWords(refusal, t, fmt, 'Verkauf')).toBe(
        'Transaktion s2 (Verkauf, 01.03.2024) verbraucht 3 bitcoin, aber damals wurden nur 2 gehalten (1 zu wenig); ' +
          'ergänzen Sie den vorherigen Kauf oder Eingangsübertrag oder korrigieren Sie die Menge.',
      );
    }
  });

  it('says in French that a transaction has no worth', async () => {
    const { t } = await loadTranslator('fr');
    const fmt = createFormat('fr-FR', false, 'UTC', 'fr');
    const unpriced: LotTransaction = {
      id: 'b9',
      type: 'Buy',
      date: '2024-01-05',
      coinId: 'bitcoin',
      count: 1,
      totalWorth: null,
    };
    const refusal = realizedGains([unpriced], { method: 'fifo' });
    if (refusal.ok) throw new Error('expected a refusal');
    expect(refusalWords(refusal, t, fmt, 'Achat')).toBe(
      'La transaction b9 (Achat, 5 janv. 2024) n’a pas de valeur ; modifiez-la (quantité, prix) et relancez le calcul.',
    );
  });
});

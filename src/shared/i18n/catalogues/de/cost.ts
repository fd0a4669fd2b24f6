import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

export const deCost: AreaCatalogue<typeof enCost> = {
  'cost.credits': '{credits, plural, one {{n} Credit} other {{n} Credits}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} Credit} other {{n} Credits}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'bis {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} Credit} other {{n} Credits}}',
  'cost.simulated': '{price} (simuliert)',
  'cost.offlinePrice': 'offline – es wird nichts gesendet',
  'cost.unknown': 'Kosten unbekannt',
  'cost.asking': 'Kosten…',
  'cost.askingDetail': 'Folio Desk ermittelt, was das kostet (kostenlos).',
  'cost.keyOnly': 'Nur mit API-Schlüssel',
  'cost.offline': 'offline',
  'cost.offlineDetail':
    'offline – es wird nichts gesendet: Der Dienst ist nicht erreichbar, daher wird nichts verbraucht und der Cache angezeigt. Sobald er wieder antwortet (Folio Desk prüft das selbst, kostenlos), kostet dies {price}.',
  'cost.asksFirst': 'Über Ihrer Bestätigungsschwelle: fragt vorher nach.',
  'cost.cached': 'im Cache',
  'cost.zero': '0 Credits',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'Etwa {price}: {explanation}',
};

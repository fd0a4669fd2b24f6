import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

export const frCost: AreaCatalogue<typeof enCost> = {
  'cost.credits': '{credits, plural, one {{n} crédit} other {{n} crédits}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} crédit} other {{n} crédits}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'jusqu’à {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} crédit} other {{n} crédits}}',
  'cost.simulated': '{price} (simulé)',
  'cost.offlinePrice': 'hors ligne : rien n’est envoyé',
  'cost.unknown': 'coût inconnu',
  'cost.asking': 'coût…',
  'cost.askingDetail': 'Folio Desk calcule ce que cela coûte (gratuit).',
  'cost.keyOnly': 'Clé API uniquement',
  'cost.offline': 'hors ligne',
  'cost.offlineDetail':
    'hors ligne : rien n’est envoyé. Le service est injoignable, donc rien n’est dépensé et le cache est affiché. Dès qu’il répond à nouveau (Folio Desk vérifie seul, gratuitement), cela coûtera {price}.',
  'cost.asksFirst': 'Au-dessus de votre seuil de confirmation : demande d’abord.',
  'cost.cached': 'en cache',
  'cost.zero': '0 crédit',
  'cost.about': '~{price}',
  'cost.detail': '{price} : {explanation}',
  'cost.detailAbout': 'Environ {price} : {explanation}',
};

import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

export const esCost: AreaCatalogue<typeof enCost> = {
  'cost.credits': '{credits, plural, one {{n} crédito} other {{n} créditos}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} crédito} other {{n} créditos}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'hasta {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} crédito} other {{n} créditos}}',
  'cost.simulated': '{price} (simulado)',
  'cost.offlinePrice': 'sin conexión: no se envía nada',
  'cost.unknown': 'coste desconocido',
  'cost.asking': 'coste…',
  'cost.askingDetail': 'Preguntando a Folio Desk cuánto cuesta esto (gratis).',
  'cost.keyOnly': 'Solo con clave API',
  'cost.offline': 'sin conexión',
  'cost.offlineDetail':
    'sin conexión: no se envía nada. El servicio no está al alcance, así que no se gasta nada y se muestra lo guardado en caché. Cuando vuelva a responder (Folio Desk lo comprueba solo, gratis) esto costará {price}.',
  'cost.asksFirst': 'Por encima de su umbral de confirmación: pregunta antes.',
  'cost.cached': 'en caché',
  'cost.zero': '0 créditos',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'Aprox. {price}: {explanation}',
};

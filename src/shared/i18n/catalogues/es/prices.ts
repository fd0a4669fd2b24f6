import type { AreaCatalogue } from '../en/index';
import type { enPrices } from '../en/prices';

const credits = '{credits, plural, one {{creditsN} crédito} other {{creditsN} créditos}}';
const base = '{base, plural, one {{baseN} crédito} other {{baseN} créditos}}';
const refresh = `actualizar cuesta ${credits}`;

export const esPrices: AreaCatalogue<typeof enPrices> = {
  'prices.free': '{endpoint} es gratuito',
  'prices.credits': `${credits} por {endpoint}`,
  'prices.perNetwork': `${base} × {units, plural, one {{unitsN} red} other {{unitsN} redes}} = ${credits} por {endpoint}`,
  'prices.perNetworkValue': `${base} × {units, plural, one {{unitsN} valor de red} other {{unitsN} valores de red}} = ${credits} por {endpoint}`,
  'prices.perWallet': `${base} × {units, plural, one {{unitsN} billetera} other {{unitsN} billeteras}} = ${credits} por {endpoint}`,
  'prices.candles': `hasta {candles, plural, one {{candlesN} vela} other {{candlesN} velas}} a 1 crédito por cada {perN} (mínimo 1) = ${credits} por {endpoint}`,
  'prices.cachedJustNow': `en caché (actualizado ahora mismo); ${refresh}`,
  'prices.cachedMinutes': `en caché (actualizado hace {minutes, plural, one {{minutesN} minuto} other {{minutesN} minutos}}); ${refresh}`,
  'prices.cachedHours': `en caché (actualizado hace {hours, plural, one {{hoursN} hora} other {{hoursN} horas}}); ${refresh}`,
  'prices.cachedDays': `en caché (actualizado hace {days, plural, one {{daysN} día} other {{daysN} días}}); ${refresh}`,
  'prices.walletSync':
    '{startN} para empezar + {perCheckN} por consulta de estado (unas {checks, plural, one {{checksN} consulta} other {{checksN} consultas}}) + {rereadN} para leer las transacciones sincronizadas',
  'prices.editTransaction':
    '2 × {each, plural, one {{eachN} crédito} other {{eachN} créditos}} por POST /portfolio/transaction (un asiento de corrección y el nuevo)',
  'prices.noCall': 'ninguna llamada al servicio',
  'prices.candlesStored': 'todas las velas están guardadas; ninguna llamada al servicio',
  'prices.cachedHoldings': 'activos en caché; actualizar vuelve a leer todas las páginas',
  'prices.currencyList':
    '{credits, plural, one {{creditsN} crédito} other {{creditsN} créditos}} por la lista de monedas',
  'prices.holdingsFirstPage':
    '{perPage, plural, one {{perPageN} crédito} other {{perPageN} créditos}} por los primeros {limitN} activos (GET /portfolio/coins); cada {limitN} más cuestan {perPageN} más',
  'prices.holdingsPages':
    '{perPage, plural, one {{perPageN} crédito} other {{perPageN} créditos}} × {pages, plural, one {{pagesN} página} other {{pagesN} páginas}} = {credits, plural, one {{creditsN} crédito} other {{creditsN} créditos}} por GET /portfolio/coins ({rows, plural, one {{rowsN} activo} other {{rowsN} activos}} en la última lectura)',
  'prices.follow': 'seguir es gratis; después se lee su saldo: {explanation}',
  'prices.gatewayUsdc':
    '{usdc} USDC por llamada a través de la pasarela (con una clave de API: {explanation})',
  'prices.gatewayKeyOnly':
    'La pasarela de pago por solicitud no la ofrece: esta llamada necesita una clave de API ({explanation})',
  'prices.unavailable':
    'no disponible al pagar por solicitud: la pasarela no atiende esta llamada; cambia la vía de acceso a la clave de API en Ajustes para hacerla',
  'prices.list': '{first}; {rest}',
};

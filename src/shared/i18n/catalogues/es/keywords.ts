import type { AreaCatalogue } from '../en/index';
import type { enKeywords } from '../en/keywords';

export const esKeywords: AreaCatalogue<typeof enKeywords> = {
  'keywords.refresh': 'recargar actualizar en vivo servicio',
  'keywords.export': 'CSV descargar guardar exportar hoja de cálculo activos transacciones registro',
  'keywords.newAlert': 'precio alerta avisar notificar encima debajo cambio',
  'keywords.alertLog': 'alertas disparadas historial notificaciones',
  'keywords.privacy': 'ocultar importes enmascarar privacidad',
  'keywords.theme': 'tema oscuro claro apariencia',
  'keywords.settingsKey': 'API clave dirección conexión',
  'keywords.settingsAppearance': 'tema oscuro claro bandeja',
  'keywords.settingsPrefs': 'moneda umbral actualización privacidad demo',
  'keywords.settingsStorage': 'caché borrar vaciar base de datos',
  'keywords.allPortfolios': 'cartera total todas',
  'keywords.portfolio': 'cartera',
  'keywords.sharedPortfolio': 'cartera compartida',
  'keywords.wallet': 'billetera sincronizar saldo',
  'keywords.asset': 'activo RWA seguimiento',
  'keywords.watchedCoin': 'moneda precio gráfico seguida seguimiento',
  'keywords.heldCoin': 'moneda precio gráfico tenencia activo',
  'keywords.pair': 'par velas gráfico',
};

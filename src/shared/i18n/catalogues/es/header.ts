import type { AreaCatalogue } from '../en/index';
import type { enHeader } from '../en/header';

export const esHeader: AreaCatalogue<typeof enHeader> = {
  'header.exportCsv': 'Exportar CSV…',
  'header.demo': 'Demo',
  'header.simulated': '(simulado)',
  'header.simulatedAccount': 'Cuenta simulada',
  'header.planUnchecked': 'Plan aún sin comprobar',
  'header.keyRefused': 'Clave rechazada: ver Ajustes',
  'header.creditsUnavailable': 'Créditos: no disponibles',
  'header.creditsLoading': 'Créditos: …',
  'header.meterFull': '{used} usados · quedan {remaining} de {total} este mes',
  'header.meterUsed': '{used} usados',
  'header.critical': 'casi no quedan créditos',
  'header.low': 'quedan pocos créditos',
  'header.runsOut': 'se agotan hacia el {date} a este ritmo',
  'header.meterLabel': 'Créditos usados este mes, plan {plan}',
  'header.meterLabelDemo': 'Créditos usados este mes, plan {plan} simulado',
  'header.meterLabelUnchecked': 'Créditos usados este mes, plan aún sin comprobar',
  'header.provenanceDemo':
    'Demo: el contador de una cuenta Starter simulada, que se conserva entre reinicios; no se gasta ninguno de sus créditos',
  'header.provenanceUnchecked': 'Contado por Folio Desk; aún no contrastado con el servicio',
  'header.provenanceChecked': 'Contado por Folio Desk; contrastado con el servicio {age}',
  'header.renewsDemo': 'Los créditos de la cuenta simulada son mensuales: se renuevan el {date}.',
  'header.renews': 'Los créditos del plan son mensuales: se renuevan el {date}.',
  'header.forecastDemo': 'Cuenta de demostración simulada: {forecast}',
  'header.mostSpentOne': 'Lo que más gasta: {feature} ({percent} %).',
  'header.amountsHidden': 'Importes ocultos',
  'header.amountsHiddenTitle':
    'El modo privado oculta todos los importes. Pulse para mostrarlos (Ctrl+Mayús+P).',
  'header.payPerRequest': 'Pago por solicitud',
  'header.sessionStopped': 'detenido: ver Ajustes',
  'header.sessionFree': 'gratis durante {time} más · hasta entonces las llamadas no se pagan',
  'header.sessionFreeTitle':
    'Tras un pago, la pasarela atiende las llamadas gratis durante una hora (su sesión); se muestra el final de esa hora.',
  'header.sessionNext': 'la próxima llamada se paga; después las llamadas son gratis durante una hora',
  'header.sessionNextTitle':
    'Tras un pago, la pasarela atiende las llamadas gratis durante una hora (su sesión).',
  'header.source.demo': 'Datos de demostración',
  'header.source.demoTitle': 'Datos de ejemplo del servicio de demostración, no de su cuenta',
  'header.source.live': 'En directo del servicio',
  'header.source.cache': 'De la caché local',
  'header.source.fetched': '{source} · obtenido {age}',
  'header.source.fetchedDemo': '· obtenido {age}',
  'header.source.at': 'a las {time}',
  'header.source.stale': 'Desactualizado',
  'header.source.notLoaded': 'Aún no cargado',
  'header.source.title': '{source} · obtenido {age} ({date})',
  'header.source.titleStale':
    '{source} · obtenido {age} ({date}) · desactualizado: no se pudo contactar con el servicio para un valor más reciente',
};

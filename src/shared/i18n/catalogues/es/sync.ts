import type { AreaCatalogue } from '../en/index';
import type { enSync } from '../en/sync';

export const esSync: AreaCatalogue<typeof enSync> = {
  'sync.starting':
    'Iniciando la sincronización de {count, plural, one {una billetera} other {{n} billeteras}}.',
  'sync.someSynced': '{done} de {total} sincronizadas',
  'sync.readAgain': 'las transacciones se leen de nuevo y se muestran abajo.',
  'sync.cancelled': 'Sincronización cancelada; puede que el servicio la termine de todos modos.',
  'sync.stillSyncing': 'El servicio sigue sincronizando. Intenta leer las transacciones más tarde.',
  'sync.stopped': 'La sincronización se detuvo de forma inesperada: {detail}',
};

import type { AreaCatalogue } from '../en/index';
import type { enSync } from '../en/sync';

export const frSync: AreaCatalogue<typeof enSync> = {
  'sync.starting':
    'Démarrage de la synchronisation {count, plural, one {d’un wallet} other {de {n} wallets}}.',
  'sync.someSynced': '{done} sur {total} synchronisés',
  'sync.readAgain': 'les transactions sont relues et affichées ci-dessous.',
  'sync.cancelled': 'Synchronisation annulée ; le service peut tout de même la terminer.',
  'sync.stillSyncing':
    'Le service est toujours en cours de synchronisation. Essayez de lire les transactions plus tard.',
  'sync.stopped': 'La synchronisation s’est arrêtée de façon inattendue : {detail}',
};

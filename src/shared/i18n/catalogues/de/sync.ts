import type { AreaCatalogue } from '../en/index';
import type { enSync } from '../en/sync';

export const deSync: AreaCatalogue<typeof enSync> = {
  'sync.starting':
    'Synchronisierung {count, plural, one {einer Wallet} other {von {n} Wallets}} wird gestartet.',
  'sync.someSynced': '{done} von {total} synchronisiert',
  'sync.readAgain': 'die Transaktionen werden erneut gelesen und unten angezeigt.',
  'sync.cancelled': 'Synchronisierung abgebrochen; der Dienst führt sie möglicherweise trotzdem zu Ende.',
  'sync.stillSyncing': 'Der Dienst synchronisiert noch. Versuchen Sie später, die Transaktionen zu lesen.',
  'sync.stopped': 'Die Synchronisierung wurde unerwartet beendet: {detail}',
};

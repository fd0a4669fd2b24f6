// What main says of a wallet sync while it runs (domains/wallet-sync.ts), shown in the sync panel.
export const enSync = {
  'sync.starting': 'Starting sync of {count, plural, one {one wallet} other {{n} wallets}}.',
  'sync.someSynced': '{done} of {total} synced',
  'sync.readAgain': 'the transactions are read again and shown below.',
  'sync.cancelled': 'Sync cancelled; the service may finish it anyway.',
  'sync.stillSyncing': 'The service is still syncing. Try reading the transactions later.',
  'sync.stopped': 'The sync stopped unexpectedly: {detail}',
} as const;

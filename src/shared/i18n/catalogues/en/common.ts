export const enCommon = {
  'count.pairs': '{count, plural, one {{n} pair} other {{n} pairs}}',
  'common.nothingToShow': 'Nothing to show.',
} as const;

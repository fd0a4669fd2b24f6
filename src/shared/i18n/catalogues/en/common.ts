export const enCommon = {
  'count.pairs': '{count, plural, one {{n} pair} other {{n} pairs}}',
} as const;

// node:crypto costs about 4 ms of CPU to load, and a start that answers from the cache uses none of it: each
// caller takes it when it first needs it (ids, tokens, digests), not when the app's modules load.

export const nodeCrypto = (): typeof import('node:crypto') => process.getBuiltinModule('node:crypto');

// What the bench drives of the app, bundled as the app ships (built-app.ts): the composition root, the IPC
// dispatch (which takes a background read's context), the web host's bridge and what they are given.

export { createApp } from '../../src/main/app';
export { dispatch } from '../../src/main/ipc/registry';
export { silentLogger } from '../../src/main/lib/effects';
export { createMemoryStore } from '../../src/main/secrets/memory-store';
export { serveBridge } from '../../src/main/web/bridge-socket';
export { limitedLog } from '../../src/main/web/log-limit';
export { realizedGains, timeWeightedReturn, xirr } from '../../src/shared/analytics';
export { createGainsJob, lotFields } from '../../src/shared/analytics/gains-job';
